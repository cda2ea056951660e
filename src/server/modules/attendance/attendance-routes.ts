import { Hono, type Context } from 'hono';
import {
  AllotmentIdSchema,
  DepartmentDayQuerySchema,
  RegisterQuerySchema,
  StudentAttendanceQuerySchema,
  attendancePercent,
  isShort,
  registerFileName,
} from '../../../domain/attendance/attendance';
import { ATTENDANCE_MESSAGES as M } from '../../../domain/attendance/messages';
import { academicYearOfDay } from '../../../domain/calendar/academic-year';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { AppEnv } from '../../auth/session-user';
import { validate } from '../../http/validate';
import { studentAttendance } from './attendance-percentages';
import type { AttendanceDeps } from './attendance-deps';
import { registerWorkbook } from './register-workbook';
import { departmentScope, forbidden } from './attendance-access';
import { monthlyRegister } from './monthly-register';
import { attendanceSheetRoutes } from './sheet-routes';

/**
 * Attendance at /api/app/attendance/*: a class's sheet taken by its teacher (or that day's substitute), the HoD of
 * its department or the college roles, anything else refused (fails closed); percentages for students and
 * parents; a department's day and a section's monthly register for the HoD.
 */
export function attendanceRoutes(deps: AttendanceDeps) {
  const { store, threshold, clock, terms } = deps;
  const today = () => collegeDay(clock());
  const registerFor = (c: Context<AppEnv>, query: { sectionId: number; month: string }) =>
    monthlyRegister(store, c, query);

  return new Hono<AppEnv>()
    .route('/', attendanceSheetRoutes(deps))
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
