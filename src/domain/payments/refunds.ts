import * as v from 'valibot';
import { refundTooLarge, REFUND_MESSAGES as M } from './accounts-messages';
import { formatRupees } from '../money/money';
import { rupeesAmountSchema } from '../money/rupees-schema';

/** POST recordFeeRefund: a refund recorded against one paid payment (the gateway's own refund is outside). */
export const RefundRequestSchema = v.object({
  paymentId: v.pipe(v.number(M.paymentRequired), v.integer(M.paymentRequired), v.minValue(1, M.paymentRequired)),
  /** Rupees as typed ("1500.50"), so the form and the server read the same text. */
  amount: v.pipe(rupeesAmountSchema(M.amountRequired, M.amountRequired), v.minValue(1, M.amountPositive)),
  reason: v.pipe(
    v.string(M.reasonRequired),
    v.trim(),
    v.minLength(5, M.reasonRequired),
    v.maxLength(500, M.reasonTooLong),
  ),
});
export type RefundRequest = v.InferOutput<typeof RefundRequestSchema>;

/** What can still go back: paid minus what was refunded before (never below zero). */
export const refundable = (paid: number, refunded: number): number => Math.max(0, paid - refunded);

/** null when the refund fits, else the message saying how much it may be. */
export function refundLimitIssue(amount: number, paid: number, refunded: number): string | null {
  return amount <= refundable(paid, refunded) ? null : refundTooLarge(formatRupees(refundable(paid, refunded)));
}

/** A recorded refund, as the ledger and the credit note show it. */
export interface RefundRecord {
  creditNoteNo: string;
  paymentId: number;
  amount: number;
  reason: string;
  recordedBy: string;
  recordedAt: string;
}

/** Credit notes are numbered per financial year (April to March) like receipts: CN/2026-27/0001. */
export function creditNoteNumber(financialYear: string, sequence: number): string {
  const [start, end] = financialYear.split('-');
  return `CN/${start}-${(end ?? '').slice(-2)}/${String(sequence).padStart(4, '0')}`;
}
