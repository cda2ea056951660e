import * as v from 'valibot';
import { cellText, looseKey, type CellValue } from '../admissions/bulk-cells';
import type { RowIssue } from '../admissions/bulk-report';
import { parseRupees } from '../money/money';
import {
  COPY_SOURCES,
  COPY_SOURCE_LABELS,
  COPY_STATUSES,
  COPY_STATUS_LABELS,
  ITEM_TYPES,
  ITEM_TYPE_LABELS,
  type CopySource,
  type CopyStatus,
  type ItemType,
} from './catalogue';
import type { CatalogueRecord } from './catalogue-record';
import { LIBRARY_MESSAGES as M } from './messages';
import { ACCESSION_FORMAT, TitleFormSchema } from './title-forms';

/**
 * The catalogue upload (masterDataExcelsUploads?fileType=libraryCatalogue): a college moving off a register or
 * another system loads its catalogue one copy per row, as accession registers are kept. Rows of one ISBN (or, without
 * one, of one title, first author and edition) become one title with their copies; an ISBN already catalogued takes
 * the new copies.
 */
export const CATALOGUE_UPLOAD_COLUMNS = [
  { key: 'accessionNo', header: 'Accession Number', required: true, help: 'The number in the accession register' },
  { key: 'barcode', header: 'Barcode', required: false, help: "The label's barcode (blank: the accession number)" },
  { key: 'isbn', header: 'ISBN', required: false, help: 'ISBN-10 or ISBN-13, with or without hyphens' },
  { key: 'title', header: 'Title', required: true, help: 'The title as on the title page' },
  { key: 'authors', header: 'Authors', required: false, help: 'Separated by ; (Thareja, Reema; Kanetkar, Yashavant)' },
  { key: 'edition', header: 'Edition', required: false, help: '3rd ed.' },
  { key: 'publisher', header: 'Publisher', required: false, help: 'The publisher' },
  { key: 'year', header: 'Year', required: false, help: 'Year of publication, four digits' },
  { key: 'subjects', header: 'Subject', required: false, help: 'Subjects separated by ;' },
  { key: 'callNumber', header: 'Call Number', required: false, help: 'As on the spine: 005.133 KAN' },
  { key: 'language', header: 'Language', required: false, help: 'English, Telugu, Hindi…' },
  { key: 'keywords', header: 'Keywords', required: false, help: 'Separated by , or ;' },
  {
    key: 'itemType',
    header: 'Item Type',
    required: false,
    help: 'Book (blank), Reference, Journal issue, Thesis, CD or e-resource',
    options: ITEM_TYPES.map((t) => ITEM_TYPE_LABELS[t]),
  },
  { key: 'url', header: 'URL', required: false, help: 'The web address of an e-resource' },
  { key: 'location', header: 'Location', required: true, help: 'Shelf or location: Stack 3, Reference section' },
  { key: 'price', header: 'Price', required: false, help: 'In rupees: 450 or 1,250.50' },
  {
    key: 'source',
    header: 'Source',
    required: false,
    help: 'Purchase (blank), Donation or Book bank',
    options: COPY_SOURCES.map((s) => COPY_SOURCE_LABELS[s]),
  },
  {
    key: 'status',
    header: 'Status',
    required: false,
    help: 'Available (blank), Lost, Damaged, Withdrawn, In processing',
    options: COPY_STATUSES.map((s) => COPY_STATUS_LABELS[s]),
  },
] as const;
export type CatalogueUploadColumn = (typeof CATALOGUE_UPLOAD_COLUMNS)[number];
export type CatalogueLayout = (CatalogueUploadColumn | null)[];

export const CATALOGUE_UPLOAD_HEADERS = CATALOGUE_UPLOAD_COLUMNS.map((c) => c.header);

