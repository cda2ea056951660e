import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '../../src/domain/attendance/messages';
import { addDays, weekdayOf } from '../../src/domain/timetable/timetable';
import {
  academicYears,
  attendanceSheets,
  branches,
  facultyAllotments,
  holidays,
  sections,
  semesterDates,
  semesters,
  students,
  users,
} from '../../src/server/db/schema';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { signedInClients } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

const START_YEAR = Number(DEMO_ALLOTMENT_YEAR.slice(0, 4));
/** The first Wednesday of August of the demo's academic year: in its odd semester (July to November). */
const TODAY = (() => {
  for (let day = `${String(START_YEAR)}-08-01`; ; day = addDays(day, 1)) if (weekdayOf(day) === 3) return day;
})();

/**
 * Attendance on the college's calendar: no sheet on a holiday or outside the semester dates, percentages of
 * teaching days only, and the teacher's first save of an earlier day taken once however many arrive together.
 */
export function attendanceCalendarSuite(kind: 'pglite' | 'postgres') {
  describe(`attendance on the college calendar on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const as = signedInClients(() => app);
    let sectionId: number;
    let slotId: number;
    let firstStudent: number;

    beforeAll(async () => {
      database = await seededDatabase(kind, TEMPLATE_SEEDS.demo);
      app = testApp(database.handle, {}, { clock: testClock(Date.parse(`${TODAY}T05:00:00Z`)).clock }).app;
      const db = database.handle.db;
      const [me] = await db.select({ facultyId: users.facultyId }).from(users).where(eq(users.username, 'faculty'));
      const [mine] = await db
        .select({ id: facultyAllotments.id, sectionId: facultyAllotments.sectionId })
        .from(facultyAllotments)
        .where(and(eq(facultyAllotments.facultyId, me!.facultyId!), eq(facultyAllotments.shared, false)))
        .orderBy(asc(facultyAllotments.id))
        .limit(1);
      sectionId = mine!.sectionId;
      const five = await db
        .select({ id: students.id })
        .from(students)
        .where(like(students.rollNo, `${ROLL_PREFIX}05%`))
        .orderBy(asc(students.rollNo))
        .limit(5);
      firstStudent = five[0]!.id;
      for (const { id } of five) await db.update(students).set({ sectionId }).where(eq(students.id, id));
      const academics = await as('academics');
      const bell = (await academics.get('lists/bellPeriods?pageSize=100')).body.rows as { id: number; name: string }[];
      const timetable = (
        await academics.post('timetables', { academicYear: DEMO_ALLOTMENT_YEAR, term: 'odd', sectionId })
      ).body.row.id as number;
      const slot = await academics.post(`timetables/${timetable}/slots`, {
        day: 3,
        periodId: bell.find((p) => p.name === 'Period 1')!.id,
        allotmentId: mine!.id,
      });
      expect(slot.status).toBe(201);
      slotId = slot.body.row.id;
    }, 300_000);
    afterAll(async () => database?.drop());

    /** The demo academic year's row (made when the real date has moved past the demo calendar). */
    async function yearId(): Promise<number> {
      const db = database.handle.db;
      const values = {
        name: DEMO_ALLOTMENT_YEAR,
        startDate: `${START_YEAR}-06-01`,
        endDate: `${START_YEAR + 1}-05-31`,
      };
      await db.insert(academicYears).values(values).onConflictDoNothing();
      const [row] = await db
        .select({ id: academicYears.id })
        .from(academicYears)
        .where(eq(academicYears.name, values.name));
      return row!.id;
    }
    const declareHoliday = async (date: string, name: string) =>
      database.handle.db.insert(holidays).values({ date, name, academicYearId: await yearId() });
    const sheetsOn = async (date: string) =>
      database.handle.db
        .select({ id: attendanceSheets.id })
        .from(attendanceSheets)
        .where(and(eq(attendanceSheets.sectionId, sectionId), eq(attendanceSheets.date, date)));

    it('refuses a sheet on a holiday with the holiday named, on the sheet and to the outbox, and stores nothing', async () => {
      const closure = addDays(TODAY, -7);
      await declareHoliday(closure, 'Closed for heavy rain');
      const teacher = await as('faculty');
      const sheet = await teacher.get(`attendance/sheet?slotId=${slotId}&date=${closure}`);
      expect(sheet.body).toMatchObject({ editable: false, reason: M.onHoliday('Closed for heavy rain') });
      for (const who of ['faculty', 'hod', 'admin']) {
        const saved = await (await as(who)).post('attendance/sheets', { slotId, date: closure, absentees: [] });
        expect(saved).toMatchObject({ status: 409, body: { message: M.onHoliday('Closed for heavy rain') } });
      }
      const classes = await teacher.get(`attendance/classes?date=${closure}`);
      expect(classes.body.holiday).toBe('Closed for heavy rain');
      expect(classes.body.classes).toContainEqual(
        expect.objectContaining({ slotId, taken: false, closed: M.onHoliday('Closed for heavy rain') }),
      );
      expect(await sheetsOn(closure)).toEqual([]);
      // A stranger is refused for who they are before the calendar is read.
      expect(
        (await (await as('student')).post('attendance/sheets', { slotId, date: closure, absentees: [] })).status,
      ).toBe(403);
    });

    it("refuses a sheet outside the semester dates of the class's degree", async () => {
      const db = database.handle.db;
      const [odd] = await db
        .select({ degreeId: semesters.degreeId, semesterId: semesters.id })
        .from(sections)
        .innerJoin(branches, eq(branches.id, sections.branchId))
        .innerJoin(semesters, and(eq(semesters.degreeId, branches.degreeId), eq(semesters.number, 1)))
        .where(eq(sections.id, sectionId));
      await db
        .insert(semesterDates)
        .values({
          academicYearId: await yearId(),
          ...odd!,
          startDate: `${START_YEAR}-07-01`,
          endDate: `${START_YEAR}-11-28`,
        })
        .onConflictDoNothing();
      let before = `${START_YEAR}-06-30`;
      while (weekdayOf(before) !== 3) before = addDays(before, -1);
      const saved = await (await as('hod')).post('attendance/sheets', { slotId, date: before, absentees: [] });
      expect(saved).toMatchObject({ status: 409, body: { message: M.outsideTerm } });
      expect(await sheetsOn(before)).toEqual([]);
    });

    it('leaves out of percentages a sheet saved on a day later declared a holiday', async () => {
      const day = addDays(TODAY, -14);
      const student = await as('student');
      const held = async () => (await student.get('attendance/student')).body.overall.held as number;
      const before = await held();
      const saved = await (await as('faculty')).post('attendance/sheets', { slotId, date: day, absentees: [] });
      expect(saved.status).toBe(201);
      expect(await held()).toBe(before + 1);
      await declareHoliday(day, 'Declared closure');
      expect(await held()).toBe(before);
      const subjects = (await (await as('faculty')).get('attendance/subjects')).body.subjects as {
        sectionId: number;
        id: number;
      }[];
      const mine = subjects.find((s) => s.sectionId === sectionId)!;
      const detail = await (await as('faculty')).get(`attendance/subjects/${mine.id}`);
      const own = (detail.body.students as { id: number; held: number }[]).find((s) => s.id === firstStudent);
      expect(own?.held ?? 0).toBe(before);
    });

    it("takes a teacher's first save of an earlier day once and refuses the other four sent with it", async () => {
      const day = addDays(TODAY, -21);
      const teacher = await as('faculty');
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          teacher.post('attendance/sheets', { slotId, date: day, absentees: n === 0 ? [] : [firstStudent] }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 403, 403, 403, 403]);
      for (const refused of answers.filter((a) => a.status === 403))
        expect(refused.body).toEqual({ message: M.pastDayByHod });
      expect(await sheetsOn(day)).toHaveLength(1);
    });

    it("lets a teacher's five saves of the same day all through, as one sheet", async () => {
      const teacher = await as('faculty');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => teacher.post('attendance/sheets', { slotId, date: TODAY, absentees: [] })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(await sheetsOn(TODAY)).toHaveLength(1);
    });
  });
}
