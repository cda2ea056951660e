import * as v from 'valibot';
import { CopyBarcodeSchema, PatronCodeSchema } from './desk';

/**
 * The library's History: a patron's loans and fines, or a copy's loans, looked up by the code the staff scan or type
 * (a roll number or employee code; a barcode or accession number), a page of loans at a time.
 */

export const HISTORY_PAGE_SIZE = 20;

/** The most pages asked for: 500 pages of 20 loans is more than any patron or copy has had. */
const LAST_PAGE = 500;

export const HISTORY_MESSAGES = {
  pageInvalid: /*i18n*/ 'Ask for a page from 1 to 500',
} as const;

/** A page in the API's query string: a whole number from 1, the first when left out. */
const page = v.optional(
  v.pipe(
    v.string(HISTORY_MESSAGES.pageInvalid),
    v.regex(/^\d{1,3}$/, HISTORY_MESSAGES.pageInvalid),
    v.transform(Number),
    v.minValue(1, HISTORY_MESSAGES.pageInvalid),
    v.maxValue(LAST_PAGE, HISTORY_MESSAGES.pageInvalid),
  ),
  '1',
);

/** GET /api/app/library/history/patron?code=&page=: whose loans (roll number or employee code, any case). */
export const PatronHistoryQuerySchema = v.object({ code: PatronCodeSchema, page });
export type PatronHistoryQuery = v.InferOutput<typeof PatronHistoryQuerySchema>;

/** GET /api/app/library/history/copy?code=&page=: which copy (its barcode or accession number, any case). */
export const CopyHistoryQuerySchema = v.object({ code: CopyBarcodeSchema, page });
export type CopyHistoryQuery = v.InferOutput<typeof CopyHistoryQuerySchema>;

/** The History screen's lookup box, for a patron and for a copy: the code as the API takes it. */
export const PatronLookupFormSchema = v.object({ code: PatronCodeSchema });
export const CopyLookupFormSchema = v.object({ code: CopyBarcodeSchema });

export const HISTORY_KINDS = ['patron', 'copy'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/**
 * The History screen's address (?by=&code=&page=): a patron's or a copy's history, the code looked up and the page.
 * Anything unknown falls back to its default; the screen checks the code with the schema of its kind.
 */
export const HistorySearchSchema = v.object({
  by: v.fallback(v.optional(v.picklist(HISTORY_KINDS), 'patron'), 'patron'),
  code: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(32))), undefined),
  page: v.fallback(
    v.optional(
      v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(LAST_PAGE)),
      1,
    ),
    1,
  ),
});
export type HistorySearch = v.InferOutput<typeof HistorySearchSchema>;

/** The screen's search as the address's parameters (only what differs from the defaults). */
export function historyParamsOf(search: HistorySearch): Record<string, string> {
  const params: Record<string, string> = {};
  if (search.by !== 'patron') params.by = search.by;
  if (search.code) params.code = search.code;
  if (search.page > 1) params.page = String(search.page);
  return params;
}
