import * as v from 'valibot';
import { plainText } from '../forms/plain-text';
import { PATRON_CATEGORIES } from './circulation-rules';

/** Every message of the staff's overdue list, reminders and waiting list, once. */
export const OVERDUE_MESSAGES = {
  overdueQueryInvalid: /*i18n*/ 'Choose a patron category, an order and a page',
  remindersInvalid: /*i18n*/ 'Choose a patron category, or every patron',
  remindersSent:
    /*i18n*/ 'Reminders mailed: {mailed}; without an e-mail address: {skipped}; already reminded today: {already}',
  remindersNone:
    /*i18n*/ 'Nothing more was mailed: {already} already reminded today, {skipped} without an e-mail address',
  holdCancelReasonInvalid: /*i18n*/ 'Give the reason for cancelling, at most 200 letters',
  holdNotOpen: /*i18n*/ 'This hold is no longer waiting or ready',
  holdCancelledByStaff: /*i18n*/ 'Hold cancelled: {name} no longer waits for {title}',
} as const;

const M = OVERDUE_MESSAGES;

/** The orders of the overdue list: the most days late first (the oldest due day), or the newest due day first. */
export const OVERDUE_ORDERS = ['late', 'due'] as const;

/**
 * The overdue list as the address carries it (?category=&order=&page=) and the server takes it (GET
 * /api/app/library/overdue). Anything unknown in the address falls back to its default in the app; the server
 * refuses it (the same schema without the fallbacks).
 */
const page = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(Number),
  v.integer(),
  v.minValue(1),
  v.maxValue(1000),
);
export const OverdueQuerySchema = v.object({
  category: v.optional(v.picklist(PATRON_CATEGORIES, M.overdueQueryInvalid)),
  order: v.optional(v.picklist(OVERDUE_ORDERS, M.overdueQueryInvalid), 'late'),
  page: v.optional(page, 1),
});
export type OverdueQuery = v.InferOutput<typeof OverdueQuerySchema>;

/** The overdue screen's address: what does not parse is left at its default. */
export const OverdueSearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(PATRON_CATEGORIES)), undefined),
  order: v.fallback(v.optional(v.picklist(OVERDUE_ORDERS), 'late'), 'late'),
  page: v.fallback(v.optional(page, 1), 1),
});

/** The query as parameters (only what differs from the defaults), for the address and the API. */
export function overdueParams(q: OverdueQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (q.category) params.category = q.category;
  if (q.order !== 'late') params.order = q.order;
  if (q.page > 1) params.page = String(q.page);
  return params;
}

/** POST /api/app/library/overdue/reminders: remind every overdue patron, or those of one category. */
export const SendRemindersSchema = v.object({
  category: v.optional(v.picklist(PATRON_CATEGORIES, M.remindersInvalid)),
});

/** POST /api/app/library/holds/:id/cancel: the staff cancel a patron's hold, saying why. */
export const StaffCancelHoldSchema = v.object({
  reason: v.pipe(plainText(200, M.holdCancelReasonInvalid), v.minLength(1, M.holdCancelReasonInvalid)),
});

/** Overdue loans come this many a page. */
export const OVERDUE_PAGE_SIZE = 25;
