import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { CopyBarcodeSchema } from './desk';

/**
 * Stock verification, as a college library checks its stock once a year (Koha's inventory): the incharge starts a
 * check (of the whole library or of some shelves), the staff scan the copies shelf by shelf (offline too), and the
 * check lists what was not seen. Closing it may write off the copies not seen as lost and put found lost copies back.
 */

/** Every message of stock verification, once. */
export const STOCK_CHECK_MESSAGES = {
  scopeInvalid: /*i18n*/ 'Choose at most 50 shelves, each as the copies’ location reads, or none for the whole library',
  shelfInvalid: /*i18n*/ 'Choose or type the shelf you are scanning, at most 80 characters',
  barcodesInvalid: /*i18n*/ 'Scan between 1 and 200 barcodes at a time',
  scannedAtInvalid: /*i18n*/ 'The time the scan was made is not a valid time',
  scannedAtFuture: /*i18n*/ 'The time of the scan is in the future: check the device’s clock',
  reportQueryInvalid: /*i18n*/ 'Choose a shelf and a page',
  closeInvalid: /*i18n*/ 'Choose whether to mark the copies not seen as lost and the found ones as available',
  checkOpenAlready: /*i18n*/ 'A stock verification is already open, started {date}: close it before starting another',
  checkUnknown: /*i18n*/ 'No such stock verification',
  checkClosed: /*i18n*/ 'This stock verification is closed: start a new one to scan again',
  started: /*i18n*/ 'Stock verification started',
  closed: /*i18n*/ 'Stock verification closed',
  markedLost: /*i18n*/ 'Copies marked lost: {count}',
  restored: /*i18n*/ 'Found copies back on the shelf: {count}',
  scanSeen: /*i18n*/ 'Seen: {title}',
  scanWrongShelf: /*i18n*/ 'Seen on {shelf}, but its place is {location}: {title}',
  scanFound: /*i18n*/ 'Found, but the catalogue says it is {status}: {title}',
  scanUnknown: /*i18n*/ 'No copy has the barcode {barcode}',
  scanAlready: /*i18n*/ 'Already scanned on {shelf}: {title}',
  lostReason: /*i18n*/ 'Not found in stock verification of {date}',
  foundReason: /*i18n*/ 'Found in stock verification of {date}',
} as const;

const M = STOCK_CHECK_MESSAGES;

/** A shelf as the copies' location reads ('CSE stacks, Rack A'). */
export const StockShelfSchema = v.pipe(plainText(80, M.shelfInvalid), v.minLength(1, M.shelfInvalid));

/** POST /api/app/library/stock-checks: the shelves to check (none: every copy of the library). */
export const StartStockCheckSchema = v.object({
  locations: v.optional(
    v.pipe(
      v.array(v.pipe(plainText(80, M.scopeInvalid), v.minLength(1, M.scopeInvalid)), M.scopeInvalid),
      v.maxLength(50, M.scopeInvalid),
      v.transform((list) => [...new Set(list)]),
    ),
    [],
  ),
});
export type StartStockCheck = v.InferOutput<typeof StartStockCheckSchema>;

/**
 * POST /api/app/library/stock-checks/:id/scans: barcodes scanned on one shelf, and when (the device's moment, ISO
 * 8601 with its offset: scans made without the network arrive later through the outbox).
 */
export const StockScansSchema = v.object({
  shelf: StockShelfSchema,
  barcodes: v.pipe(
    v.array(CopyBarcodeSchema, M.barcodesInvalid),
    v.minLength(1, M.barcodesInvalid),
    v.maxLength(200, M.barcodesInvalid),
  ),
  scannedAt: v.pipe(v.string(M.scannedAtInvalid), v.isoTimestamp(M.scannedAtInvalid)),
});
export type StockScans = v.InferOutput<typeof StockScansSchema>;

/** The not-seen list comes this many a page. */
export const STOCK_PAGE_SIZE = 25;

/** GET /api/app/library/stock-checks/:id/report?shelf=&page=: the not-seen list of one shelf, or of all. */
export const StockReportQuerySchema = v.object({
  shelf: v.optional(v.pipe(plainText(80, M.reportQueryInvalid), v.minLength(1, M.reportQueryInvalid))),
  page: v.optional(
    v.pipe(
      v.union([v.string(), v.number()], M.reportQueryInvalid),
      v.transform(Number),
      v.integer(M.reportQueryInvalid),
      v.minValue(1, M.reportQueryInvalid),
      v.maxValue(2000, M.reportQueryInvalid),
    ),
    1,
  ),
});
export type StockReportQuery = v.InferOutput<typeof StockReportQuerySchema>;

/** POST /api/app/library/stock-checks/:id/close: what closing also does to the catalogue. */
export const CloseStockCheckSchema = v.object({
  /** Every copy in scope not seen and available in the catalogue becomes LOST, with the reason. */
  markLost: v.boolean(M.closeInvalid),
  /** Every copy seen that the catalogue had as LOST becomes AVAILABLE again. */
  restoreFound: v.boolean(M.closeInvalid),
});
export type CloseStockCheck = v.InferOutput<typeof CloseStockCheckSchema>;

/** The screen's shelf field: the shelf being scanned. */
export const StockShelfFormSchema = v.object({ shelf: StockShelfSchema });

/** What a scanned barcode turned out to be. */
export const SCAN_OUTCOMES = ['SEEN', 'WRONG_SHELF', 'FOUND', 'UNKNOWN', 'ALREADY'] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** Statuses whose copy, seen on a shelf, is a find: the catalogue has it out, lost or withdrawn. */
export const FOUND_STATUSES = ['ISSUED', 'LOST', 'WITHDRAWN'] as const;

/** Statuses whose copies a check does not expect on the shelves (written off before it started). */
export const OUT_OF_STOCK_STATUSES = ['LOST', 'WITHDRAWN'] as const;

/** Two shelf names are one shelf whatever their case and spacing ('CSE stacks,  rack A' is 'CSE stacks, Rack A'). */
export const sameShelf = (a: string, b: string): boolean => shelfKey(a) === shelfKey(b);
const shelfKey = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** What a copy scanned on `shelf` is, the first time it is scanned in a check. */
export function scanOutcome(copy: { status: string; location: string }, shelf: string): ScanOutcome {
  if ((FOUND_STATUSES as readonly string[]).includes(copy.status)) return 'FOUND';
  return sameShelf(copy.location, shelf) ? 'SEEN' : 'WRONG_SHELF';
}
