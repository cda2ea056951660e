import * as v from 'valibot';
import { collegeDay } from './college-day';
import { isCalendarDate } from '../calendar/calendar-date';
import { LEDGER_MESSAGES as M } from './accounts-messages';

/**
 * A payment order's state in the ledger: the gateway's PAID, DUE and DROPPED, REFUNDED once money went back,
 * and OVERPAID for a charge paid for a fee line that no longer owed it (money to refund, not a fee).
 */
export const LEDGER_STATUSES = ['PAID', 'DUE', 'DROPPED', 'REFUNDED', 'OVERPAID'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

const day = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => s === '' || isCalendarDate(s), M.badDate),
);
const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, M.tooLong)), '');

/** The ledger's filters (GET getFeeLedger, getFeeLedgerExcel, getDailyCollection): all optional. */
export const LedgerQuerySchema = v.pipe(
  v.object({
    from: v.optional(day, ''),
    to: v.optional(day, ''),
    feeType: optionalText(100),
    status: v.optional(v.union([v.literal(''), v.picklist(LEDGER_STATUSES, M.badStatus)]), ''),
    course: optionalText(100),
    batch: optionalText(100),
    rollNo: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.maxLength(20, M.tooLong)), ''),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, M.fromAfterTo),
);
export type LedgerQuery = v.InferOutput<typeof LedgerQuerySchema>;

/** One payment order as the ledger lists it; amounts in paise, times UTC ISO. */
export interface LedgerEntry {
  paymentId: number;
  orderId: string;
  receiptNo: string | null;
  rollNo: string;
  studentName: string;
  course: string;
  batch: string;
  feeType: string;
  /** The semesters it paid as semesterName writes them (with the item, if any). */
  semester: string;
  /** How it was paid, as paymentModeText writes it. */
  paymentMode: string;
  amount: number;
  /** The part of the amount that was more than its fee lines still owed when confirmed: to refund (all of an OVERPAID one). */
  overpaid: number;
  refunded: number;
  status: LedgerStatus;
  /** The status in words (paymentStatusLabel): Paid, Partly refunded, Refunded or Not completed. */
  statusLabel: string;
  createdAt: string;
  paidAt: string | null;
  transactionId: string | null;
}

export interface LedgerTotals {
  entries: number;
  /** Collected: the amounts of paid (and later refunded) orders and of overpayments. */
  collected: number;
  refunded: number;
  /** Collected minus refunded. */
  net: number;
  /** Still open: the amounts of DUE orders. */
  pending: number;
  /** Overpayments not refunded yet: OVERPAID amounts and the excess of partly overpaid payments, minus what went back on them. */
  toRefund: number;
  byStatus: Record<LedgerStatus, { count: number; amount: number }>;
}

/** Money received: fees paid (refunded or not) and overpayments, which the gateway took too. */
const wasPaid = (e: LedgerEntry) => e.status === 'PAID' || e.status === 'REFUNDED' || e.status === 'OVERPAID';

export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const byStatus = Object.fromEntries(
    LEDGER_STATUSES.map((s) => [s, { count: 0, amount: 0 }]),
  ) as LedgerTotals['byStatus'];
  let collected = 0;
  let refunded = 0;
  let pending = 0;
  let toRefund = 0;
  for (const e of entries) {
    byStatus[e.status].count += 1;
    byStatus[e.status].amount += e.amount;
    if (wasPaid(e)) collected += e.amount;
    refunded += e.refunded;
    if (e.status === 'DUE') pending += e.amount;
    if (e.status === 'OVERPAID') toRefund += e.amount - e.refunded;
    else if (e.overpaid > 0) toRefund += Math.max(0, e.overpaid - e.refunded);
  }
  return { entries: entries.length, collected, refunded, net: collected - refunded, pending, toRefund, byStatus };
}

/** One college day of the daily collection summary: what was paid that day, per fee type and in all. */
export interface DailyCollection {
  day: string;
  payments: number;
  collected: number;
  byFeeType: Record<string, number>;
}

/** Paid orders grouped by the college day they were paid on, newest day first. */
export function dailyCollection(entries: readonly LedgerEntry[]): DailyCollection[] {
  const days = new Map<string, DailyCollection>();
  for (const e of entries) {
    if (!wasPaid(e) || !e.paidAt) continue;
    const key = collegeDay(new Date(e.paidAt));
    const d = days.get(key) ?? { day: key, payments: 0, collected: 0, byFeeType: {} };
    d.payments += 1;
    d.collected += e.amount;
    d.byFeeType[e.feeType] = (d.byFeeType[e.feeType] ?? 0) + e.amount;
    days.set(key, d);
  }
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** GET getFeeLedger: the entries (newest first, at most LEDGER_PAGE_LIMIT), the totals of every match. */
export interface LedgerAnswer {
  entries: LedgerEntry[];
  totals: LedgerTotals;
  daily: DailyCollection[];
  /** True when more entries matched than were listed (the totals still count them all). */
  truncated: boolean;
  /** The filter values to offer: fee types, courses and batches that have orders. */
  options: { feeTypes: string[]; courses: string[]; batches: string[] };
  lastReconciliation: ReconciliationRun | null;
}

export interface ReconciliationRun {
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  checked: number;
  recorded: number;
  failed: number;
}

export const LEDGER_PAGE_LIMIT = 500;
