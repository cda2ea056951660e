import { utcDay } from '../calendar/calendar-date';
import * as v from 'valibot';
import { COUNTER_MESSAGES } from './counter-messages';

/**
 * Defaulters: students on roll with dues past their due date and not fully paid (docs/fee-desk.md#defaulters). The
 * accounts office lists them by batch and branch, sends them reminders by e-mail or SMS and prints a letter.
 */

/** The words of the defaulters' calls, each written once. */
export const DEFAULTER_MESSAGES = {
  badFilter: /*i18n*/ 'Choose the batch and branch from the list',
  chooseStudents: /*i18n*/ 'Choose at least one student',
  tooManyStudents: /*i18n*/ 'At most 500 students can be reminded at a time',
  sameStudentTwice: /*i18n*/ 'A student was chosen twice',
  unknownStudent: COUNTER_MESSAGES.unknownStudent,
  chooseChannel: /*i18n*/ 'Choose e-mail or SMS',
  smsNotSetUp: /*i18n*/ 'Text messages cannot be sent: no SMS gateway is set up',
  nothingOverdue: /*i18n*/ 'This student owes nothing past its due date',
  reminded: /*i18n*/ 'Reminders sent: {sent}. Skipped (no address, or nothing overdue now): {skipped}.',
} as const;
const M = DEFAULTER_MESSAGES;

/** At most this many students are reminded by one request. */
export const MAX_REMINDERS = 500;

/** How many days a reminder letter gives to pay. */
export const LETTER_DAYS_TO_PAY = 15;

/** The day (YYYY-MM-DD) a letter written on `today` asks the student to pay by: LETTER_DAYS_TO_PAY days later. */
export function payByDate(today: string): string {
  return utcDay(new Date(Date.parse(`${today}T00:00:00Z`) + LETTER_DAYS_TO_PAY * 86_400_000));
}

/** An optional id in a query string: '' or left out is none. */
const optionalId = (message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.regex(/^\d{0,9}$/, message),
      v.transform((s) => (s === '' ? undefined : Number(s))),
    ),
  );

/** GET fee-defaulters: an optional batch and branch. */
export const DefaulterQuerySchema = v.object({
  batchId: optionalId(M.badFilter),
  branchId: optionalId(M.badFilter),
});
export type DefaulterQuery = v.InferOutput<typeof DefaulterQuerySchema>;

export const REMINDER_CHANNELS = ['mail', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

const studentId = v.pipe(v.number(M.unknownStudent), v.integer(M.unknownStudent), v.minValue(1, M.unknownStudent));

/** POST fee-defaulters/remind: the students chosen (1 to 500, each once) and how they are reminded. */
export const DefaulterRemindSchema = v.object({
  studentIds: v.pipe(
    v.array(studentId, M.chooseStudents),
    v.minLength(1, M.chooseStudents),
    v.maxLength(MAX_REMINDERS, M.tooManyStudents),
    v.check((ids) => new Set(ids).size === ids.length, M.sameStudentTwice),
  ),
  channel: v.picklist(REMINDER_CHANNELS, M.chooseChannel),
});
export type DefaulterRemind = v.InferOutput<typeof DefaulterRemindSchema>;

/** GET fee-defaulters/letter: the student. */
export const DefaulterLetterQuerySchema = v.object({
  studentId: v.pipe(v.string(M.unknownStudent), v.regex(/^\d{1,9}$/, M.unknownStudent), v.transform(Number)),
});

/** The reminder letter's printed words (the payments catalogue), printed through `translate`. */
export const DEFAULTER_LETTER_LABELS = {
  title: /*i18n*/ 'FEE REMINDER',
  dear: /*i18n*/ 'Dear {name},',
  overdue: /*i18n*/ 'Our records show that the following fees are past their due date and still unpaid:',
  fee: /*i18n*/ 'Fee',
  dueDate: /*i18n*/ 'Due date',
  stillDue: /*i18n*/ 'Still due',
  request:
    /*i18n*/ 'Please pay {amount} at the fee desk or online by {date}. If you have paid it already, please ignore this letter.',
  closing: /*i18n*/ 'Yours faithfully,',
  signature: /*i18n*/ 'Accounts Officer',
} as const;
