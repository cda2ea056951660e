import * as v from 'valibot';

// The answer of GET getFeeLedger, as the accounts screen parses it; ledger.ts computes its totals and days.

/**
 * A payment order's state in the ledger: the gateway's PAID, DUE and DROPPED, REFUNDED once money went back,
 * and OVERPAID for a charge paid for a fee line that no longer owed it (money to refund, not a fee).
 */
export const LEDGER_STATUSES = ['PAID', 'DUE', 'DROPPED', 'REFUNDED', 'OVERPAID'] as const;
export type LedgerStatus = (typeof LEDGER_STATUSES)[number];

/** One payment order as the ledger lists it; amounts in paise, times UTC ISO. */
export const LedgerEntrySchema = v.object({
  paymentId: v.number(),
  orderId: v.string(),
  receiptNo: v.nullable(v.string()),
  rollNo: v.string(),
  studentName: v.string(),
  course: v.string(),
  batch: v.string(),
  feeType: v.string(),
  /** The semesters it paid as semesterName writes them (with the item, if any). */
  semester: v.string(),
  /** How it was paid, as paymentModeText writes it. */
  paymentMode: v.string(),
  amount: v.number(),
  /** The part of the amount that was more than its fee lines still owed when confirmed: to refund (all of an OVERPAID one). */
  overpaid: v.number(),
  refunded: v.number(),
  status: v.picklist(LEDGER_STATUSES),
  /** The status in words (paymentStatusLabel): Paid, Partly refunded, Refunded or Not completed. */
  statusLabel: v.string(),
  createdAt: v.string(),
  paidAt: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
});
export type LedgerEntry = v.InferOutput<typeof LedgerEntrySchema>;

const StatusFigureSchema = v.object({ count: v.number(), amount: v.number() });

export const LedgerTotalsSchema = v.object({
  entries: v.number(),
  /** Collected: the amounts of paid (and later refunded) orders and of overpayments. */
  collected: v.number(),
  refunded: v.number(),
  /** Collected minus refunded. */
  net: v.number(),
  /** Still open: the amounts of DUE orders. */
  pending: v.number(),
  /** Overpayments not refunded yet: OVERPAID amounts and the excess of partly overpaid payments, minus what went back on them. */
  toRefund: v.number(),
  byStatus: v.object({
    PAID: StatusFigureSchema,
    DUE: StatusFigureSchema,
    DROPPED: StatusFigureSchema,
    REFUNDED: StatusFigureSchema,
    OVERPAID: StatusFigureSchema,
  }),
});
export type LedgerTotals = v.InferOutput<typeof LedgerTotalsSchema>;

/** One college day of the daily collection summary: what was paid that day, per fee type and in all. */
export const DailyCollectionSchema = v.object({
  day: v.string(),
  payments: v.number(),
  collected: v.number(),
  byFeeType: v.record(v.string(), v.number()),
});
export type DailyCollection = v.InferOutput<typeof DailyCollectionSchema>;

export const ReconciliationRunSchema = v.object({
  trigger: v.string(),
  startedAt: v.string(),
  finishedAt: v.nullable(v.string()),
  checked: v.number(),
  recorded: v.number(),
  failed: v.number(),
});
export type ReconciliationRun = v.InferOutput<typeof ReconciliationRunSchema>;

/** GET getFeeLedger: the entries (newest first, at most LEDGER_PAGE_LIMIT), the totals of every match. */
export const LedgerAnswerSchema = v.object({
  entries: v.array(LedgerEntrySchema),
  totals: LedgerTotalsSchema,
  daily: v.array(DailyCollectionSchema),
  /** True when more entries matched than were listed (the totals still count them all). */
  truncated: v.boolean(),
  /** The filter values to offer: fee types, courses and batches that have orders. */
  options: v.object({ feeTypes: v.array(v.string()), courses: v.array(v.string()), batches: v.array(v.string()) }),
  lastReconciliation: v.nullable(ReconciliationRunSchema),
});
export type LedgerAnswer = v.InferOutput<typeof LedgerAnswerSchema>;
