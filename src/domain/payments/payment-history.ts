import * as v from 'valibot';
import { RollNumberSchema } from '../results/roll-number';

/** One of a student's payments as they (or their parent) see it; amounts in paise, times UTC ISO. */
export const PaymentHistoryEntrySchema = v.object({
  orderId: v.string(),
  receiptNo: v.nullable(v.string()),
  feeType: v.string(),
  /** The semesters it paid as semesterName writes them (with the item, if any). */
  semester: v.string(),
  /** How it was paid, as paymentModeText writes it (a copy kept on a device before it was answered: 'Online'). */
  paymentMode: v.optional(v.string(), 'Online'),
  amount: v.number(),
  refunded: v.number(),
  status: v.string(),
  /** The status in words (paymentStatusLabel): Paid, Partly refunded, Refunded or Not completed. */
  statusLabel: v.string(),
  paidAt: v.nullable(v.string()),
  createdAt: v.string(),
  transactionId: v.nullable(v.string()),
});
export type PaymentHistoryEntry = v.InferOutput<typeof PaymentHistoryEntrySchema>;

/** GET getFeePaymentHistory: a student's payments, newest first (a student: their own; a parent: a linked child's). */
export const PaymentHistorySchema = v.object({
  rollNo: v.string(),
  studentName: v.string(),
  payments: v.array(PaymentHistoryEntrySchema),
});
export type PaymentHistory = v.InferOutput<typeof PaymentHistorySchema>;

/** ?rollNo= is needed by a parent (which child); a student's own is used whatever they send. */
export const PaymentHistoryQuerySchema = v.object({ rollNo: v.optional(RollNumberSchema) });

/** GET getFeeReceipt?receiptNo=: the receipt PDF again, the same bytes each time it is asked for. */
export const ReceiptQuerySchema = v.object({
  receiptNo: v.pipe(v.string('receiptNo is required'), v.trim(), v.nonEmpty('receiptNo is required'), v.maxLength(40)),
  rollNo: v.optional(RollNumberSchema),
});

export const ReceiptAnswerSchema = v.object({ fileName: v.string(), b64: v.string() });
export type ReceiptAnswer = v.InferOutput<typeof ReceiptAnswerSchema>;
