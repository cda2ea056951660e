import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES as M } from '../../src/domain/attendance/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { weekdayOf } from '../../src/domain/timetable/timetable';
import {
  attendanceMarks,
  attendanceSheets,
  branches,
  courses,
  departments,
  faculty,
  facultyAllotments,
  sections,
  students,
  users,
} from '../../src/server/db/schema';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { attendanceEligibility } from '../../src/server/modules/attendance/attendance-percentages';
import { attendanceStore } from '../../src/server/modules/attendance/attendance-store';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { signedInClients } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from '../support/demo-rolls';

const START_YEAR = Number(DEMO_ALLOTMENT_YEAR.slice(0, 4));
/** A Wednesday of the odd semester of the demo's academic year, and the Tuesday before it. */
const firstWednesday = (() => {
  for (let d = 1; ; d += 1) {
    const day = `${String(START_YEAR)}-08-${String(d).padStart(2, '0')}`;
    if (weekdayOf(day) === 3) return day;
  }
})();
const TODAY = firstWednesday;
const YESTERDAY = `${TODAY.slice(0, 8)}${String(Number(TODAY.slice(8)) - 1).padStart(2, '0')}`;

/**
 * Attendance through the API: a teacher's sheet stored once however often the outbox sends it, corrections after
 * the day refused for the teacher and made by the HoD, a HoD outside their department refused, percentages.
 */
