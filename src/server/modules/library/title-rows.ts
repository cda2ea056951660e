import type { TitleSummary } from '../../../domain/library/library-answers';
import type { libraryCopies, libraryTitles } from '../../db/schema';

export type TitleRow = Omit<typeof libraryTitles.$inferSelect, 'search'>;

/** Copies that count as the library's holdings: not written off as lost, nor withdrawn. */
export const HELD = (status: string) => status !== 'LOST' && status !== 'WITHDRAWN';

/** A title and its copies → what a search lists: copies held, those on the shelf, their shelves (on the shelf first). */
export function summaryOf(
  t: TitleRow,
  copies: readonly Pick<typeof libraryCopies.$inferSelect, 'status' | 'location'>[],
): TitleSummary {
  const held = copies.filter((c) => HELD(c.status));
  const onShelf = held.filter((c) => c.status === 'AVAILABLE');
  const locations = [...new Set([...onShelf, ...held].map((c) => c.location).filter(Boolean))];
  return {
    id: t.id,
    isbn: t.isbn ?? '',
    title: t.title,
    authors: t.authors,
    edition: t.edition,
    publisher: t.publisher,
    year: t.year,
    subjects: t.subjects,
    callNumber: t.callNumber,
    language: t.language,
    itemType: t.itemType as TitleSummary['itemType'],
    url: t.url,
    copies: held.length,
    available: onShelf.length,
    locations,
  };
}
