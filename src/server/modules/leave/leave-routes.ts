import { Hono } from 'hono';
import { collegeDay } from '../../../domain/calendar/college-time';
import { MB } from '../../../domain/files/allowed-types';
import { TEACHING_ROLES, leaveRouteFor, mayDecide, uncoveredScope } from '../../../domain/leave/access';
import {
  BackupApproverSchema,
  LeaveApplicationSchema,
  LeaveDecisionSchema,
  LeaveIdSchema,
  LeavePreviewSchema,
  applicationRefusal,
  balances,
  cancellable,
  countedHalves,
  daysOf,
  type LeaveSpan,
} from '../../../domain/leave/leave-rules';
import { LEAVE_MESSAGES as M } from '../../../domain/leave/messages';
import type { Clock } from '../../http/attempt-store';
import type { AppEnv } from '../../auth/session-user';
import type { StoredFilesService } from '../../files/stored-files';
import { multipart } from '../../http/multipart';
import { validate } from '../../http/validate';
import type { Applicant, LeaveStore } from './leave-store';

/** Teaching staff: a teaching role or a linked faculty record; the rest take the non-teaching allotment. */
const staffCategoryOf = (a: Applicant) =>
  a.facultyId !== null || a.roles.some((r) => TEACHING_ROLES.includes(r as never)) ? 'teaching' : 'non-teaching';

export interface LeaveNotifier {
  /** Tells the approvers of a new application (mail through the mail module), never failing the request. */
  applied(to: readonly string[], applicant: string, what: string): void;
}

/**
 * Leave at /api/app/leave: a member of staff's balance, history and applications (with an attachment through the
 * multipart reader and the stored files); the approvals waiting for the signed-in user (the department's HoD, the
 * backup approver they named while named, the principal or an administrator: anyone else is refused); and the
 * backup approvers a HoD names for their absence.
 */
