import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { isCalendarDate } from '../calendar/calendar-date';
import { rupeesAmountSchema } from '../money/rupees-schema';
import { COUNTER_MESSAGES as M } from './counter-messages';

/**
 * Money taken at the fee desk: how it was paid, the reference that proves it, and the dues it pays. One payment pays
 * one or more of a student's dues (of any fee types) and gets one receipt; an amount below their total is a part
 * payment, allocated to the dues in the order the clerk chose them.
 */

/** Cash, cheque, demand draft, UPI (the college's QR code) and a card swiped on the bank's terminal. */
export const COUNTER_MODES = ['CASH', 'CHEQUE', 'DD', 'UPI', 'CARD'] as const;
export type CounterMode = (typeof COUNTER_MODES)[number];

/** The modes paid by an instrument that the bank may return unpaid: the receipt says "subject to realisation". */
export const INSTRUMENT_MODES: readonly CounterMode[] = ['CHEQUE', 'DD'];

/** Each mode in words, as the desk, the receipt and the cashier's day name it. */
export const COUNTER_MODE_LABELS: Readonly<Record<CounterMode, string>> = {
  CASH: /*i18n*/ 'Cash',
  CHEQUE: /*i18n*/ 'Cheque',
  DD: /*i18n*/ 'Demand draft',
  UPI: /*i18n*/ 'UPI',
  CARD: /*i18n*/ 'Card (terminal)',
};

/** The payment as the desk's form holds it (text), converted and checked the way the server checks it. */
export const CounterPaymentEntries = {
  mode: v.picklist(COUNTER_MODES, M.modeRequired),
  amount: v.pipe(rupeesAmountSchema(M.amountRequired, M.amountInvalid), v.minValue(100, M.amountPositive)),
  reference: v.pipe(plainText(40, M.referenceInvalid), v.regex(/^[A-Za-z0-9/-]*$/, M.referenceInvalid)),
  bank: plainText(80, M.bankInvalid),
  instrumentDate: v.pipe(
    v.string(M.instrumentDateInvalid),
    v.trim(),
    v.check((s) => s === '' || isCalendarDate(s), M.instrumentDateInvalid),
  ),
};

/** Three calendar months before `today` (YYYY-MM-DD): the oldest date a cheque or DD may carry. */
export function staleBefore(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const month = m - 3 <= 0 ? m + 9 : m - 3;
  const year = m - 3 <= 0 ? y - 1 : y;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

type PaymentFields = { mode: CounterMode; reference: string; bank: string; instrumentDate: string };

/** What a payment's mode asks for beyond the amount, by field; an empty list when nothing is missing. */
export function paymentIssues(p: PaymentFields, today: string): { field: keyof PaymentFields; message: string }[] {
  const issues: { field: keyof PaymentFields; message: string }[] = [];
  if (p.mode !== 'CASH' && p.reference === '') issues.push({ field: 'reference', message: M.referenceRequired });
  if (INSTRUMENT_MODES.includes(p.mode)) {
    if (p.bank === '') issues.push({ field: 'bank', message: M.bankRequired });
    if (p.instrumentDate === '') issues.push({ field: 'instrumentDate', message: M.instrumentDateRequired });
    else if (p.instrumentDate > today) issues.push({ field: 'instrumentDate', message: M.instrumentPostDated });
    else if (p.instrumentDate < staleBefore(today))
      issues.push({ field: 'instrumentDate', message: M.instrumentStale });
  }
  return issues;
}

/** The payment's own checks, each reported on the field it is about (the form shows it there). */
const paymentChecks = <T extends PaymentFields>(today: () => string) =>
  (['reference', 'bank', 'instrumentDate'] as const).map((field) =>
    v.rawCheck<T>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = paymentIssues(dataset.value, today()).find((i) => i.field === field);
      if (issue) addIssue({ message: issue.message, path: [pathItem(dataset.value, field)] });
    }),
  );

const pathItem = (input: PaymentFields, key: keyof PaymentFields): v.ObjectPathItem => ({
  type: 'object',
  origin: 'value',
  input,
  key,
  value: input[key],
});

