import * as v from 'valibot';
import { RECORD_MESSAGES as R } from '../messages/record-changes';
import { LIST_CHECKERS } from './access';
import { LIST_KINDS, type ListKind } from './list-descriptor';
import { PLAIN_TEXT } from './list-fields';
import { LIST_MESSAGES as M } from './messages';
import { utcDay } from '../calendar/calendar-date';

/**
 * Lists whose changes decide results (a regulation's grading scheme and pass rules, a subject's credits and
 * maxima): an add, edit or delete waits as a pending change until a second person authorizes it.
 */
export const CHECKED_LISTS: readonly ListKind[] = ['regulations', 'subjects'];

export const isCheckedList = (kind: ListKind): boolean => CHECKED_LISTS.includes(kind);

/** Whether `checker` may decide a change made by `makerId`: a checker role, and someone other than the maker. */
export function mayDecide(checker: { id: number; roles: readonly string[] }, makerId: number | null): boolean {
  return checker.id !== makerId && checker.roles.some((r) => (LIST_CHECKERS as readonly string[]).includes(r));
}

export const CHECKER_MESSAGES = {
  authorized: R.recordAuthorized,
  rejected: R.recordRejected,
  /** Said after the saved words when a change is stored as pending (the seed has no words for it). */
  awaitsAuthorization: 'The change awaits authorization by the principal or another administrator.',
  ownChange: 'A change is authorized or rejected by someone other than the person who made it.',
  alreadyPending: 'A change to this record is already awaiting authorization',
  notPending: 'This change is no longer awaiting authorization',
} as const;

export const CHANGE_ACTIONS = ['add', 'edit', 'delete'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** A change awaiting (or past) a second person's decision, as the checker's screen and the list show it. */
export const ChangeRequestSchema = v.object({
  id: v.number(),
  list: v.picklist(LIST_KINDS),
  action: v.picklist(CHANGE_ACTIONS),
  /** The row changed or deleted; null for an add. */
  recordId: v.nullable(v.number()),
  /** The row when the change was made (null for an add) and the values proposed (null for a delete). */
  before: v.nullable(v.record(v.string(), v.unknown())),
  proposed: v.nullable(v.record(v.string(), v.unknown())),
  makerName: v.string(),
  madeAt: v.string(),
  /** True when the reader made it (so may not decide it). */
  mine: v.boolean(),
});
export type ChangeRequest = v.InferOutput<typeof ChangeRequestSchema>;

/** POST listChangeRequests/{id}/reject: why the change is rejected, kept in the audit log. */
export const RejectSchema = v.object({
  reason: v.pipe(
    v.string(M.fillAll),
    v.trim(),
    v.nonEmpty(M.fillAll),
    v.maxLength(300, M.invalid),
    v.regex(PLAIN_TEXT, M.invalid),
  ),
});

export const ChangeRequestParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,12}$/, M.noSuchRecord), v.transform(Number)),
});

export const ChangeRequestQuerySchema = v.object({
  list: v.optional(v.pipe(v.string(), v.maxLength(20))),
});

/** A calendar day written yyyy-mm-dd that exists (not 2026-02-30). */
const isoDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, M.invalid),
  v.check((s) => !Number.isNaN(Date.parse(s)) && utcDay(new Date(s)) === s, M.invalid),
);

/** GET listChanges/export?list=&from=&to=: the audit log as Excel, dates inclusive (UTC days). */
export const AuditExportQuerySchema = v.pipe(
  v.object({
    list: v.optional(v.pipe(v.string(), v.maxLength(20))),
    from: v.optional(isoDate),
    to: v.optional(isoDate),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, M.invalid),
);
