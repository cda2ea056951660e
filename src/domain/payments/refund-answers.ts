import * as v from 'valibot';

/** GET getFeeRefunds: the refunds recorded against one payment. */
export const FeeRefundsSchema = v.object({
  refunds: v.array(
    v.object({
      creditNoteNo: v.string(),
      paymentId: v.number(),
      amount: v.number(),
      reason: v.string(),
      recordedBy: v.string(),
      recordedAt: v.string(),
    }),
  ),
});

/** POST reconcileFeePayments: how many payments still due the gateway was asked about, and what came of it. */
export const ReconcileAnswerSchema = v.object({
  checked: v.number(),
  recorded: v.number(),
  failed: v.number(),
  message: v.string(),
});

/** POST recordFeeRefund: what was recorded and the credit note PDF. */
export const RefundAnswerSchema = v.object({
  message: v.string(),
  creditNoteNo: v.string(),
  fileName: v.string(),
  b64: v.string(),
});
