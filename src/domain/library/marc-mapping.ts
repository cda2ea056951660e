import * as v from 'valibot';
import { parseRupees } from '../money/money';
import type { CopySource, CopyStatus, ItemType } from './catalogue';
import type { CatalogueRecord, CopyRecord } from './catalogue-record';
import { isbnInMarcText, normaliseIsbn } from './isbn';
import { LIBRARY_MESSAGES as M } from './messages';
import { TitleFormSchema, type TitleFormValues } from './title-forms';

/**
 * A MARC21 field as marcjs reads it: a control field `[tag, value]`, or a data field
 * `[tag, indicators, code, value, code, value, …]`.
 */
export type MarcField = readonly string[];

/** What a record's mapping found wrong: the MARC field it is about ('245', '952 $p') and the reason. */
export interface MarcIssue {
  column: string;
  reason: string;
}

export type MappedMarc = { ok: true; record: CatalogueRecord } | { ok: false; issues: MarcIssue[] };

const LANGUAGES: Readonly<Record<string, string>> = {
  eng: 'English',
  hin: 'Hindi',
  tel: 'Telugu',
  tam: 'Tamil',
  kan: 'Kannada',
  mal: 'Malayalam',
  mar: 'Marathi',
  ben: 'Bengali',
  urd: 'Urdu',
  san: 'Sanskrit',
  fre: 'French',
  ger: 'German',
};

/** Subfield values of the fields with this tag, in order. */
function subfields(fields: readonly MarcField[], tag: string, code: string): string[] {
  const out: string[] = [];
  for (const f of fields) {
    if (f[0] !== tag || f.length < 4) continue;
    for (let i = 2; i + 1 < f.length; i += 2) if (f[i] === code && f[i + 1]!.trim()) out.push(f[i + 1]!.trim());
  }
  return out;
}

const first = (fields: readonly MarcField[], tag: string, code: string) => subfields(fields, tag, code)[0] ?? '';
const control = (fields: readonly MarcField[], tag: string) => fields.find((f) => f[0] === tag && f.length === 2)?.[1];

/** ISBD punctuation a cataloguer ends a subfield with (' /', ' :', ',', '.'), dropped; initials keep their stop. */
export const withoutIsbd = (s: string) =>
  s
    .replace(/\s*[/:;,=]\s*$/, '')
    .replace(/(?<!\b\p{Lu})\.$/u, '')
    .trim();

/** The data fields of one holding (952 Koha, or 852) as subfield code → first value. */
function holdings(fields: readonly MarcField[], tag: string): Map<string, string>[] {
  return fields
    .filter((f) => f[0] === tag && f.length >= 4)
    .map((f) => {
      const m = new Map<string, string>();
      for (let i = 2; i + 1 < f.length; i += 2) if (!m.has(f[i]!)) m.set(f[i]!, f[i + 1]!.trim());
      return m;
    });
}

const set = (value: string | undefined) => value !== undefined && value !== '' && value !== '0';

function copySource(text: string): CopySource {
  if (/donat|gift|complimentary/i.test(text)) return 'DONATION';
  if (/book\s*bank/i.test(text)) return 'BOOK_BANK';
  return 'PURCHASE';
}

/** One holding field as a copy: Koha's 952 ($p barcode, $i inventory number, $c/$o shelf, $g price, status flags). */
function kohaCopy(h: Map<string, string>): CopyRecord | MarcIssue {
  const barcode = (h.get('p') ?? '').toUpperCase();
  const accessionNo = (h.get('i') || barcode).toUpperCase();
  if (!accessionNo) return { column: '952 $p', reason: M.accessionInvalid };
  const price = parseRupees(h.get('g') ?? '');
  const status: CopyStatus = set(h.get('1'))
    ? 'LOST'
    : set(h.get('0'))
      ? 'WITHDRAWN'
      : set(h.get('4'))
        ? 'DAMAGED'
        : 'AVAILABLE';
  return {
    accessionNo,
    barcode: barcode || accessionNo,
    location: h.get('c') || h.get('o') || h.get('a') || '',
    pricePaise: price.ok ? price.paise : null,
    source: copySource(h.get('e') ?? ''),
    status,
  };
}

