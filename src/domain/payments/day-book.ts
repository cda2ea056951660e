import * as v from 'valibot';
import { isCalendarDate } from '../calendar/calendar-date';
import { COUNTER_MODES } from './counter';

/**
 * The day book: every rupee in and out by day, head, mode and cashier. An entry is a receipt's line (money in under its
 * fee head), a bounced or cancelled desk receipt's line (the same money out, on the day it was recorded), a refund
 * (money out), what an online charge took beyond its dues (money in, to refund), or a vendor payment (the net sent out
 * under the bill's head of account; the TDS kept back is its own amount). Amounts are paise.
 */

export const DAY_BOOK_KINDS = [
  'RECEIPT',
  'EXCESS',
  'BOUNCED',
  'CANCELLED',
  'REFUND',
  'VENDOR',
  'REIMBURSEMENT',
] as const;
export type DayBookKind = (typeof DAY_BOOK_KINDS)[number];

/** How money moved: a desk mode, ONLINE (the payment gateway, into the bank) or TRANSFER (a vendor paid by the bank). */
export const DAY_BOOK_MODES = [...COUNTER_MODES, 'ONLINE', 'TRANSFER'] as const;
export type DayBookMode = (typeof DAY_BOOK_MODES)[number];

export const DAY_BOOK_MESSAGES = {
  badDay: /*i18n*/ 'Dates are written YYYY-MM-DD',
  fromAfterTo: /*i18n*/ 'The from date must not be after the to date',
  tooLong: /*i18n*/ 'A day book covers at most 366 days',
  badMode: /*i18n*/ 'Choose a mode of payment',
  badFilter: /*i18n*/ 'The filter is not valid',
  tooManyForPdf: /*i18n*/ 'A PDF holds at most 5,000 entries: choose fewer days, or export to Excel',
} as const;
const M = DAY_BOOK_MESSAGES;

const day = v.pipe(v.string(M.badDay), v.trim(), v.check(isCalendarDate, M.badDay));
const DAY_MS = 86_400_000;

/** GET day-book (and its Excel, PDF and Tally exports): the days, and optionally one mode, head or cashier. */
export const DayBookQuerySchema = v.pipe(
  v.object({
    from: day,
    to: day,
    mode: v.optional(v.picklist(DAY_BOOK_MODES, M.badMode)),
    head: v.optional(v.pipe(v.string(M.badFilter), v.trim(), v.maxLength(64, M.badFilter))),
    cashierId: v.optional(v.pipe(v.string(M.badFilter), v.regex(/^\d{1,9}$/, M.badFilter), v.transform(Number))),
    offset: v.optional(v.pipe(v.string(M.badFilter), v.regex(/^\d{1,7}$/, M.badFilter), v.transform(Number)), '0'),
  }),
  v.check((q) => q.from <= q.to, M.fromAfterTo),
  v.check((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS <= 366, M.tooLong),
);
export type DayBookQuery = v.InferOutput<typeof DayBookQuerySchema>;

/** Money in and out of a group (a day, a head, a mode, a cashier). */
const flow = { in: v.number(), out: v.number() };

export const DayBookEntrySchema = v.object({
  at: v.string(),
  kind: v.picklist(DAY_BOOK_KINDS),
  number: v.string(),
  head: v.string(),
  mode: v.picklist(DAY_BOOK_MODES),
  cashier: v.string(),
  rollNo: v.string(),
  studentName: v.string(),
  in: v.number(),
  out: v.number(),
  /** A vendor payment's TDS, kept back from the vendor for the government (0 for every other entry). */
  tds: v.number(),
});
export type DayBookEntry = v.InferOutput<typeof DayBookEntrySchema>;

/** GET day-book: the balances, the totals by day, head, mode and cashier, and a page of entries (oldest first). */
export const DayBookAnswerSchema = v.object({
  opening: v.number(),
  closing: v.number(),
  in: v.number(),
  out: v.number(),
  byDay: v.array(v.object({ day: v.string(), ...flow })),
  byHead: v.array(v.object({ head: v.string(), ...flow })),
  byMode: v.array(v.object({ mode: v.picklist(DAY_BOOK_MODES), ...flow })),
  byCashier: v.array(v.object({ cashierId: v.nullable(v.number()), cashier: v.string(), ...flow })),
  entries: v.array(DayBookEntrySchema),
  total: v.number(),
  offset: v.number(),
  pageSize: v.number(),
});
export type DayBookAnswer = v.InferOutput<typeof DayBookAnswerSchema>;

/** The entries a page of the screen shows; the exports carry every entry. */
export const DAY_BOOK_PAGE = 200;

/** The day book's filter form as it holds text: the query's days, mode and head, checked by the same rules. */
export const DayBookFormSchema = v.pipe(
  v.object({
    from: day,
    to: day,
    mode: v.union([v.literal(''), v.picklist(DAY_BOOK_MODES, M.badMode)], M.badMode),
    head: v.pipe(v.string(M.badFilter), v.trim(), v.maxLength(64, M.badFilter)),
  }),
  v.forward(
    v.check((q) => q.from <= q.to, M.fromAfterTo),
    ['to'],
  ),
  v.forward(
    v.check((q) => (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS <= 366, M.tooLong),
    ['to'],
  ),
);
export type DayBookForm = v.InferOutput<typeof DayBookFormSchema>;
