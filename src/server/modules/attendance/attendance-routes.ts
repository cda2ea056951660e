import { Hono, type Context } from 'hono';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import {
  AllotmentIdSchema,
  AttendanceSheetSchema,
  ClassesQuerySchema,
  DepartmentDayQuerySchema,
  RegisterQuerySchema,
  SheetQuerySchema,
  StudentAttendanceQuerySchema,
  attendancePercent,
  isShort,
  registerFileName,
  sheetDayRefusal,
  type MonthlyRegister,
  type SheetWriter,
} from '../../../domain/attendance/attendance';
import { ATTENDANCE_COLLEGE_ROLES } from '../../../domain/attendance/access';
import { ATTENDANCE_MESSAGES as M } from '../../../domain/attendance/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { AUTH_MESSAGES } from '../../../domain/auth/messages';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import { weekdayOf } from '../../../domain/timetable/timetable';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import type { Clock } from '../../http/attempt-store';
import type { CalendarTerms } from '../timetable/service';
import type { Logger } from '../../http/logger';
import type { Mailer } from '../../mail/mailer';
import { validate } from '../../http/validate';
import { facultyAllotments, timetableSlots, timetables } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { noticeShortages, studentAttendance } from './attendance-percentages';
import type { AttendanceStore } from './attendance-store';
import type { ClassSlot } from './class-slots';
import { closedDays } from './closed-days';
import { registerWorkbook } from './register-workbook';
import { parseJsonBody } from '../../http/json-body';
import { utcDay } from '../../../domain/calendar/calendar-date';

export interface AttendanceDeps {
  store: AttendanceStore;
  threshold: number;
  clock: Clock;
  /** The semester of a day by the college's calendar. */
  terms: CalendarTerms;
  mailer: Mailer;
  logger: Logger;
}

const forbidden = (c: Context<AppEnv>, reason: string) => c.json({ message: AUTH_MESSAGES.forbidden, reason }, 403);
const isCollege = (user: SessionUser) => hasAnyRole(user.roles, ATTENDANCE_COLLEGE_ROLES);
const hodOf = (user: SessionUser, department: string) =>
  user.roles.includes('ROLE_HOD') && (user.program ?? '') !== '' && user.program === department;
/** Whose department a reader sees: null for the college roles, the HoD's own otherwise ('' sees nothing). */
const departmentScope = (user: SessionUser): string | null => (isCollege(user) ? null : (user.program ?? ''));

/**
 * Attendance at /api/app/attendance/*: a class's sheet taken by its teacher (or that day's substitute), the HoD of
 * its department or the college roles, anything else refused (fails closed); percentages for students and
 * parents; a department's day and a section's monthly register for the HoD.
 */