export function attendanceApiSuite(kind: 'pglite' | 'postgres') {
  describe(`attendance API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    let dataDir: string;
    const time = testClock(Date.parse(`${TODAY}T05:00:00Z`));
    const as = signedInClients(() => app);
    let bell: { id: number; name: string }[];
    let sectionA: number;
    let classIds: number[];
    const slots: Record<string, number> = {};
    let eceSlot: number;

    const periodId = (name: string) => bell.find((p) => p.name === name)!.id;

    beforeAll(async () => {
      database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      const made = testApp(database.handle, {}, { clock: time.clock });
      app = made.app;
      dataDir = made.config.dataDir;
      const db = database.handle.db;
      const [me] = await db.select({ facultyId: users.facultyId }).from(users).where(eq(users.username, 'faculty'));
      const [mine] = await db
        .select({ id: facultyAllotments.id, sectionId: facultyAllotments.sectionId })
        .from(facultyAllotments)
        .where(and(eq(facultyAllotments.facultyId, me!.facultyId!), eq(facultyAllotments.shared, false)))
        .orderBy(asc(facultyAllotments.id))
        .limit(1);
      sectionA = mine!.sectionId;
      // Ten CSE students in the teacher's section (the demo leaves students without one).
      const ten = await db
        .select({ id: students.id })
        .from(students)
        .where(like(students.rollNo, `${ROLL_PREFIX}05%`))
        .orderBy(asc(students.rollNo))
        .limit(10);
      classIds = ten.map((s) => s.id);
      for (const id of classIds) await db.update(students).set({ sectionId: sectionA }).where(eq(students.id, id));

      const academics = await as('academics');
      bell = (await academics.get('lists/bellPeriods?pageSize=100')).body.rows;
      const timetable = (
        await academics.post('timetables', { academicYear: DEMO_ALLOTMENT_YEAR, term: 'odd', sectionId: sectionA })
      ).body.row.id as number;
      for (const [name, day] of [
        ['yesterday', weekdayOf(YESTERDAY)],
        ['today', weekdayOf(TODAY)],
      ] as const) {
        const slot = await academics.post(`timetables/${timetable}/slots`, {
          day,
          periodId: periodId('Period 1'),
          allotmentId: mine!.id,
        });
        expect(slot.status).toBe(201);
        slots[name] = slot.body.row.id;
      }

      // A class of the ECE department, outside the CSE HoD's.
      const [ece] = await db
        .select({ branchId: branches.id, departmentId: branches.departmentId })
        .from(branches)
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(eq(departments.code, 'ECE'))
        .limit(1);
      const [eceSection] = await db
        .select({ id: sections.id })
        .from(sections)
        .where(eq(sections.branchId, ece!.branchId))
        .limit(1);
      const [eceTeacher] = await db
        .select({ id: faculty.id })
        .from(faculty)
        .where(eq(faculty.departmentId, ece!.departmentId))
        .limit(1);
      const [eceSubject] = await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.branchId, ece!.branchId))
        .limit(1);
      const [allotment] = await db
        .insert(facultyAllotments)
        .values({
          academicYear: DEMO_ALLOTMENT_YEAR,
          facultyId: eceTeacher!.id,
          subjectId: eceSubject!.id,
          sectionId: eceSection!.id,
        })
        .returning({ id: facultyAllotments.id });
      const admin = await as('admin');
      const eceTimetable = (
        await admin.post('timetables', { academicYear: DEMO_ALLOTMENT_YEAR, term: 'odd', sectionId: eceSection!.id })
      ).body.row.id as number;
      eceSlot = (
        await admin.post(`timetables/${eceTimetable}/slots`, {
          day: weekdayOf(TODAY),
          periodId: periodId('Period 2'),
          allotmentId: allotment!.id,
        })
      ).body.row.id;
    }, 300_000);
    afterAll(async () => database?.drop());

    const sheetRows = async (date: string) =>
      database.handle.db
        .select({ id: attendanceSheets.id, absent: attendanceSheets.absent })
        .from(attendanceSheets)
        .where(and(eq(attendanceSheets.sectionId, sectionA), eq(attendanceSheets.date, date)));

    // One walk, step by step: each step's sheets, marks and percentages stand on what the steps before it saved.
    it("takes a day's attendance and corrects it: outbox replays, same-day and past-day corrections, percentages and the HoD's views", async () => {
      // First: lists the teacher's classes of today and opens the sheet with the class list, everyone present.
      {
        const teacher = await as('faculty');
        const today = await teacher.get('attendance/classes');
        expect(today.status).toBe(200);
        expect(today.body.classes).toEqual([expect.objectContaining({ slotId: slots.today, taken: false })]);
        const sheet = await teacher.get(`attendance/sheet?slotId=${slots.today}&date=${TODAY}`);
        expect(sheet.body).toMatchObject({ taken: false, absentees: [], editable: true });
        expect(sheet.body.students).toHaveLength(10);
      }

      // Then: stores a sheet sent twice by the outbox (same Idempotency-Key) once.
      {
        const client = new SessionClient(app);
        expect((await client.signIn('faculty', 'Campus@2026')).status).toBe(200);
        const body = { slotId: slots.today, date: TODAY, absentees: [classIds[0], classIds[1]] };
        const send = () =>
          client.request('/api/app/attendance/sheets', {
            method: 'POST',
            json: body,
            headers: { 'Idempotency-Key': 'outbox-item-1', 'X-Outbox-Item': '1' },
          });
        const first = await send();
        const again = await send();
        expect(first.status).toBe(201);
        expect(again.status).toBe(201);
        expect(again.headers.get('Idempotent-Replayed')).toBe('true');
        expect(await again.json()).toEqual(await first.json());
        const rows = await sheetRows(TODAY);
        expect(rows).toEqual([expect.objectContaining({ absent: 2 })]);
        const marks = await database.handle.db
          .select()
          .from(attendanceMarks)
          .where(eq(attendanceMarks.sheetId, rows[0]!.id));
        expect(marks).toHaveLength(10);
        const classes = (await (await as('faculty')).get('attendance/classes')).body.classes;
        expect(classes[0]).toMatchObject({ taken: true, absent: 2 });
      }

      // Then: lets the teacher correct the same day; the class keeps one sheet.
      {
        const teacher = await as('faculty');
        const fixed = await teacher.post('attendance/sheets', {
          slotId: slots.today,
          date: TODAY,
          absentees: [classIds[0]],
        });
        expect(fixed).toMatchObject({ status: 200, body: { absent: 1, present: 9 } });
        expect(await sheetRows(TODAY)).toEqual([expect.objectContaining({ absent: 1 })]);
      }

      // Then: refuses the teacher a correction after the day, with the HoD's words, and takes the HoD's.
      {
        const teacher = await as('faculty');
        // Taken the day before, then corrected a day later.
        time.advance(-86_400_000);
        expect(
          (await teacher.post('attendance/sheets', { slotId: slots.yesterday, date: YESTERDAY, absentees: [] })).status,
        ).toBe(201);
        time.advance(86_400_000);
        const late = await teacher.post('attendance/sheets', {
          slotId: slots.yesterday,
          date: YESTERDAY,
          absentees: [classIds[2]],
        });
        expect(late).toMatchObject({ status: 403, body: { message: M.pastDayByHod } });
        expect(await sheetRows(YESTERDAY)).toEqual([expect.objectContaining({ absent: 0 })]);
        const hod = await as('hod');
        const byHod = await hod.post('attendance/sheets', {
          slotId: slots.yesterday,
          date: YESTERDAY,
          absentees: [classIds[2]],
        });
        expect(byHod).toMatchObject({ status: 200, body: { absent: 1 } });
        expect(await sheetRows(YESTERDAY)).toEqual([expect.objectContaining({ absent: 1 })]);
      }

      // Then: gives students and parents their percentages, mails a fall below the threshold once, tells eligibility.
      {
        const db = database.handle.db;
        const [demo] = await db
          .select({ id: students.id })
          .from(students)
          .where(eq(students.rollNo, `${ROLL_PREFIX}0501`));
        expect(classIds[0]).toBe(demo!.id);
        // 23B81A0501: absent today (1 of 2 held) → 50%, short; the fall was told by mail once.
        const own = await (await as('student')).get('attendance/student');
        expect(own.body).toMatchObject({ threshold: 75, overall: { held: 2, present: 1, percent: 50, short: true } });
        expect(own.body.subjects).toHaveLength(1);
        const parent = await (await as('parent')).get('attendance/student');
        expect(parent.body.overall.percent).toBe(50);
        expect((await (await as('parent')).get('attendance/student?studentId=999999')).status).toBe(403);
        // Told once (the student and the parent), though the sheet was saved three times.
        // Mail goes in the background: read the mail folder once both are written.
        const outbox = path.join(dataDir, 'outbox');
        const mails = () =>
          existsSync(outbox) ? readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8')) : [];
        const to = (pattern: RegExp) => mails().filter((m) => pattern.test(m));
        await expect.poll(() => to(/^To: parent@/im).length).toBe(1);
        await expect.poll(() => to(new RegExp(`^To: ${ROLL_PREFIX_LOWER}0501@`, 'im')).length).toBe(1);
        expect(to(new RegExp(`^To: ${ROLL_PREFIX_LOWER}0501@`, 'im'))[0]).toContain(
          'Attendance below the required percentage',
        );
        const store = attendanceStore(db, (fn) => fn());
        expect(
          await attendanceEligibility(store, demo!.id, { academicYear: DEMO_ALLOTMENT_YEAR, term: 'odd' }, 75),
        ).toMatchObject({ held: 2, present: 1, eligible: false });
      }

      // Then: gives the HoD the department's absentees of the day and a section's monthly register.
      {
        const hod = await as('hod');
        const day = await hod.get('attendance/department');
        expect(day.body.totals).toMatchObject({ sheets: 1, marks: 10, absent: 1 });
        expect(day.body.absentees).toEqual([expect.objectContaining({ rollNo: `${ROLL_PREFIX}0501` })]);
        const register = await hod.get(`attendance/register?sectionId=${sectionA}&month=${TODAY.slice(0, 7)}`);
        expect(register.body.columns).toHaveLength(2);
        expect(register.body.rows[0]).toMatchObject({ rollNo: `${ROLL_PREFIX}0501`, cells: ['P', 'A'], percent: 50 });
        const subjects = await (await as('faculty')).get('attendance/subjects');
        const mine = subjects.body.subjects.find((s: { sectionId: number }) => s.sectionId === sectionA);
        expect(mine).toMatchObject({ students: 10, held: 2 });
        const detail = await (await as('faculty')).get(`attendance/subjects/${mine.id}`);
        expect(detail.body.students[0]).toMatchObject({ rollNo: `${ROLL_PREFIX}0501`, held: 2, present: 1 });
      }
    });

    it('refuses a HoD outside their department, a student, and a day to come', async () => {
      const hod = await as('hod');
      const other = await hod.post('attendance/sheets', { slotId: eceSlot, date: TODAY, absentees: [] });
      expect(other).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.forbidden, reason: M.notYourClass } });
      expect((await hod.get(`attendance/sheet?slotId=${eceSlot}&date=${TODAY}`)).status).toBe(403);
      const teacher = await as('faculty');
      expect((await teacher.post('attendance/sheets', { slotId: eceSlot, date: TODAY, absentees: [] })).status).toBe(
        403,
      );
      const ecesSection = (await (await as('admin')).get('attendance/department')).body.sections.find(
        (s: { label: string }) => s.label.includes(' ECE '),
      ).value;
      expect((await hod.get(`attendance/register?sectionId=${ecesSection}&month=${TODAY.slice(0, 7)}`)).status).toBe(
        403,
      );
      expect(
        (await (await as('student')).post('attendance/sheets', { slotId: slots.today, date: TODAY, absentees: [] }))
          .status,
      ).toBe(403);
      const nextWeek = `${TODAY.slice(0, 8)}${String(Number(TODAY.slice(8)) + 7).padStart(2, '0')}`;
      const future = await (
        await as('admin')
      ).post('attendance/sheets', { slotId: slots.today, date: nextWeek, absentees: [] });
      expect(future).toMatchObject({ status: 409, body: { reason: M.futureDay } });
      const notInClass = await teacher.post('attendance/sheets', {
        slotId: slots.today,
        date: TODAY,
        absentees: [999999],
      });
      expect(notInClass).toMatchObject({ status: 400, body: { reason: M.notInClass } });
    });
  });
}
