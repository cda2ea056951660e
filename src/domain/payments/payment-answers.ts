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