export function attendanceRoutes({ store, threshold, clock, terms, mailer, logger }: AttendanceDeps) {
  /** Who the user is to this class on this date, or null when they may not take it. */
  async function writerOf(user: SessionUser, slot: ClassSlot, date: string): Promise<SheetWriter | null> {
    if (isCollege(user)) return 'college';
    if (hodOf(user, slot.department)) return 'hod';
    if (!hasAnyRole(user.roles, ['ROLE_FACULTY', 'ROLE_HOD'])) return null;
    const facultyId = (await store.viewerOf(user.id))?.facultyId ?? null;
    if (facultyId === null) return null;
    const substitute = await store.substituteOn(slot.slotId, date);
    if (substitute !== null) return substitute === facultyId ? 'teacher' : null;
    return (await store.isAllotted(facultyId, slot.academicYear, slot.subjectId, slot.sectionId)) ? 'teacher' : null;
  }

  /** The class of the slot on the date, or the refusal: not on the timetable that weekday or semester. */
  async function classOn(c: Context<AppEnv>, slotId: number, date: string): Promise<ClassSlot | Response> {
    const slot = await store.slot(slotId);
    if (!slot) return c.json({ message: M.noSuchRecord }, 404);
    if (
      weekdayOf(date) !== slot.day ||
      academicYearOfDay(date) !== slot.academicYear ||
      (await terms.termOn(date)) !== slot.term
    )
      return c.json({ message: M.invalid, reason: M.notOnThatDay }, 409);
    return slot;
  }

  const { calendarRefusal, withClosed } = closedDays(store);

  const today = () => collegeDay(clock());

  /** A section's register of a month, or the refusal (no such section; a HoD's other department). */
  async function registerFor(
    c: Context<AppEnv>,
    { sectionId, month }: { sectionId: number; month: string },
  ): Promise<MonthlyRegister | Response> {
    const section = await store.sectionOf(sectionId);
    if (!section) return c.json({ message: M.noSuchRecord }, 404);
    if (!isCollege(c.get('user')!) && !hodOf(c.get('user')!, section.department))
      return forbidden(c, M.notYourDepartment);
    const from = `${month}-01`;
    const end = utcDay(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)));
    const { sheets, marks } = await store.register(sectionId, from, end);
    const byStudent = new Map<number, Map<number, boolean>>();
    for (const m of marks) {
      if (!byStudent.has(m.studentId)) byStudent.set(m.studentId, new Map());
      byStudent.get(m.studentId)!.set(m.sheetId, m.present);
    }
    const rows = (await store.classList(sectionId)).map((s) => {
      const own = byStudent.get(s.id) ?? new Map<number, boolean>();
      const cells = sheets.map((sheet) => (own.has(sheet.id) ? (own.get(sheet.id) ? 'P' : 'A') : '') as 'P' | 'A' | '');
      const held = cells.filter((x) => x !== '').length;
      const present = cells.filter((x) => x === 'P').length;
      return { rollNo: s.rollNo, name: s.name, cells, held, present, percent: attendancePercent({ held, present }) };
    });
    return {
      section: section.label,
      month,
      columns: sheets.map((s) => ({ date: s.date, period: s.periodName, subjectCode: s.subjectCode })),
      rows,
    };
  }

  return new Hono<AppEnv>()
    .get('/attendance/classes', validate('query', ClassesQuerySchema), async (c) => {
      const user = c.get('user')!;
      const { date = today(), sectionId } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      const year = academicYearOfDay(date);
      const term = await terms.termOn(date);
      if (sectionId !== undefined) {
        const section = await store.sectionOf(sectionId);
        if (!section) return c.json({ message: M.noSuchRecord }, 404);
        if (!isCollege(user) && !hodOf(user, section.department)) return forbidden(c, M.notYourDepartment);
        const classes = await store.classesOn(date, year, term, eq(timetables.sectionId, sectionId), null);
        return c.json({
          date,
          today: today(),
          holiday: await store.holidayOn(date),
          classes: await withClosed(classes, date, year, term),
        });
      }
      const facultyId = (await store.viewerOf(user.id))?.facultyId ?? null;
      const holiday = await store.holidayOn(date);
      if (facultyId === null) return c.json({ date, today: today(), holiday, classes: [] });
      const classes = await store.classesOn(date, year, term, eq(facultyAllotments.facultyId, facultyId), facultyId);
      return c.json({ date, today: today(), holiday, classes: await withClosed(classes, date, year, term) });
    })
    .get('/attendance/sheet', validate('query', SheetQuerySchema), async (c) => {
      const user = c.get('user')!;
      const { slotId, date } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      const slot = await classOn(c, slotId, date);
      if (slot instanceof Response) return slot;
      const writer = await writerOf(user, slot, date);
      if (!writer) return forbidden(c, M.notYourClass);
      const sheet = await store.sheet(slot.sectionId, slot.subjectId, date, slot.periodId);
      const refusal = sheetDayRefusal({ date, today: today(), exists: sheet !== null, writer });
      const closed = await calendarRefusal(slot, date);
      const [dated] =
        (await store.classesOn(date, slot.academicYear, slot.term, eq(timetableSlots.id, slot.slotId), null)) ?? [];
      return c.json({
        slot: dated ?? slot,
        date,
        students: await store.classList(slot.sectionId),
        taken: sheet !== null,
        takenAt: sheet?.updatedAt ?? null,
        takenBy: sheet?.takenBy ?? null,
        absentees: sheet?.absentees ?? [],
        editable: refusal === null && closed === null,
        reason: closed ?? (refusal ? M[refusal] : null),
      });
    })
    .post('/attendance/sheets', async (c) => {
      const user = c.get('user')!;
      const parsed = parseJsonBody(AttendanceSheetSchema, await c.req.json().catch(() => undefined));
      if (!parsed.success) return c.json({ message: rowIssueMessage(parsed.issues[0]) }, 400);
      const { slotId, date, absentees } = parsed.output;
      const slot = await classOn(c, slotId, date);
      if (slot instanceof Response) return slot;
      const writer = await writerOf(user, slot, date);
      if (!writer) return forbidden(c, M.notYourClass);
      // Its own words as the message (as for the rules below): the outbox shows them on a refused sheet.
      const closed = await calendarRefusal(slot, date);
      if (closed) return c.json({ message: closed }, 409);
      return store.inTurn(
        { sectionId: slot.sectionId, subjectId: slot.subjectId, date, periodId: slot.periodId },
        async () => {
          const existing = await store.sheet(slot.sectionId, slot.subjectId, date, slot.periodId);
          const refusal = sheetDayRefusal({ date, today: today(), exists: existing !== null, writer });
          // Its own words as the message: the outbox shows a refused sheet's message to the teacher.
          if (refusal === 'pastDayByHod') return c.json({ message: M.pastDayByHod }, 403);
          if (refusal) return c.json({ message: M.invalid, reason: M[refusal] }, 409);
          const students = (await store.classList(slot.sectionId)).map((s) => s.id);
          const absent = new Set(absentees);
          if (absentees.some((id) => !students.includes(id)))
            return c.json({ message: M.invalid, reason: M.notInClass }, 400);
          const saved = await store.saveSheet({
            slot,
            date,
            takenBy: user.id,
            studentIds: students,
            absentees: absent,
          });
          const told = await noticeShortages({
            store,
            studentIds: students,
            year: slot.academicYear,
            term: slot.term,
            threshold,
            mailer,
            logger,
          });
          return c.json(
            {
              message: M.saved,
              sheetId: saved.id,
              date,
              present: students.length - absent.size,
              absent: absent.size,
              shortagesTold: told,
            },
            saved.created ? 201 : 200,
          );
        },
      );
    })
    .get('/attendance/subjects', async (c) => {
      const user = c.get('user')!;
      c.header('Cache-Control', 'private, no-store');
      const year = academicYearOfDay(today());
      const term = await terms.termOn(today());
      const facultyId = (await store.viewerOf(user.id))?.facultyId ?? null;
      const rows = facultyId === null ? [] : await store.allotmentsOf(facultyId, year);
      const subjects = await Promise.all(
        rows.map(async (row) => {
          const tallies = [...(await store.subjectTallies(row.sectionId, row.subjectId, year, term)).values()];
          const held = tallies.reduce((n, t) => Math.max(n, t.held), 0);
          const short = tallies.filter((t) => isShort(t, threshold)).length;
          const slots = await store.slotsOf(row.sectionId, row.subjectId, year);
          return { ...row, students: (await store.classList(row.sectionId)).length, held, short, slots };
        }),
      );
      return c.json({ academicYear: year, term, threshold, subjects });
    })
    .get('/attendance/subjects/:id', validate('param', AllotmentIdSchema), async (c) => {
      const user = c.get('user')!;
      c.header('Cache-Control', 'private, no-store');
      const year = academicYearOfDay(today());
      const term = await terms.termOn(today());
      const facultyId = (await store.viewerOf(user.id))?.facultyId ?? null;
      const mine = facultyId === null ? [] : await store.allotmentsOf(facultyId, year);
      const row = mine.find((a) => a.id === c.req.valid('param').id);
      // Only their own allotments are there to open: another's is not found.
      if (!row) return c.json({ message: M.noSuchRecord }, 404);
      const tallies = await store.subjectTallies(row.sectionId, row.subjectId, year, term);
      const students = (await store.classList(row.sectionId)).map((s) => {
        const t = tallies.get(s.id) ?? { held: 0, present: 0 };
        return { ...s, ...t, percent: attendancePercent(t), short: isShort(t, threshold) };
      });
      return c.json({
        allotment: row,
        academicYear: year,
        term,
        threshold,
        slots: await store.slotsOf(row.sectionId, row.subjectId, year),
        students,
      });
    })
    .get('/attendance/student', validate('query', StudentAttendanceQuerySchema), async (c) => {
      const user = c.get('user')!;
      const query = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      let studentId = (await store.viewerOf(user.id))?.studentId ?? null;
      let children: { studentId: number; name: string; rollNo: string }[] = [];
      if (user.roles.includes('ROLE_PARENT')) {
        children = await store.childrenOf(user.id);
        const byRoll =
          query.rollNo === undefined ? undefined : (children.find((ch) => ch.rollNo === query.rollNo)?.studentId ?? 0);
        studentId = query.studentId ?? byRoll ?? children[0]?.studentId ?? null;
        if (studentId === null || !children.some((child) => child.studentId === studentId))
          return forbidden(c, M.notYourChild);
      }
      const student = studentId === null ? null : await store.student(studentId);
      if (!student) return c.json({ message: M.noSuchRecord }, 404);
      const day = today();
      const answer = await studentAttendance(
        store,
        student,
        academicYearOfDay(day),
        await terms.termOn(day),
        threshold,
      );
      return c.json({ ...answer, ...(children.length > 1 ? { children } : {}) });
    })
    .get('/attendance/department', validate('query', DepartmentDayQuerySchema), async (c) => {
      const user = c.get('user')!;
      const { date = today() } = c.req.valid('query');
      c.header('Cache-Control', 'private, no-store');
      const department = departmentScope(user);
      if (department === '') return forbidden(c, M.notYourDepartment);
      return c.json({
        date,
        department,
        totals: await store.dayTotals(date, department),
        absentees: await store.absenteesOn(date, department),
        sections: await store.sectionsOf(department),
      });
    })
    .get('/attendance/register', validate('query', RegisterQuerySchema), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const register = await registerFor(c, c.req.valid('query'));
      return register instanceof Response ? register : c.json(register);
    })
    .get('/attendance/register/export', validate('query', RegisterQuerySchema), async (c) => {
      const register = await registerFor(c, c.req.valid('query'));
      if (register instanceof Response) return register;
      return c.body((await registerWorkbook(register)) as unknown as ArrayBuffer, 200, {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename="${registerFileName(register, 'xlsx')}"`,
        'Cache-Control': 'private, no-store',
      });
    });
}