export function leaveRoutes(store: LeaveStore, files: StoredFilesService, notify: LeaveNotifier, clock: Clock) {
  const today = () => collegeDay(clock());

  /**
   * The calendar, allotment and balance a leave of these dates is judged by, or the refusal to send; `saving` holds
   * the allotments until the application is saved.
   */
  async function judge(applicant: Applicant, leaveTypeId: number, span: LeaveSpan, saving = false) {
    const year = await store.academicYearOn(span.fromDate);
    if (!year) return { refusal: M.noAcademicYear } as const;
    if (span.toDate > year.endDate) return { refusal: M.twoYears } as const;
    const types = await store.types();
    if (!types.some((t) => t.id === leaveTypeId)) return { refusal: M.leaveTypeNotFound, status: 404 } as const;
    const category = staffCategoryOf(applicant);
    const all = balances(
      types,
      await store.allotments(year.id, category, saving),
      await store.holdingInYear(applicant.id, year.id),
    );
    const balance = all.find((b) => b.leaveTypeId === leaveTypeId)!;
    const halves = countedHalves(span, await store.holidaysBetween(span.fromDate, span.toDate));
    const others = await store.holdingAround(applicant.id, span.fromDate, span.toDate);
    const refusal = applicationRefusal(span, halves, balance, others);
    return { year, category, balance, halves, refusal } as const;
  }

  /** The classes of the applicant's timetable in the working half days of a span. */
  async function classesDuring(applicant: Applicant, span: LeaveSpan) {
    if (applicant.facultyId === null) return [];
    const holidays = await store.holidaysBetween(span.fromDate, span.toDate);
    const working = daysOf(span).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0 && !holidays.has(d));
    return store.classesOn(applicant.facultyId, working, span);
  }

  const applicantOf = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => store.applicant(c.get('user')!.id);

  return new Hono<AppEnv>()
    .get('/leave', async (c) => {
      const applicant = await applicantOf(c);
      if (!applicant) return c.json({ message: M.notStaff }, 403);
      const year = await store.academicYearOn(today());
      const category = staffCategoryOf(applicant);
      const types = await store.types();
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        today: today(),
        academicYear: year?.name ?? null,
        staffCategory: category,
        route: leaveRouteFor(applicant.roles, applicant.department),
        department: applicant.department,
        types,
        balances: year
          ? balances(types, await store.allotments(year.id, category), await store.holdingInYear(applicant.id, year.id))
          : [],
        history: (await store.history(applicant.id)).map((l) => ({ ...l, cancellable: cancellable(l, today()) })),
      });
    })
    .get('/leave/preview', validate('query', LeavePreviewSchema), async (c) => {
      const applicant = await applicantOf(c);
      if (!applicant) return c.json({ message: M.notStaff }, 403);
      const { leaveTypeId, ...span } = c.req.valid('query');
      const judged = await judge(applicant, leaveTypeId, span);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        halfDays: 'halves' in judged ? judged.halves : 0,
        balance: 'balance' in judged ? judged.balance : null,
        refusal: judged.refusal,
        classes: await classesDuring(applicant, span),
      });
    })
    .post(
      '/leave',
      multipart({
        maxBodyBytes: 11 * MB,
        json: { field: 'leave', schema: LeaveApplicationSchema },
        files: [{ name: 'attachment', label: 'attachment', kind: 'document' }],
      }),
      async (c) => {
        const applicant = await applicantOf(c);
        if (!applicant) return c.json({ message: M.notStaff }, 403);
        const { data, files: parts } = c.var.upload;
        const { leaveTypeId, reason, ...span } = data;
        const file = parts.attachment?.[0];
        const route = leaveRouteFor(applicant.roles, applicant.department);
        const outcome = await store.inTurn(applicant.id, async () => {
          const judged = await judge(applicant, leaveTypeId, span, true);
          if (judged.refusal !== null)
            return { status: 'status' in judged ? judged.status : 409, body: { message: judged.refusal } } as const;
          if (judged.balance.needsAttachment && !file)
            return { status: 400, body: { message: M.attachmentNeeded } } as const;
          const save = (ids: number[]) =>
            store.insert({
              userId: applicant.id,
              leaveTypeId,
              academicYearId: judged.year.id,
              staffCategory: judged.category,
              ...span,
              halfDays: judged.halves,
              reason,
              attachmentFileId: ids[0] ?? null,
              route,
              department: route === 'department' ? applicant.department : null,
            });
          const id = file
            ? await files.saveWithFiles(
                [
                  {
                    file,
                    owner: { type: 'leave', id: applicant.id },
                    purpose: 'leave-attachment',
                    uploadedBy: applicant.id,
                  },
                ],
                save,
              )
            : await save([]);
          return { status: 201, body: { message: M.applied, row: await store.find(id) } } as const;
        });
        if (outcome.status === 201) {
          const row = outcome.body.row!;
          const approvers = await store.approversOf(route, row.department, today(), applicant.id);
          notify.applied(
            approvers.map((a) => a.email),
            applicant.fullName,
            `${row.code} from ${row.fromDate} to ${row.toDate}`,
          );
        }
        return c.json(outcome.body, outcome.status);
      },
    )
    .post('/leave/:id/cancel', validate('param', LeaveIdSchema), async (c) => {
      const leave = await store.find(c.req.valid('param').id);
      if (!leave || leave.userId !== c.get('user')!.id) return c.json({ message: M.noSuchLeave }, 404);
      if (!(await store.cancel(leave.id, today(), clock()))) return c.json({ message: M.notCancellable }, 409);
      return c.json({ message: M.cancelled, row: await store.find(leave.id) });
    })
    .get('/leave/approvals', async (c) => {
      const user = c.get('user')!;
      const pending = await store.pendingFor(user, today());
      const withClasses = await Promise.all(
        pending.map(async (l) => {
          const applicant = await store.applicant(l.userId);
          return { ...l, classes: applicant ? await classesDuring(applicant, l) : [] };
        }),
      );
      const backupFor = await store.backupsActive(today());
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        today: today(),
        pending: withClasses,
        backupFor: backupFor.filter((b) => b.backupUserId === user.id),
      });
    })
    .post('/leave/:id/decision', validate('param', LeaveIdSchema), validate('json', LeaveDecisionSchema), async (c) => {
      const user = c.get('user')!;
      const leave = await store.find(c.req.valid('param').id);
      if (!leave) return c.json({ message: M.noSuchLeave }, 404);
      if (!mayDecide(user, leave, await store.backupsActive(today()), today()))
        return c.json({ message: M.notYours }, 403);
      const { decision, remark } = c.req.valid('json');
      const status = decision === 'approve' ? 'approved' : 'rejected';
      if (!(await store.decide(leave.id, status, user.id, remark, clock())))
        return c.json({ message: M.notPending }, 409);
      return c.json({ message: status === 'approved' ? M.approved : M.rejected, row: await store.find(leave.id) });
    })
    .get('/leave/uncovered', async (c) => {
      const user = c.get('user')!;
      const scope = uncoveredScope(user.roles, user.program);
      if (scope === null) return c.json({ message: M.noClassesScope }, 403);
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        date: today(),
        department: scope === 'all' ? null : scope.department,
        classes: await store.uncoveredOn(today(), scope === 'all' ? null : scope.department),
      });
    })
    .get('/leave/backups', async (c) => {
      const user = c.get('user')!;
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        department: user.program,
        rows: await store.backupsNamedBy(user.id),
        staff: user.program?.trim()
          ? (await store.staffOfDepartment(user.program)).filter((s) => s.value !== user.id)
          : [],
      });
    })
    .post('/leave/backups', validate('json', BackupApproverSchema), async (c) => {
      const user = c.get('user')!;
      const input = c.req.valid('json');
      if (!user.program?.trim()) return c.json({ message: M.noDepartment }, 403);
      if (input.backupUserId === user.id) return c.json({ message: M.backupIsYou }, 400);
      const staff = await store.staffOfDepartment(user.program);
      if (!staff.some((s) => s.value === input.backupUserId)) return c.json({ message: M.backupNotStaff }, 400);
      const id = await store.nameBackup({ hodUserId: user.id, department: user.program.trim(), ...input });
      return c.json({ message: M.backupNamed, id }, 201);
    })
    .delete('/leave/backups/:id', validate('param', LeaveIdSchema), async (c) => {
      if (!(await store.removeBackup(c.req.valid('param').id, c.get('user')!.id)))
        return c.json({ message: M.noSuchLeave }, 404);
      return c.json({ message: M.backupRemoved });
    });
}
