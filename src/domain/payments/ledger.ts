import * as v from 'valibot';
import { collegeDay } from './college-day';
import { isCalendarDate } from '../calendar/calendar-date';
import { LEDGER_MESSAGES as M } from './accounts-messages';
import { LEDGER_STATUSES, type DailyCollection, type LedgerEntry, type LedgerTotals } from './ledger-answers';

export { LEDGER_STATUSES };
export type {
  DailyCollection,
  LedgerAnswer,
  LedgerEntry,
  LedgerStatus,
  LedgerTotals,
  ReconciliationRun,
} from './ledger-answers';

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

export const LEDGER_PAGE_LIMIT = 500;
