import * as v from 'valibot';
import { dateField, referenceField } from '../academic/list-fields';
import { LEAVE_MESSAGES as M } from './messages';
import { utcDay } from '../calendar/calendar-date';

/** 'second': the leave starts at midday of its first day; 'first': it ends at midday of its last day. */
export const START_HALVES = ['full', 'second'] as const;
export const END_HALVES = ['full', 'first'] as const;
export type StartHalf = (typeof START_HALVES)[number];
export type EndHalf = (typeof END_HALVES)[number];

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
/** The statuses that hold days of the balance and dates against overlapping leave. */
export const HOLDING_STATUSES: readonly LeaveStatus[] = ['pending', 'approved'];

/** Free text (a reason, a remark): no control characters and no markup brackets, at most `max` characters. */
const freeText = (max: number) =>
  v.pipe(
    v.string(M.invalid),
    v.trim(),
    v.maxLength(max, M.invalid),
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    v.check((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f<>]/.test(s), M.invalid),
  );

const spanEntries = {
  leaveTypeId: referenceField(),
  fromDate: dateField(),
  toDate: dateField(),
  fromHalf: v.optional(v.picklist(START_HALVES, M.invalid), 'full'),
  toHalf: v.optional(v.picklist(END_HALVES, M.invalid), 'full'),
};
type SpanInput = { fromDate: string; toDate: string; fromHalf: StartHalf; toHalf: EndHalf };
/** A leave does not end before it starts, nor take both halves away from a one-day leave. */
const spanChecks = <T extends SpanInput>() =>
  [
    v.check((d: T) => d.toDate >= d.fromDate, M.endsBeforeStart),
    v.check((d: T) => !(d.fromDate === d.toDate && d.fromHalf === 'second' && d.toHalf === 'first'), M.sameHalf),
  ] as const;

/** POST /api/app/leave (the JSON part `leave`; the attachment is the file part `attachment`). */
export const LeaveApplicationSchema = v.pipe(
  v.object({ ...spanEntries, reason: v.pipe(freeText(500), v.nonEmpty(M.fillAll)) }),
  ...spanChecks<{ reason: string; leaveTypeId: number } & SpanInput>(),
);
export type LeaveApplication = v.InferOutput<typeof LeaveApplicationSchema>;

/** GET /api/app/leave/preview: the days such a leave counts, the balance left, the classes in those dates. */
export const LeavePreviewSchema = v.pipe(
  v.object({
    ...spanEntries,
    leaveTypeId: v.pipe(v.string(M.fillAll), v.regex(/^\d{1,9}$/, M.invalid), v.transform(Number)),
  }),
  ...spanChecks<{ leaveTypeId: number } & SpanInput>(),
);

/** POST /api/app/leave/{id}/decision: approve or reject, a remark required for a rejection. */
export const LeaveDecisionSchema = v.pipe(
  v.object({ decision: v.picklist(['approve', 'reject'], M.invalid), remark: v.optional(freeText(300), '') }),
  v.check((d) => d.decision === 'approve' || d.remark !== '', M.remarkNeeded),
);
export type LeaveDecision = v.InferOutput<typeof LeaveDecisionSchema>;

/** POST /api/app/leave/backups: the HoD names a member of staff to decide their department's leave for these dates. */
export const BackupApproverSchema = v.pipe(
  v.object({ backupUserId: referenceField(), fromDate: dateField(), toDate: dateField() }),
  v.check((d) => d.toDate >= d.fromDate, M.endsBeforeStart),
);
export type BackupApproverInput = v.InferOutput<typeof BackupApproverSchema>;

export const LeaveIdSchema = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number)) });

const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
const dayOf = (n: number) => utcDay(new Date(n * 86_400_000));

export interface LeaveSpan {
  fromDate: string;
  toDate: string;
  fromHalf: StartHalf;
  toHalf: EndHalf;
}

/**
 * The half days a leave counts: every day from its first to its last, two halves each, except Sundays and the
 * holidays of the academic calendar, and the first half of its first day ('second') or the second half of its last
 * day ('first') when it starts or ends at midday. Counted in halves so that balances stay whole numbers.
 */
export function countedHalves(span: LeaveSpan, holidays: ReadonlySet<string>): number {
  let halves = 0;
  const first = dayNumber(span.fromDate);
  const last = dayNumber(span.toDate);
  for (let n = first; n <= last; n++) {
    const day = dayOf(n);
    if (new Date(n * 86_400_000).getUTCDay() === 0 || holidays.has(day)) continue;
    halves += 2 - (n === first && span.fromHalf === 'second' ? 1 : 0) - (n === last && span.toHalf === 'first' ? 1 : 0);
  }
  return halves;
}

/** Whether two leaves share a half day: a leave ending at midday and one starting at midday that day do not. */
export function leavesOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  const start = (s: LeaveSpan) => dayNumber(s.fromDate) * 2 + (s.fromHalf === 'second' ? 1 : 0);
  const end = (s: LeaveSpan) => dayNumber(s.toDate) * 2 + (s.toHalf === 'first' ? 0 : 1);
  return start(a) <= end(b) && start(b) <= end(a);
}

