import * as v from 'valibot';
import { PATRON_CATEGORIES } from './circulation-rules';

/** One loan past its due day: who has it, which copy, and the open days late and fine so far (as the desk counts). */
export const OverdueLoanSchema = v.object({
  loanId: v.number(),
  patron: v.object({
    kind: v.picklist(['STUDENT', 'FACULTY']),
    name: v.string(),
    code: v.string(),
    category: v.picklist(PATRON_CATEGORIES),
  }),
  title: v.string(),
  accessionNo: v.string(),
  dueOn: v.string(),
  lateDays: v.number(),
  finePaise: v.number(),
  /** The college day the patron was last reminded, if ever. */
  remindedOn: v.nullable(v.string()),
});
export type OverdueLoan = v.InferOutput<typeof OverdueLoanSchema>;

/** GET /api/app/library/overdue: a page of the loans past their due day. */
export const OverdueListSchema = v.object({
  loans: v.array(OverdueLoanSchema),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  today: v.string(),
});
export type OverdueList = v.InferOutput<typeof OverdueListSchema>;

/** POST /api/app/library/overdue/reminders: how many patrons were mailed, had no address, or were reminded today. */
export const RemindersSentSchema = v.object({
  message: v.string(),
  mailed: v.number(),
  skipped: v.number(),
  alreadyToday: v.number(),
});
export type RemindersSent = v.InferOutput<typeof RemindersSentSchema>;

/** POST /api/app/library/holds/:id/cancel. */
export const StaffHoldCancelledSchema = v.object({ id: v.number(), message: v.string() });
