import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { TIMETABLE_MESSAGES as M } from '../../src/domain/timetable/messages';
import { parentStudents, students, users } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { freshDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

type Option = { value: number; label: string };
type Allotment = {
  id: number;
  facultyId: number;
  facultyName: string;
  empCode: string;
  sectionId: number;
  sectionLabel: string;
  subjectCode: string;
  shared: boolean;
};

/** Timetables on PGlite: build, clashes refused, a HoD outside their department, substitutions, the week, delete. */
describe('timetables API on pglite', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  const MONDAY = '2026-08-03';
  let bell: { id: number; name: string; kind: string }[];
  let allotments: Allotment[];

  const periodId = (name: string) => bell.find((p) => p.name === name)!.id;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle).app;
    bell = (await (await as('academics')).get('lists/bellPeriods?pageSize=100')).body.rows;
    allotments = (await (await as('admin')).get(`allotments?academicYear=${DEMO_ALLOTMENT_YEAR}`)).body.rows;
  }, 300_000);
  afterAll(async () => database?.drop());

  const sectionA = () => allotments.find((a) => a.sectionLabel.endsWith(' A'))!.sectionId;
  const sectionB = () => allotments.find((a) => a.sectionLabel.endsWith(' B'))!.sectionId;
  const timetableFor = async (user: string, sectionId: number) => {
    const made = await (
      await as(user)
    ).post('timetables', { academicYear: DEMO_ALLOTMENT_YEAR, term: 'odd', sectionId });
    expect(made.status).toBe(201);
    return made.body.row.id as number;
  };

  // One walk: each step works on the timetables the steps before it built.
  it(`builds, guards, substitutes and deletes section timetables ('${M.deleted}')`, async () => {
    // First: builds a section timetable, refuses clashes of teacher, room and section, and a lab over a break.
    {
      const academics = await as('academics');
      const a = await timetableFor('academics', sectionA());
      const again = await academics.post('timetables', {
        academicYear: DEMO_ALLOTMENT_YEAR,
        term: 'odd',
        sectionId: sectionA(),
      });
      expect(again).toMatchObject({ status: 409, body: { reason: M.sectionHasOne } });

      const inA = allotments.filter((x) => x.sectionId === sectionA() && !x.shared);
      const first = inA[0]!;
      const added = await academics.post(`timetables/${a}/slots`, {
        day: 1,
        periodId: periodId('Period 1'),
        span: 2,
        allotmentId: first.id,
        room: 'Lab 2',
      });
      expect(added).toMatchObject({ status: 201, body: { message: L.saved, row: { from: 1, to: 2 } } });

      const otherSubject = inA.find((x) => x.facultyId !== first.facultyId)!;
      const sectionBusy = await academics.post(`timetables/${a}/slots`, {
        day: 1,
        periodId: periodId('Period 2'),
        allotmentId: otherSubject.id,
      });
      expect(sectionBusy).toMatchObject({
        status: 409,
        body: { message: L.invalid, reason: M.sectionBusy(first.sectionLabel, first.subjectCode, 1, 'Period 2') },
      });

      const b = await timetableFor('academics', sectionB());
      const sameTeacherInB = allotments.find((x) => x.sectionId === sectionB() && x.facultyId === first.facultyId);
      if (sameTeacherInB) {
        const busy = await academics.post(`timetables/${b}/slots`, {
          day: 1,
          periodId: periodId('Period 2'),
          allotmentId: sameTeacherInB.id,
        });
        expect(busy.body.reason).toBe(M.facultyBusy(first.facultyName, first.sectionLabel, 1, 'Period 2'));
      }
      const otherTeacherInB = allotments.find((x) => x.sectionId === sectionB() && x.facultyId !== first.facultyId)!;
      const room = await academics.post(`timetables/${b}/slots`, {
        day: 1,
        periodId: periodId('Period 1'),
        allotmentId: otherTeacherInB.id,
        room: 'lab 2',
      });
      expect(room.body.reason).toBe(M.roomTaken('Lab 2', first.sectionLabel, 1, 'Period 1'));
      const overBreak = await academics.post(`timetables/${b}/slots`, {
        day: 2,
        periodId: periodId('Period 2'),
        span: 2,
        allotmentId: otherTeacherInB.id,
      });
      expect(overBreak.body.reason).toBe(M.spanTooLong);
      const wrongSection = await academics.post(`timetables/${b}/slots`, {
        day: 3,
        periodId: periodId('Period 1'),
        allotmentId: first.id,
      });
      expect(wrongSection.body.reason).toBe(M.notThisSection);
      const view = await academics.get(`timetables/${a}`);
      expect(view.body.slots).toHaveLength(1);
    }

    // Then: answers a HoD outside their department with 403 and changes nothing.
    {
      const admin = await as('admin');
      const hod = await as('hod');
      const sections: Option[] = (await admin.get('allotments/choices')).body.sections;
      const ece = sections.find((s) => s.label.includes(' ECE '))!;
      const refused = await hod.post('timetables', {
        academicYear: DEMO_ALLOTMENT_YEAR,
        term: 'odd',
        sectionId: ece.value,
      });
      expect(refused).toMatchObject({
        status: 403,
        body: { message: AUTH_MESSAGES.forbidden, reason: M.notYourDepartment },
      });
      const list = await admin.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`);
      expect(list.body.rows.some((r: { sectionId: number }) => r.sectionId === ece.value)).toBe(false);
      const eceTimetable = await timetableFor('admin', ece.value);
      expect((await hod.delete(`timetables/${eceTimetable}`)).status).toBe(403);
      expect((await hod.get(`timetables/${eceTimetable}`)).status).toBe(403);
      expect((await admin.get(`timetables/${eceTimetable}`)).status).toBe(200);
      // The HoD's own department's timetables are theirs to read.
      const own = await hod.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`);
      expect(own.body.rows.length).toBeGreaterThan(0);
      expect(
        own.body.rows.every((r: { department: string }) => r.department === 'Computer Science and Engineering'),
      ).toBe(true);
      expect((await (await as('faculty')).post('timetables', {})).status).toBe(403);
    }

    // Then: puts a substitute in for one date, refusing one who is busy then, and shows the weeks.
    {
      const academics = await as('academics');
      const list = (await academics.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`)).body.rows;
      const idOf = (sectionId: number) => list.find((r: { sectionId: number }) => r.sectionId === sectionId).id;
      const a = idOf(sectionA());
      const b = idOf(sectionB());
      const slot = (await academics.get(`timetables/${a}`)).body.slots[0];
      // The demo faculty member teaches the slot; a colleague teaching B at that time cannot cover it.
      const busy = allotments.find((x) => x.sectionId === sectionB() && x.facultyId !== slot.facultyId)!;
      const inB = await academics.post(`timetables/${b}/slots`, {
        day: 1,
        periodId: periodId('Period 1'),
        allotmentId: busy.id,
      });
      expect(inB.status).toBe(201);
      const substitution = (facultyId: number, date = MONDAY) =>
        academics.post(`timetables/${a}/substitutions`, { slotId: slot.id, date, facultyId });
      expect((await substitution(busy.facultyId)).body.reason).toBe(
        M.substituteBusy(busy.facultyName, busy.sectionLabel, MONDAY, 'Period 1'),
      );
      expect((await substitution(slot.facultyId)).body.reason).toBe(M.ownTeacher);
      const free = allotments.find((x) => x.facultyId !== slot.facultyId && x.facultyId !== busy.facultyId)!;
      expect((await substitution(free.facultyId, '2026-08-04')).body.reason).toBe(M.notTheDay);
      const made = await substitution(free.facultyId);
      expect(made).toMatchObject({ status: 201, body: { message: L.saved } });
      expect((await substitution(free.facultyId)).body.reason).toBe(M.substituteTaken);

      const faculty = await as('faculty');
      const week = (await faculty.get(`timetable/week?weekOf=${MONDAY}&term=odd`)).body;
      expect(week.days[0].entries).toEqual([
        expect.objectContaining({ slotId: slot.id, kind: 'covered', teacher: free.facultyName, from: 1, to: 2 }),
      ]);
      // The week after, the class is its own teacher's again: a substitution is for its date only.
      const next = (await faculty.get(`timetable/week?weekOf=2026-08-10&term=odd`)).body;
      expect(next.days[0].entries).toEqual([expect.objectContaining({ slotId: slot.id, kind: 'regular' })]);

      await database.handle.db
        .update(students)
        .set({ sectionId: sectionA() })
        .where(eq(students.rollNo, `${ROLL_PREFIX}0501`));
      const student = (await (await as('student')).get(`timetable/week?weekOf=${MONDAY}&term=odd`)).body;
      expect(student.days[0].entries).toEqual([
        expect.objectContaining({ slotId: slot.id, kind: 'substituted', teacher: free.facultyName }),
      ]);
      const parent = await as('parent');
      expect((await parent.get(`timetable/week?weekOf=${MONDAY}&term=odd`)).body.days[0].entries[0].slotId).toBe(
        slot.id,
      );
      expect((await parent.get('timetable/week?studentId=999999')).status).toBe(403);

      // A parent of two children gets both to choose from, and the week of the one named.
      const db = database.handle.db;
      const [parentUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'parent'));
      const [first] = await db.select({ id: parentStudents.studentId }).from(parentStudents);
      const [second] = await db
        .insert(students)
        .values({
          ...(await db.select().from(students).where(eq(students.id, first!.id)))[0]!,
          id: undefined,
          rollNo: `${ROLL_PREFIX}0599`,
          fullName: 'Second Child',
          sectionId: null,
        })
        .returning({ id: students.id });
      await db.insert(parentStudents).values({ parentUserId: parentUser!.id, studentId: second!.id });
      const two = (await parent.get(`timetable/week?weekOf=${MONDAY}&term=odd`)).body;
      expect(two.children.map((c: { name: string }) => c.name)).toContain('Second Child');
      expect(two.studentId).toBe(first!.id);
      const theirs = await parent.get(`timetable/week?weekOf=${MONDAY}&term=odd&studentId=${second!.id}`);
      expect(theirs.status).toBe(404);
      expect(theirs.body.message).toBe(M.noSection);
    }

    // Then: deletes a timetable with its words, its slots with it.
    {
      const academics = await as('academics');
      const list = await academics.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`);
      const b = list.body.rows.find((r: { sectionId: number }) => r.sectionId === sectionB()).id;
      expect(await academics.delete(`timetables/${b}`)).toMatchObject({ status: 200, body: { message: M.deleted } });
      expect((await academics.get(`timetables/${b}`)).status).toBe(404);
    }
  });
});