/** Whether a span uses half days at all (a leave type taken in whole days refuses it). */
export const usesHalfDays = (span: LeaveSpan) => span.fromHalf !== 'full' || span.toHalf !== 'full';

/** Half days as the screens show them: 3, 2.5, 0.5. */
export const daysText = (halves: number) => (halves % 2 === 0 ? String(halves / 2) : (halves / 2).toFixed(1));

/** '1 day', '0.5 day', '2.5 days'. */
export const daysLabel = (halves: number) => `${daysText(halves)} ${halves <= 2 ? 'day' : 'days'}`;

export const LeaveBalanceSchema = v.object({
  leaveTypeId: v.number(),
  code: v.string(),
  name: v.string(),
  halfDaysAllowed: v.boolean(),
  needsAttachment: v.boolean(),
  /** Half days of the allotment (0 when the staff category has none of this type that year). */
  allotted: v.number(),
  approved: v.number(),
  pending: v.number(),
  /** allotted − approved − pending, never below 0 on the screen's reading. */
  available: v.number(),
});
export type LeaveBalance = v.InferOutput<typeof LeaveBalanceSchema>;

/**
 * A staff member's balance of each leave type in an academic year: the allotment of their staff category, less the
 * days of their approved and pending leave of that type in that year (a pending leave holds its days so that two
 * applications cannot spend the same days; a rejection or a cancellation gives them back).
 */
export function balances(
  types: readonly { id: number; code: string; name: string; halfDaysAllowed: boolean; needsAttachment: boolean }[],
  allotments: ReadonlyMap<number, number>,
  taken: readonly { leaveTypeId: number; status: LeaveStatus; halfDays: number }[],
): LeaveBalance[] {
  return types.map((t) => {
    const allotted = (allotments.get(t.id) ?? 0) * 2;
    const sum = (status: LeaveStatus) =>
      taken.filter((l) => l.leaveTypeId === t.id && l.status === status).reduce((s, l) => s + l.halfDays, 0);
    const approved = sum('approved');
    const pending = sum('pending');
    return {
      leaveTypeId: t.id,
      code: t.code,
      name: t.name,
      halfDaysAllowed: t.halfDaysAllowed,
      needsAttachment: t.needsAttachment,
      allotted,
      approved,
      pending,
      available: allotted - approved - pending,
    };
  });
}

/** Why a leave of these counted half days is refused by the rules of its type and balance, or null. */
export function applicationRefusal(
  span: LeaveSpan,
  halves: number,
  balance: LeaveBalance,
  others: readonly LeaveSpan[],
): string | null {
  if (usesHalfDays(span) && !balance.halfDaysAllowed) return M.halfDaysNotAllowed(balance.code);
  if (halves === 0) return M.noWorkingDay;
  if (others.some((o) => leavesOverlap(o, span))) return M.overlap;
  if (halves > balance.available) return M.insufficient(balance.code, daysText(Math.max(0, balance.available)));
  return null;
}

/** Whether the applicant may still cancel: pending at any time, approved only before its first day. */
export const cancellable = (leave: { status: LeaveStatus; fromDate: string }, today: string) =>
  leave.status === 'pending' || (leave.status === 'approved' && leave.fromDate > today);

/** Every day of a span (YYYY-MM-DD), for listing the classes it covers. */
export function daysOf(span: { fromDate: string; toDate: string }): string[] {
  const out: string[] = [];
  for (let n = dayNumber(span.fromDate); n <= dayNumber(span.toDate) && out.length < 400; n++) out.push(dayOf(n));
  return out;
}

/** The halves of one day a leave takes: both, or only the morning or afternoon of a day it starts or ends at midday. */
export function halvesOn(span: LeaveSpan, day: string): { first: boolean; second: boolean } {
  if (day < span.fromDate || day > span.toDate) return { first: false, second: false };
  return {
    first: !(day === span.fromDate && span.fromHalf === 'second'),
    second: !(day === span.toDate && span.toHalf === 'first'),
  };
}

/**
 * Where the college's day divides into its morning and afternoon halves: the position of its longest break (lunch),
 * the earlier one when two are as long; with no break, the first period starting at 12:00 or later. Periods before it
 * are the first half, periods after it the second. Null when the schedule has no afternoon at all.
 */
export function middayPosition(
  bell: readonly { position: number; startTime: string; endTime: string; kind: string }[],
): number | null {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const breaks = bell.filter((p) => p.kind === 'Break').sort((a, b) => a.position - b.position);
  let longest: (typeof breaks)[number] | undefined;
  for (const b of breaks)
    if (!longest || minutes(b.endTime) - minutes(b.startTime) > minutes(longest.endTime) - minutes(longest.startTime))
      longest = b;
  if (longest) return longest.position;
  const afternoon = [...bell].sort((a, b) => a.position - b.position).find((p) => p.startTime >= '12:00');
  return afternoon ? afternoon.position - 0.5 : null;
}

/** Whether a class of periods `from`–`to` falls in a half the teacher is away (a lab across lunch counts in both). */
export function classInHalves(
  slot: { from: number; to: number },
  midday: number | null,
  halves: { first: boolean; second: boolean },
): boolean {
  if (midday === null) return halves.first || halves.second;
  return (halves.first && slot.from < midday) || (halves.second && slot.to > midday);
}
