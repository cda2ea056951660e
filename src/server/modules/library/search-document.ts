import { sql, type SQL } from 'drizzle-orm';
import type { TitleInput } from '../../../domain/library/title-forms';

/**
 * A title's full-text document, weighted: title A, authors B, subjects C, keywords, publisher and call number D. Each
 * part is written twice, stemmed in English ('circuits' finds 'circuit') and as typed in the 'simple' configuration
 * (names, Indian-language words and codes kept whole), so the query (searchQuery) may be read either way.
 */
export function searchDocument(title: TitleInput): SQL {
  const part = (text: string, weight: 'A' | 'B' | 'C' | 'D') =>
    sql`setweight(to_tsvector('english', ${text}), ${sql.raw(`'${weight}'`)}) || setweight(to_tsvector('simple', ${text}), ${sql.raw(`'${weight}'`)})`;
  const rest = [...title.keywords, title.publisher, title.callNumber, title.language].join(' ');
  return sql`(${part(title.title, 'A')} || ${part(title.authors.join(' '), 'B')} || ${part(
    title.subjects.join(' '),
    'C',
  )} || ${part(rest, 'D')})`;
}

/**
 * The words typed → a prefix query of all of them ('data struct' → 'data:* & struct:*'): a reader at the kiosk finds
 * the book before finishing the word. Only letters and digits reach to_tsquery, so nothing typed can break its syntax;
 * null when nothing searchable was typed.
 */
export function prefixQueryText(typed: string): string | null {
  const words = typed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length
    ? words
        .slice(0, 8)
        .map((w) => `${w}:*`)
        .join(' & ')
    : null;
}

/** The query in both configurations the document is written in. */
export const searchQuery = (text: string): SQL =>
  sql`(to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;
