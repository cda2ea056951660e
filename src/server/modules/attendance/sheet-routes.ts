import { Hono, type Context } from 'hono';
import { rowIssueMessage } from '../../../domain/academic/list-fields';
import {
  AttendanceSheetSchema,
  ClassesQuerySchema,
  SheetQuerySchema,
  sheetDayRefusal,
  type SheetWriter,
} from '../../../domain/attendance/attendance';
import { ATTENDANCE_MESSAGES as M } from '../../../domain/attendance/messages';
import { hasAnyRole } from '../../../domain/auth/access';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import { weekdayOf } from '../../../domain/timetable/timetable';
import type { AppEnv, SessionUser } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { facultyAllotments, timetableSlots, timetables } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { noticeShortages } from './attendance-percentages';
import type { ClassSlot } from './class-slots';
import { closedDays } from './closed-days';
import { forbidden, hodOf, isCollege } from './attendance-access';
import type { AttendanceDeps } from './attendance-deps';

/**
 * Taking attendance: the classes of a day (a teacher's own, or a section's for its HoD and the college roles), a
 * class's sheet on a date and saving it, by its teacher (or that day's substitute), the HoD of its department or
 * the college roles; anything else refused (fails closed).
 */
export function attendanceSheetRoutes({
  store,
  threshold,
  clock,
  terms,
  mailer,
  mailLanguages,
  logger,
}: AttendanceDeps) {
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
    .post(
      '/attendance/sheets',
      validate('json', AttendanceSheetSchema, (issue) => ({ message: rowIssueMessage(issue) })),
      async (c) => {
        const user = c.get('user')!;
        const { slotId, date, absentees } = c.req.valid('json');
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
              mailLanguages,
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
      },
    );
}
