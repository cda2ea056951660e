import * as v from 'valibot';
import { isCalendarDate } from '../calendar/calendar-date';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { BILL_STATUSES } from './bills';
import { VENDOR_MESSAGES as M } from './messages';
import { plainText } from '../forms/plain-text';

const id = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^\d{1,9}$/, message), v.transform(Number));

const day = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isCalendarDate, message));

/**
 * A bill as its form holds it and the server takes it (POST /api/app/vendor-bills): the vendor and head of account
 * chosen from their lists, the bill's own number and date (not after `today`), its taxable value and the GST on it in
 * rupees (the total is what is owed), and what it is for.
 */
export const billFormSchema = (today: () => string) =>
  v.object({
    vendorId: id(M.unknownVendor),
    billNo: v.pipe(plainText(40, M.billNoInvalid), v.regex(/^[A-Za-z0-9/-]+$/, M.billNoInvalid)),
    billDate: v.pipe(
      day(M.billDateInvalid),
      v.check((d) => d <= today(), M.billDateFuture),
    ),
    headId: id(M.unknownHead),
    taxable: v.pipe(rupeesAmountSchema(M.taxableRequired, M.amountInvalid), v.minValue(100, M.amountPositive)),
    gst: v.pipe(
      v.string(M.amountInvalid),
      v.trim(),
      v.transform((s) => (s === '' ? '0' : s)),
      rupeesAmountSchema(M.amountInvalid, M.amountInvalid),
    ),
    description: v.pipe(plainText(300, M.descriptionRequired), v.minLength(1, M.descriptionRequired)),
  });
export type BillFormValues = v.InferInput<ReturnType<typeof billFormSchema>>;
export type BillInput = v.InferOutput<ReturnType<typeof billFormSchema>>;

export const EMPTY_BILL: BillFormValues = {
  vendorId: '',
  billNo: '',
  billDate: '',
  headId: '',
  taxable: '',
  gst: '',
  description: '',
};

/** POST /api/app/vendor-bills/:id/decision: approve, or reject with a reason. */
export const BillDecisionSchema = v.pipe(
  v.object({
    approve: v.boolean(M.decisionInvalid),
    reason: plainText(300, M.reasonRequired),
  }),
  v.forward(
    v.partialCheck([['approve'], ['reason']], (d) => d.approve || d.reason !== '', M.reasonRequired),
    ['reason'],
  ),
);
export type BillDecision = v.InferOutput<typeof BillDecisionSchema>;

/** The reject form: the reason the decision carries. */
export const RejectFormSchema = v.object({
  reason: v.pipe(plainText(300, M.reasonRequired), v.minLength(1, M.reasonRequired)),
});

/** GET /api/app/vendor-bills: one status, or every bill; optionally one vendor's. */
export const BillQuerySchema = v.object({
  status: v.optional(v.picklist(BILL_STATUSES, M.decisionInvalid)),
  vendorId: v.optional(id(M.unknownVendor)),
});
export type BillQuery = v.InferOutput<typeof BillQuerySchema>;

export const PAYMENT_MODES = ['TRANSFER', 'CHEQUE'] as const;
export type VendorPaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * A payment as its form holds it and the server takes it (POST /api/app/vendor-bills/:id/payments): the gross amount
 * settled (at most what is still owed: the server checks that with the bill locked), whether TDS is deducted at the
 * vendor's rate, and the bank transfer's UTR or the cheque's number, bank and date.
 */
export const PaymentFormSchema = v.pipe(
  v.object({
    amount: v.pipe(rupeesAmountSchema(M.amountInvalid, M.amountInvalid), v.minValue(100, M.amountPositive)),
    deductTds: v.boolean(),
    mode: v.picklist(PAYMENT_MODES, M.modeInvalid),
    reference: v.pipe(
      v.string(),
      v.transform((s) => s.replace(/\s+/g, '').toUpperCase()),
    ),
    bank: plainText(80, M.bankRequired),
    chequeDate: v.pipe(
      v.string(M.chequeDateInvalid),
      v.trim(),
      v.check((s) => s === '' || isCalendarDate(s), M.chequeDateInvalid),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['mode'], ['reference']],
      (p) => p.mode !== 'TRANSFER' || /^[A-Z0-9]{12,22}$/.test(p.reference),
      M.utrInvalid,
    ),
    ['reference'],
  ),
  v.forward(
    v.partialCheck(
      [['mode'], ['reference']],
      (p) => p.mode !== 'CHEQUE' || /^\d{6}$/.test(p.reference),
      M.chequeNoInvalid,
    ),
    ['reference'],
  ),
  v.forward(
    v.partialCheck([['mode'], ['bank']], (p) => p.mode !== 'CHEQUE' || p.bank !== '', M.bankRequired),
    ['bank'],
  ),
  v.forward(
    v.partialCheck([['mode'], ['chequeDate']], (p) => p.mode !== 'CHEQUE' || p.chequeDate !== '', M.chequeDateInvalid),
    ['chequeDate'],
  ),
);
/** The form's values: every field as typed (the mode as the select holds it, checked on submit). */
export type PaymentFormValues = Omit<v.InferInput<typeof PaymentFormSchema>, 'mode'> & { mode: string };
export type PaymentInput = v.InferOutput<typeof PaymentFormSchema>;

/** PUT /api/app/vendor-settings: the limit in rupees above which a bill also needs the principal. */
export const LimitFormSchema = v.object({
  limit: rupeesAmountSchema(M.limitInvalid, M.limitInvalid),
});
export type LimitFormValues = v.InferInput<typeof LimitFormSchema>;

/** The bill id in the address. */
export const BillIdParamSchema = v.object({ id: id(M.unknownBill) });