/** One 852 holding as a copy: $p piece (barcode), $j shelving number (accession), $c shelf or $b location. */
function holdingCopy(h: Map<string, string>): CopyRecord | MarcIssue {
  const barcode = (h.get('p') ?? '').toUpperCase();
  const accessionNo = (h.get('j') || barcode).toUpperCase();
  if (!accessionNo) return { column: '852 $p', reason: M.accessionInvalid };
  return {
    accessionNo,
    barcode: barcode || accessionNo,
    location: h.get('c') || h.get('b') || '',
    pricePaise: null,
    source: 'PURCHASE',
    status: 'AVAILABLE',
  };
}

function itemType(leader: string, fields: readonly MarcField[]): ItemType {
  const koha = first(fields, '942', 'c').toUpperCase();
  if (/^REF/.test(koha)) return 'REFERENCE';
  if (/^TH/.test(koha)) return 'THESIS';
  if (/^(SER|JOU|CR|PER)/.test(koha)) return 'JOURNAL_ISSUE';
  if (/^(CD|DVD|EB|ER|E-)/.test(koha) || leader[6] === 'm') return 'E_RESOURCE';
  if (leader[7] === 's') return 'JOURNAL_ISSUE';
  if (fields.some((f) => f[0] === '502')) return 'THESIS';
  return 'BOOK';
}

/** The form field each TitleFormSchema key is read from, for a refusal's column. */
const FIELD_OF: Readonly<Record<string, string>> = {
  isbn: '020',
  title: '245',
  authors: '100/700',
  edition: '250',
  publisher: '260/264',
  year: '260/264 $c',
  subjects: '650',
  callNumber: '082/090',
  language: '041/008',
  keywords: '653',
  url: '856',
};

/**
 * A MARC21 bibliographic record → a title and its copies: 020 ISBN (the first valid one), 100 and 700 authors, 245
 * title ($a with $b), 250 edition, 260 or 264 publisher ($b) and year ($c), 650 subjects, 082 or 090 call number, 041
 * or 008/35-37 language, 653 keywords, 856 $u address, and each 952 (Koha) or 852 holding a copy. The title is then
 * checked by the form's own schema, so an import and the form refuse the same things in the same words.
 */
export function marcToCatalogue(leader: string, fields: readonly MarcField[]): MappedMarc {
  const isbns = subfields(fields, '020', 'a').map((s) => normaliseIsbn(isbnInMarcText(s)));
  const title = [first(fields, '245', 'a'), first(fields, '245', 'b')].map(withoutIsbd).filter(Boolean).join(': ');
  const published = fields.some((f) => f[0] === '260') ? '260' : '264';
  const languageCode = (first(fields, '041', 'a') || (control(fields, '008') ?? '').slice(35, 38)).toLowerCase();
  const classNumber = first(fields, '082', 'a') || [first(fields, '090', 'a'), first(fields, '090', 'b')].join(' ');
  const values: TitleFormValues = {
    isbn: isbns.find((isbn) => isbn !== null) ?? '',
    title: title.slice(0, 300),
    authors: [...subfields(fields, '100', 'a'), ...subfields(fields, '700', 'a')].map(withoutIsbd).join('\n'),
    edition: first(fields, '250', 'a')
      .replace(/\s*[/:;,=]\s*$/, '')
      .slice(0, 60),
    publisher: withoutIsbd(first(fields, published, 'b')).slice(0, 120),
    year: /\d{4}/.exec(first(fields, published, 'c'))?.[0] ?? '',
    subjects: subfields(fields, '650', 'a').map(withoutIsbd).slice(0, 10).join('\n'),
    callNumber: classNumber.trim().slice(0, 40),
    language: LANGUAGES[languageCode] ?? (/^[a-z]{3}$/.test(languageCode) ? languageCode : ''),
    keywords: subfields(fields, '653', 'a').map(withoutIsbd).slice(0, 20).join('\n'),
    itemType: itemType(leader, fields),
    url: first(fields, '856', 'u'),
  };
  const issues: MarcIssue[] = [];
  if (!values.title) issues.push({ column: '245', reason: M.marcNoTitle });
  const parsed = v.safeParse(TitleFormSchema, values);
  if (!parsed.success && values.title)
    for (const issue of parsed.issues) {
      const key = String(issue.path?.[0]?.key ?? '');
      issues.push({ column: FIELD_OF[key] ?? key, reason: issue.message });
    }
  const copies: CopyRecord[] = [];
  for (const made of [...holdings(fields, '952').map(kohaCopy), ...holdings(fields, '852').map(holdingCopy)]) {
    if ('reason' in made) issues.push(made);
    else copies.push(made);
  }
  if (issues.length > 0 || !parsed.success) return { ok: false, issues };
  return { ok: true, record: { title: parsed.output, copies } };
}
