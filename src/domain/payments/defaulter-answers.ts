import * as v from 'valibot';

/** The defaulters' answers, as the app parses them (the server's handlers are typed to these). */

const paise = v.pipe(v.number(), v.integer());

/** A student with dues past their due date: what they owe overdue, and whether a reminder can reach them. */
export const DefaulterSchema = v.object({
  id: v.number(),
  rollNo: v.string(),
  name: v.string(),
  course: v.string(),
  branch: v.string(),
  batch: v.string(),
  /** What is still due on the overdue dues (paise). */
  overdue: paise,
  /** How many dues are overdue. */
  dues: v.number(),
  /** The oldest overdue due's date (YYYY-MM-DD). */
  oldestDueDate: v.string(),
  /** Whether the student's record has an e-mail address and a mobile number (never the values). */
  hasEmail: v.boolean(),
  hasMobile: v.boolean(),
  /** The late fines gathered by today and not yet on a fine line (paise). */
  fine: paise,
});
export type Defaulter = v.InferOutput<typeof DefaulterSchema>;

/** GET fee-defaulters: the college day it was asked on, whether SMS can be sent, and the defaulters (most owed first). */
export const DefaultersAnswerSchema = v.object({
  today: v.string(),
  sms: v.boolean(),
  students: v.array(DefaulterSchema),
});
export type DefaultersAnswer = v.InferOutput<typeof DefaultersAnswerSchema>;

/** POST fee-defaulters/remind: what was sent and what was skipped. */
export const RemindersSentSchema = v.object({
  message: v.string(),
  sent: v.number(),
  skipped: v.number(),
});
export type RemindersSent = v.InferOutput<typeof RemindersSentSchema>;