/** The desk's payment form (mode, amount, reference, bank, instrument date) checked against today's date. */
const CounterPaymentObject = v.object(CounterPaymentEntries);
export const counterPaymentFormSchema = (today: () => string) =>
  v.pipe(CounterPaymentObject, ...paymentChecks<v.InferOutput<typeof CounterPaymentObject>>(today));

/** POST /api/app/counter/collect: the student, the dues paid (in the order the money goes to them), the payment. */
const CounterCollectObject = v.object({
  studentId: v.pipe(v.number(M.unknownStudent), v.integer(M.unknownStudent), v.minValue(1, M.unknownStudent)),
  structureIds: v.pipe(
    v.array(v.pipe(v.number(M.unknownDue), v.integer(M.unknownDue), v.minValue(1, M.unknownDue)), M.chooseDues),
    v.minLength(1, M.chooseDues),
    v.maxLength(60, M.chooseDues),
    v.check((ids) => new Set(ids).size === ids.length, M.sameDueTwice),
  ),
  ...CounterPaymentEntries,
});
export const counterCollectSchema = (today: () => string) =>
  v.pipe(CounterCollectObject, ...paymentChecks<v.InferOutput<typeof CounterCollectObject>>(today));
export type CounterCollect = v.InferOutput<ReturnType<typeof counterCollectSchema>>;

/** What a part payment puts on each chosen due, in order: each is paid in full until the money runs out. */
export function allocate(amount: number, dues: readonly { id: number; due: number }[]): Map<number, number> {
  const put = new Map<number, number>();
  let left = amount;
  for (const d of dues) {
    const take = Math.min(left, d.due);
    if (take > 0) put.set(d.id, take);
    left -= take;
  }
  return put;
}

const reason = v.pipe(plainText(500, M.reasonInvalid), v.minLength(5, M.reasonRequired));

/** A receipt number as printed ('RCPT/2026-2027/000042'). */
export const receiptNoField = v.pipe(
  v.string(M.unknownReceipt),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z0-9/-]{1,32}$/, M.unknownReceipt),
);

/** A bounced cheque or DD: why, and the charge the college adds (whole rupees as typed, 0 for none). */
export const ChequeBounceSchema = v.object({
  receiptNo: receiptNoField,
  reason,
  charge: v.pipe(
    v.string(M.chargeInvalid),
    v.trim(),
    v.regex(/^\d{1,5}$/, M.chargeInvalid),
    v.transform(Number),
    v.maxValue(10_000, M.chargeInvalid),
    v.transform((rupees) => rupees * 100),
  ),
});
export type ChequeBounce = v.InferOutput<typeof ChequeBounceSchema>;

/** Asking to cancel a counter receipt: the reason, which the accounts officer reads before approving. */
export const CancelRequestSchema = v.object({ receiptNo: receiptNoField, reason });

/** The accounts officer's decision on a cancellation. */
export const CancelDecisionSchema = v.object({ approve: v.boolean(M.requestNotFound) });

/** A college day as a query or body value. */
const dayField = v.pipe(v.string(M.badDay), v.trim(), v.check(isCalendarDate, M.badDay));
/** GET counter/day: the day to show (today when not given). */
export const CashierDayQuerySchema = v.object({ day: v.optional(dayField) });
/** POST counter/day/hand-over: the day handed over. */
export const HandOverSchema = v.object({ day: dayField });

/** A counter receipt's PDF: its number and the paper it is printed on. */
export const CounterReceiptQuerySchema = v.object({
  receiptNo: receiptNoField,
  size: v.optional(v.picklist(['a5', '80mm'], M.unknownReceipt), 'a5'),
});

/** A numbered record in a path (a cancellation, a cashier's day). */
export const CounterIdParamSchema = v.object({
  id: v.pipe(v.string(M.requestNotFound), v.regex(/^\d{1,9}$/, M.requestNotFound), v.transform(Number)),
});

/** The search box of the desk: a roll number, a name, an admission number or a scanned ID card's code. */
export const CounterSearchSchema = v.object({
  q: v.pipe(
    v.string(M.searchTooShort),
    v.trim(),
    v.check((s) => s.replace(/[^\p{L}\p{N}]/gu, '').length >= 2, M.searchTooShort),
    v.maxLength(60, M.searchTooShort),
  ),
});
