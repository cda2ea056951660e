import * as v from 'valibot';
import { FEE_MESSAGES as M } from './messages';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { calendarDate } from '../calendar/calendar-date';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** An amount typed in rupees ('1250.50') → integer paise. */
const RupeesAmountSchema = v.pipe(
  rupeesAmountSchema(M.amountRequired, M.amountInvalid),
  v.minValue(100, M.amountTooSmall),
);

/** One fee line: fee type, semester and miscellaneous item ('' for the others). */
export const FeeLineRefSchema = v.object({
  feeType: v.pipe(text(64), v.minLength(1, M.chooseFee)),
  semester: v.pipe(
    v.number(M.chooseFee),
    v.integer(M.chooseFee),
    v.minValue(1, M.chooseFee),
    v.maxValue(16, M.chooseFee),
  ),
  item: v.optional(text(64), ''),
});
export type FeeLineRef = v.InferOutput<typeof FeeLineRefSchema>;

/** The most fee lines one payment pays. */
const MAX_LINES_PER_PAYMENT = 12;

/**
 * The Pay screen's choice: one or more fee lines and the amount to pay now. One line is sent either as
 * `lines` or flat (feeType, semester, item); `rollNo` names the student when a parent pays a linked child's fees.
 */
export const PayRequestSchema = v.pipe(
  v.object({
    lines: v.optional(
      v.pipe(
        v.array(FeeLineRefSchema, M.chooseFee),
        v.minLength(1, M.chooseFee),
        v.maxLength(MAX_LINES_PER_PAYMENT, M.chooseFee),
      ),
    ),
    feeType: v.optional(v.pipe(text(64), v.minLength(1, M.chooseFee))),
    semester: v.optional(
      v.pipe(v.number(M.chooseFee), v.integer(M.chooseFee), v.minValue(1, M.chooseFee), v.maxValue(16, M.chooseFee)),
    ),
    item: v.optional(text(64), ''),
    rollNo: v.optional(v.pipe(text(20), v.toUpperCase())),
    amount: RupeesAmountSchema,
  }),
  v.check((b) => Boolean(b.lines) || (b.feeType !== undefined && b.semester !== undefined), M.chooseFee),
  v.transform((b) => ({
    rollNo: b.rollNo || null,
    lines: b.lines ?? [{ feeType: b.feeType!, semester: b.semester!, item: b.item }],
    amount: b.amount,
  })),
  v.check(
    (b) => new Set(b.lines.map((l) => `${l.feeType}|${l.semester}|${l.item}`)).size === b.lines.length,
    M.sameFeeTwice,
  ),
);
export type PayRequestInput = v.InferInput<typeof PayRequestSchema>;
export type PayRequest = v.InferOutput<typeof PayRequestSchema>;

/** New-admission self payment: the applicant identifies with admission number and date of birth. */
export const ApplicantIdentitySchema = v.object({
  admissionNo: v.pipe(
    v.string(M.admissionNoRequired),
    v.trim(),
    v.toUpperCase(),
    v.minLength(1, M.admissionNoRequired),
    v.maxLength(20, M.applicantNoMatch),
  ),
  dateOfBirth: v.pipe(
    v.string(M.dateOfBirthRequired),
    v.trim(),
    v.minLength(1, M.dateOfBirthRequired),
    calendarDate(M.dateOfBirthInvalid),
  ),
});
export type ApplicantIdentity = v.InferOutput<typeof ApplicantIdentitySchema>;

export const SelfPayRequestSchema = v.object({ ...ApplicantIdentitySchema.entries, amount: RupeesAmountSchema });
export type SelfPayRequestInput = v.InferInput<typeof SelfPayRequestSchema>;

export type { FeePaymentDetail, LinkedStudentFees } from './payment-answers';

/** §7 getStudentPaidFeeTransationStatus(Update) query; what it records comes from the confirmed charge. */
export const TransactionStatusQuerySchema = v.object({
  orderId: v.pipe(text(64), v.minLength(1, M.orderNotFound)),
  transactionId: v.pipe(text(64), v.minLength(1, M.orderNotFound)),
  status: v.optional(text(16), ''),
  date: v.optional(text(32), ''),
  amount: v.optional(text(16), ''),
  currency: v.optional(text(8), ''),
  statusprogress: v.optional(text(16), ''),
  name: v.optional(text(64), ''),
  email: v.optional(text(128), ''),
  rollNo: v.optional(text(20), ''),
  feeType: v.optional(text(64), ''),
  semester: v.optional(text(16), ''),
});

/** §7 query of the save calls (userName, userMail, receiptNo and remarks, the last two empty from the app). */
export const SaveQuerySchema = v.object({
  userName: v.optional(text(128), ''),
  userMail: v.optional(text(128), ''),
  receiptNo: v.optional(text(32), ''),
  remarks: v.optional(text(255), ''),
});

/** A record the app sends back to a save call: the stored paymentData plus the order and charge it paid. */
export const PaymentRecordSchema = v.looseObject({
  orderId: v.pipe(v.string(M.orderNotFound), v.trim(), v.minLength(1, M.orderNotFound), v.maxLength(64)),
  transactionId: v.pipe(v.string(M.orderNotFound), v.trim(), v.minLength(1, M.orderNotFound), v.maxLength(64)),
  rollNo: v.optional(text(20)),
  feeType: v.optional(text(64)),
  semester: v.optional(v.union([v.number(), v.string()])),
});
export const PaymentRecordListSchema = v.pipe(
  v.array(PaymentRecordSchema),
  v.minLength(1, M.orderNotFound),
  v.maxLength(20),
);

/** §3 receipts' child list entry. */
export interface ReceiptChild {
  wayOfReceipt: string;
  wayOfReceiptType: 'UTR' | 'BANK';
  amountOfReceipt: number;
  transactionId: string;
}