export function catalogueLayout(header: readonly CellValue[]): { layout: CatalogueLayout } | { missing: string[] } {
  const byKey = new Map<string, CatalogueUploadColumn>(CATALOGUE_UPLOAD_COLUMNS.map((c) => [looseKey(c.header), c]));
  const layout = header.map((cell) => byKey.get(looseKey(cellText(cell, 'text'))) ?? null);
  if (!layout.some(Boolean)) return { missing: [] };
  const found = new Set(layout);
  const missing = CATALOGUE_UPLOAD_COLUMNS.filter((c) => c.required && !found.has(c)).map((c) => c.header);
  return missing.length ? { missing } : { layout };
}

/** A label or code of a fixed list as typed ('Book bank', 'BOOK_BANK', 'book-bank') → its code; blank → fallback. */
function codeOf<T extends string>(typed: string, codes: readonly T[], labels: Readonly<Record<T, string>>, blank: T) {
  if (!typed) return blank;
  const key = looseKey(typed);
  return codes.find((code) => looseKey(code) === key || looseKey(labels[code]) === key) ?? null;
}

export type CheckedCatalogueRow =
  { ok: true; record: CatalogueRecord; texts: string[] } | { ok: false; issues: RowIssue[]; texts: string[] };

/** One row: the title's fields by the form's schema, the copy's own fields by theirs. */
export function checkCatalogueRow(
  rowNumber: number,
  cells: readonly CellValue[],
  layout: CatalogueLayout,
): CheckedCatalogueRow {
  const text: Record<string, string> = {};
  layout.forEach((c, i) => {
    if (c && !(c.key in text)) text[c.key] = cellText(cells[i] ?? null, c.key === 'isbn' ? 'digits' : 'text');
  });
  const texts = CATALOGUE_UPLOAD_COLUMNS.map((c) => text[c.key] ?? '');
  const issues: RowIssue[] = [];
  const issue = (column: string, reason: string) => issues.push({ row: rowNumber, column, reason });
  const header = new Map<string, string>(CATALOGUE_UPLOAD_COLUMNS.map((c) => [c.key, c.header]));

  const itemType = codeOf<ItemType>(text.itemType ?? '', ITEM_TYPES, ITEM_TYPE_LABELS, 'BOOK');
  if (!itemType) issue('Item Type', M.itemTypeInvalid);
  const title = v.safeParse(TitleFormSchema, {
    isbn: text.isbn ?? '',
    title: text.title ?? '',
    authors: text.authors ?? '',
    edition: text.edition ?? '',
    publisher: text.publisher ?? '',
    year: text.year ?? '',
    subjects: text.subjects ?? '',
    callNumber: text.callNumber ?? '',
    language: text.language || 'English',
    keywords: text.keywords ?? '',
    itemType: itemType ?? 'BOOK',
    url: text.url ?? '',
  });
  if (!title.success)
    for (const i of title.issues) {
      const key = String(i.path?.[0]?.key ?? '');
      issue(header.get(key) ?? '', i.message);
    }

  const accessionNo = (text.accessionNo ?? '').toUpperCase();
  if (!ACCESSION_FORMAT.test(accessionNo)) issue('Accession Number', M.accessionInvalid);
  const barcode = (text.barcode || accessionNo).toUpperCase();
  if (!/^[A-Z0-9/-]{1,32}$/.test(barcode)) issue('Barcode', M.barcodeInvalid);
  const location = text.location ?? '';
  if (!location || location.length > 80 || /[<>]/.test(location)) issue('Location', M.locationRequired);
  const price = text.price ? parseRupees(text.price) : null;
  if (price && !price.ok) issue('Price', M.priceInvalid);
  const source = codeOf<CopySource>(text.source ?? '', COPY_SOURCES, COPY_SOURCE_LABELS, 'PURCHASE');
  if (!source) issue('Source', M.sourceInvalid);
  const status = codeOf<CopyStatus>(text.status ?? '', COPY_STATUSES, COPY_STATUS_LABELS, 'AVAILABLE');
  if (!status) issue('Status', M.statusInvalid);

  if (issues.length > 0 || !title.success || !source || !status) return { ok: false, issues, texts };
  const copy = { accessionNo, barcode, location, pricePaise: price?.ok ? price.paise : null, source, status };
  return { ok: true, record: { title: title.output, copies: [copy] }, texts };
}
