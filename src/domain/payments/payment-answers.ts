import * as v from 'valibot';
import { PAYMENT_FLOWS } from './flows';
import { ORDER_STATUSES } from './order-statuses';
import { PAYMENT_FAILURE_REASONS } from './payment-failure';

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
  /** Taken off the due: approved concessions and scholarships, fine waivers, what the state is to pay. */
  relief: v.optional(v.number(), 0),
  due: v.number(),
  /** A late due's fine gathered to today and not yet on its fine line: paying the due pays it too, first. */
  fine: v.optional(v.number(), 0),
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

/** POST payFee, payNewAdmissionFee (201): the order and its one gateway charge, the page the payer goes to. */
export const StartedPaymentSchema = v.object({
  orderId: v.string(),
  chargeUuid: v.string(),
  paymentLink: v.string(),
  /** The gateway's payment page origin the server checked the link against. */
  paymentLinkOrigin: v.string(),
});
export type StartedPayment = v.InferOutput<typeof StartedPaymentSchema>;

/**
 * GET getStudentPaidFeeTransationStatus(Update): what the server confirmed with the gateway (never the query
 * string). `transactionId` is the order's charge uuid, the one the order was found by.
 */
export const ConfirmedStatusSchema = v.object({
  orderId: v.string(),
  transactionId: v.string(),
  /** The order's state as stored. */
  status: v.picklist(ORDER_STATUSES),
  statusprogress: v.picklist(['Success', 'Failure']),
  amount: v.number(),
  currency: v.string(),
  date: v.string(),
  rollNo: v.string(),
  feeType: v.string(),
  semester: v.number(),
  item: v.string(),
  receiptNo: v.nullable(v.string()),
  /** Why an unpaid order failed (the gateway's charge), with its payment page while it is still open. */
  failure: v.nullable(
    v.object({
      reason: v.picklist(PAYMENT_FAILURE_REASONS),
      message: v.string(),
      retryLink: v.nullable(v.string()),
    }),
  ),
  /** An overpaid order's words: the money to be refunded. */
  message: v.optional(v.string()),
});
export type ConfirmedStatus = v.InferOutput<typeof ConfirmedStatusSchema>;

/** POST saveExamFeeCollection: the receipt PDF as base64 in `b64`, with its number. */
export const ExamReceiptSavedSchema = v.object({ b64: v.string(), receiptNo: v.string() });

/** POST saveNewAdmissionFeePaymentData: the receipt PDF as base64 in `base64`, with its number. */
export const SelfReceiptSavedSchema = v.object({ base64: v.string(), receiptNo: v.string() });

/** GET getFeesToAllot: the fee types' names in their order. */
export const FeeTypeNamesSchema = v.array(v.string());

/** POST feePaymentWebhook: received, and the order's state once the gateway was asked (UNKNOWN: no such charge). */
export const WebhookAnswerSchema = v.object({ received: v.literal(true), status: v.string() });
