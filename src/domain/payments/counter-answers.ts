import * as v from 'valibot';
import { COUNTER_MODES } from './counter';

/** The fee desk's answers, as the app parses them (the server's handlers are typed to these). */

const paise = v.pipe(v.number(), v.integer());

/** A student the desk's search found. */
export const CounterStudentSchema = v.object({
  id: v.number(),
  rollNo: v.string(),
  fullName: v.string(),
  adminNo: v.nullable(v.string()),
  course: v.string(),
  batch: v.string(),
  branch: v.string(),
});
export type CounterStudent = v.InferOutput<typeof CounterStudentSchema>;
export const CounterSearchAnswerSchema = v.array(CounterStudentSchema);

/** One due of the student: a fee line with what it asks, what was paid on it and what is still due. */
export const CounterDueSchema = v.object({
  structureId: v.number(),
  feeType: v.string(),
  semester: v.number(),
  semesterName: v.string(),
  item: v.string(),
  amount: paise,
  paid: paise,
  /** Taken off the due: approved concessions and scholarships, fine waivers, what the state is to pay. */
  relief: paise,
  due: paise,
  /** The day it is due by, when a fee structure set one. */
  dueDate: v.nullable(v.string()),
  /** The late fine gathered by today that is not yet on its fine line: taken with the due, before it. */
  fine: paise,
});
export type CounterDue = v.InferOutput<typeof CounterDueSchema>;

export const COUNTER_RECEIPT_STATUSES = ['PAID', 'BOUNCED', 'CANCELLED'] as const;

/** A receipt the desk issued, as the student's card and the cashier's day list it. */
export const CounterReceiptSchema = v.object({
  receiptNo: v.string(),
  issuedAt: v.string(),
  rollNo: v.string(),
  studentName: v.string(),
  amount: paise,
  mode: v.picklist(COUNTER_MODES),
  reference: v.string(),
  status: v.picklist(COUNTER_RECEIPT_STATUSES),
  /** A cancellation waits for the accounts officer. */
  cancellationWaiting: v.boolean(),
});
export type CounterReceipt = v.InferOutput<typeof CounterReceiptSchema>;

/** GET counter/students/{id}: the student, their dues and the receipts the desk gave them. */
export const CounterStudentDuesSchema = v.object({
  student: CounterStudentSchema,
  dues: v.array(CounterDueSchema),
  receipts: v.array(CounterReceiptSchema),
});
export type CounterStudentDues = v.InferOutput<typeof CounterStudentDuesSchema>;

/** POST counter/collect: the receipt made. */
export const CounterCollectedSchema = v.object({
  message: v.string(),
  receiptNo: v.string(),
  amount: paise,
});

/** Any change of the desk (bounce, cancellation, hand-over, close): what happened, in words. */
export const CounterChangedSchema = v.object({ message: v.string() });

export const CASHIER_DAY_STATUSES = ['OPEN', 'HANDED_OVER', 'CLOSED'] as const;
const byMode = v.record(v.picklist(COUNTER_MODES), paise);

/** GET counter/day: the signed-in cashier's day, its totals by mode and its receipts. */
export const CashierDayAnswerSchema = v.object({
  day: v.string(),
  status: v.picklist(CASHIER_DAY_STATUSES),
  byMode,
  total: paise,
  receipts: v.array(CounterReceiptSchema),
  closedBy: v.nullable(v.string()),
});
export type CashierDayAnswer = v.InferOutput<typeof CashierDayAnswerSchema>;

/** GET counter/days: days handed over (waiting for the officer) and the latest closed ones, every cashier's. */
export const HandedOverDaySchema = v.object({
  id: v.number(),
  cashier: v.string(),
  day: v.string(),
  status: v.picklist(['HANDED_OVER', 'CLOSED']),
  byMode,
  amount: paise,
  receipts: v.number(),
  handedOverAt: v.string(),
  closedBy: v.nullable(v.string()),
});
export type HandedOverDay = v.InferOutput<typeof HandedOverDaySchema>;
export const HandedOverDaysSchema = v.array(HandedOverDaySchema);

/** GET counter/cancellations: cancellations waiting for an accounts officer. */
export const WaitingCancellationSchema = v.object({
  id: v.number(),
  receiptNo: v.string(),
  rollNo: v.string(),
  studentName: v.string(),
  amount: paise,
  mode: v.picklist(COUNTER_MODES),
  issuedAt: v.string(),
  reason: v.string(),
  requestedBy: v.string(),
  requestedAt: v.string(),
});
export type WaitingCancellation = v.InferOutput<typeof WaitingCancellationSchema>;
export const WaitingCancellationsSchema = v.array(WaitingCancellationSchema);
