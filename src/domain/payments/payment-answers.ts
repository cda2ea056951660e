import * as v from 'valibot';
import { PAYMENT_FLOWS } from './flows';

/** One row of getStudentsFeePaymentDetails (§7) and of session storage 'paymentData' (§3); amounts in paise. */
export const FeePaymentDetailSchema = v.object({
  rollNo: v.string(),
  studentName: v.string(),
  course: v.string(),
  batch: v.string(),
  branch: v.string(),
  feeType: v.string(),
  flow: v.picklist(PAYMENT_FLOWS),
  semester: v.number(),
  semesterName: v.string(),
  item: v.string(),
  instalmentsAllowed: v.boolean(),
  amount: v.number(),
  paid: v.number(),
  due: v.number(),
  /** Present when asked with an orderId: that order's amount, status and gateway charge. */
  orderId: v.optional(v.string()),
  orderAmount: v.optional(v.number()),
  /** What the order pays on this line (an order may pay several lines). */
  orderLineAmount: v.optional(v.number()),
  orderStatus: v.optional(v.string()),
  chargeUuid: v.optional(v.nullable(v.string())),
});
export type FeePaymentDetail = v.InferOutput<typeof FeePaymentDetailSchema>;
export const FeePaymentDetailsSchema = v.array(FeePaymentDetailSchema);

/** GET getLinkedStudentsFeeDetails: each of a parent's linked children and their fee lines. */
export const LinkedStudentsFeesSchema = v.array(
  v.object({ rollNo: v.string(), fullName: v.string(), lines: FeePaymentDetailsSchema }),
);
export type LinkedStudentFees = v.InferOutput<typeof LinkedStudentsFeesSchema>[number];

/** POST payFee and payNewAdmissionFee: the order and its gateway charge, with the page to pay it on. */
export const StartedPaymentSchema = v.object({
  orderId: v.string(),
  chargeUuid: v.string(),
  paymentLink: v.string(),
  /** The gateway's payment page origin the server checked the link against. */
  paymentLinkOrigin: v.string(),
});
export type StartedPayment = v.InferOutput<typeof StartedPaymentSchema>;

/** A flow's status call: what the server confirmed with the gateway (never the query string). */
export const ConfirmedStatusSchema = v.object({
  orderId: v.string(),
  transactionId: v.string(),
  status: v.string(),
  statusprogress: v.picklist(['Success', 'Failure']),
  amount: v.number(),
  currency: v.string(),
  date: v.string(),
  rollNo: v.string(),
  feeType: v.string(),
  semester: v.number(),
  receiptNo: v.nullable(v.string()),
  /** Why an unpaid order failed (the gateway's charge), with its payment page while it is still open. */
  failure: v.nullable(
    v.object({
      reason: v.picklist(['refused', 'cancelled', 'expired', 'notCompleted']),
      message: v.string(),
      retryLink: v.nullable(v.string()),
    }),
  ),
});
export type ConfirmedStatus = v.InferOutput<typeof ConfirmedStatusSchema>;

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
