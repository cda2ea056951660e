import type { CopySource, CopyStatus } from './catalogue';
import type { TitleInput } from './title-forms';

/** One copy as an import or a form hands it to the catalogue: its numbers, shelf, price, source and status. */
export interface CopyRecord {
  accessionNo: string;
  /** The label's barcode; the accession number when the old system had none of its own. */
  barcode: string;
  location: string;
  pricePaise: number | null;
  source: CopySource;
  status: CopyStatus;
}

/** A title with its copies, as every way into the catalogue (the form, the Excel upload, MARC) hands it over. */
export interface CatalogueRecord {
  title: TitleInput;
  copies: CopyRecord[];
}

/**
 * The accession numbers of `count` new copies from `first`: its trailing digits counted on, keeping their width and
 * whatever comes before them ('CSE/0099' → 'CSE/0099', 'CSE/0100'). The next free one when `first` is blank is the
 * store's to find (nextAccession).
 */
export function accessionSeries(first: string, count: number): string[] {
  const m = /^(.*?)(\d+)$/.exec(first);
  if (!m) return [];
  const [, prefix = '', digits = ''] = m;
  const start = BigInt(digits);
  return Array.from(
    { length: count },
    (_, i) => `${prefix}${(start + BigInt(i)).toString().padStart(digits.length, '0')}`,
  );
}

/** The accession number after the largest one on record (numbers without letters only), or '1' for an empty register. */
export function nextAccession(largest: string | null): string {
  if (!largest) return '1';
  return accessionSeries(largest, 2)[1] ?? '1';
}

/**
 * Whether two titles without an ISBN are one book: the same title, first author and edition, whatever their case and
 * punctuation. A register of old books catalogued each copy on its own line; its copies become one title.
 */
export function titleMatchKey(title: { title: string; authors: readonly string[]; edition: string }): string {
  const loose = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return [loose(title.title), loose(title.authors[0] ?? ''), loose(title.edition)].join('|');
}
