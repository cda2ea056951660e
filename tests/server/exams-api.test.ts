import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { branches, courses, examResults, regulations, semesters, students } from '../../src/server/db/schema';
import { postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';
import { ROLL_PREFIX, demo } from '../support/demo-rolls';
import { LATER_COURSES } from '../../src/server/demo/later-courses';

const reachable = await postgresReachable();

type Subject = { id: number; code: string; branch: string; semester: number };

/** The exam cell on each database: define, timetable clashes, register regular and supplementary, delete refused. */
describe.each(['pglite', 'postgres'] as const)('exam cell API (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  let r22: number;
  let btech: number;
  /** IV Year I Semester subjects the demo lacks: two CSE (one an elective pair), one ECE. */
  const final: Record<string, number> = {};

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle).app;
    const db = database.handle.db;
    const choices = (await (await as('examination')).get('exams/choices')).body;
    r22 = choices.regulations.find((r: { label: string }) => r.label === 'R22').value;
    btech = choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value;
    const [sem7] = await db
      .select({ id: semesters.id })
      .from(semesters)
      .where(and(eq(semesters.degreeId, btech), eq(semesters.number, 7)));
    const branchId = async (name: string) =>
      (await db.select({ id: branches.id }).from(branches).where(eq(branches.shortName, name)))[0]!.id;
    const [reg] = await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, 'R22'));
    const rows = [
      { code: 'R22CS701', name: 'Compiler Design', branch: 'CSE', group: '' },
      { code: 'R22CS702', name: 'Cloud Computing', branch: 'CSE', group: 'Professional Elective IV' },
      { code: 'R22CS703', name: 'Quantum Computing', branch: 'CSE', group: 'Professional Elective IV' },
      { code: 'R22EC701', name: 'Microwave Engineering', branch: 'ECE', group: '' },
    ];
    for (const r of rows) {
      const [made] = await db
        .insert(courses)
        .values({
          code: r.code,
          name: r.name,
          credits: 3,
          branchId: await branchId(r.branch),
          semesterId: sem7!.id,
          regulationId: reg!.id,
          electiveGroup: r.group,
        })
        .returning({ id: courses.id });
      final[r.code] = made!.id;
    }
  }, 300_000);
  afterAll(async () => database?.drop());

  const exam = (over: Record<string, unknown>) => ({
    title: 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026',
    regulationId: r22,
    degreeId: btech,
    semester: 7,
    examType: 'regular',
    month: 11,
    year: 2026,
    ...over,
  });

  it.skipIf(skip)(
    'defines a regular exam, refuses a clash for a branch, registers the semester and re-runs',
    async () => {
      const cell = await as('examination');
      const made = await cell.post('exams', exam({}));
      expect(made.status).toBe(201);
      expect(made.body.message).toBe(M.saved);
      const id = made.body.row.id as number;
      expect((await cell.post('exams', exam({}))).body.reason).toBe(M.titleTaken);

      const put = (code: string, date: string, session: string) =>
        cell.put(`exams/${id}/subjects/${final[code]}`, { date, session });
      expect((await put('R22CS701', '2026-11-02', 'FN')).status).toBe(200);
      // Two alternatives of an elective group share a session; the ECE subject shares it with CSE's.
      expect((await put('R22CS702', '2026-11-04', 'FN')).status).toBe(200);
      expect((await put('R22CS703', '2026-11-04', 'FN')).status).toBe(200);
      expect((await put('R22EC701', '2026-11-02', 'FN')).status).toBe(200);
      const clash = await put('R22CS702', '2026-11-02', 'FN');
      expect(clash.status).toBe(409);
      expect(clash.body.reason).toBe('CSE would sit R22CS701 and R22CS702 on 2026-11-02 in the forenoon');
      // The refused change left the subject where it was.
      const view = (await cell.get(`exams/${id}`)).body;
      expect(view.subjects.find((s: Subject) => s.code === 'R22CS702').date).toBe('2026-11-04');
      // A subject of another semester is not this exam's: it may cover these four and the demo's own IV Year I
      // Semester subjects (six a branch), no more.
      const other = view.coverable.length;
      expect(other).toBe(4 + 30);

      const first = await cell.post(`exams/${id}/registration`, {});
      expect(first.status).toBe(200);
      expect(first.body.byBranch.map((b: { branch: string; registered: number }) => [b.branch, b.registered])).toEqual([
        ['CSE', 60],
        ['ECE', 60],
      ]);
      const cse = first.body.students.find((s: { rollNo: string }) => s.rollNo === `${ROLL_PREFIX}0501`);
      expect(cse.subjectIds).toEqual([final.R22CS701, final.R22CS702, final.R22CS703].sort((a, b) => a! - b!));
      for (const s of first.body.students)
        expect([s.eligible, s.reason]).toEqual(s.reason ? [false, 'dues'] : [true, '']);
      const again = await cell.post(`exams/${id}/registration`, {});
      expect(again.body.students).toEqual(first.body.students);
      expect((await cell.get(`exams/${id}/registration`)).body.byBranch).toEqual(first.body.byBranch);

      // A student owing tuition gets no hall ticket until the dues are paid.
      const owing = first.body.students.find((s: { reason: string }) => s.reason === 'dues');
      if (owing) {
        const refusedTicket = await cell.get(`exams/${id}/hallTickets?rollNo=${owing.rollNo}`);
        expect([refusedTicket.status, refusedTicket.body.reason]).toEqual([409, 'Fee dues outstanding']);
      }

      const refused = await cell.delete(`exams/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: M.deleteRefused, reason: M.studentsRegistered });
      const fixed = await cell.put(`exams/${id}`, exam({ semester: 6 }));
      expect(fixed.body.reason).toBe(M.fixedOnceScheduled);
      const renamed = await cell.put(
        `exams/${id}`,
        exam({ month: 12, title: 'B.Tech IV Year I Semester (R22) Regular Examinations, December 2026' }),
      );
      expect(renamed.body.message).toBe(M.modified);
    },
  );

  it.skipIf(skip)(
    "registers a supplementary exam's F and AB students and refuses a backlog clash across semesters",
    async () => {
      const cell = await as('examination');
      const db = database.handle.db;
      const made = await cell.post(
        'exams',
        exam({
          title: 'B.Tech III Year I Semester (R22) Supplementary Examinations, June 2026',
          semester: 5,
          examType: 'supplementary',
          month: 6,
        }),
      );
      const id = made.body.row.id as number;
      const coverable: Subject[] = (await cell.get(`exams/${id}`)).body.coverable;
      expect(new Set(coverable.map((s) => s.semester))).toEqual(new Set([3, 4, 5]));
      // A student failing (or absent in) a III semester and a IV semester subject of the same branch.
      const failed = await db
        .select({ studentId: examResults.studentId, courseId: examResults.courseId, semester: semesters.number })
        .from(examResults)
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .innerJoin(semesters, eq(semesters.id, courses.semesterId))
        .where(inArray(examResults.grade, ['F', 'AB']));
      const student = failed.find(
        (a) => a.semester === 3 && failed.some((b) => b.studentId === a.studentId && b.semester === 4),
      )!;
      const a = student.courseId;
      const b = failed.find((f) => f.studentId === student.studentId && f.semester === 4)!.courseId;
      const [{ rollNo }] = (await db
        .select({ rollNo: students.rollNo })
        .from(students)
        .where(eq(students.id, student.studentId))) as [{ rollNo: string }];
      const code = (courseId: number) => coverable.find((s) => s.id === courseId)!.code;
      expect((await cell.put(`exams/${id}/subjects/${a}`, { date: '2026-06-01', session: 'AN' })).status).toBe(200);
      const clash = await cell.put(`exams/${id}/subjects/${b}`, { date: '2026-06-01', session: 'AN' });
      expect(clash.status).toBe(409);
      expect(clash.body.reason).toBe(`${rollNo} would sit ${code(a)} and ${code(b)} on 2026-06-01 in the afternoon`);
      expect((await cell.put(`exams/${id}/subjects/${b}`, { date: '2026-06-02', session: 'AN' })).status).toBe(200);

      const registered = await cell.post(`exams/${id}/registration`, {});
      expect(registered.status).toBe(200);
      const expected = [...new Set(failed.filter((f) => f.courseId === a || f.courseId === b).map((f) => f.studentId))];
      expect(registered.body.students).toHaveLength(expected.length);
      const mine = registered.body.students.find((s: { rollNo: string }) => s.rollNo === rollNo);
      expect(mine.subjectIds).toEqual([a, b].sort((x, y) => x - y));
      expect((await cell.delete(`exams/${id}`)).status).toBe(409);
    },
  );

  it.skipIf(skip)(
    "answers 'ExamFor Data cannot be Blank' and 'No Records Found', and deletes an exam nobody sits",
    async () => {
      const cell = await as('examination');
      const made = await cell.post(
        'exams',
        exam({ title: 'B.Tech III Year I Semester (R22) Regular Examinations, December 2026', semester: 5, month: 12 }),
      );
      const id = made.body.row.id as number;
      expect((await cell.post(`exams/${id}/registration`, {})).body.message).toBe(M.examForBlank);
      const subject = (await cell.get(`exams/${id}`)).body.coverable[0] as Subject;
      await cell.put(`exams/${id}/subjects/${subject.id}`, { date: '2026-12-01', session: 'FN' });
      // A subject on an exam's timetable stays: deleting it from the list is refused with the reason.
      const kept = await (await as('admin')).delete(`lists/subjects/${subject.id}`);
      expect(kept.status).toBe(409);
      expect(kept.body.reason).toMatch(/, 1 exam timetable entries$/);
      // The demo batch has moved on to the IV year: nobody is in the III Year I Semester now.
      const none = await cell.post(`exams/${id}/registration`, {});
      expect([none.status, none.body.message]).toEqual([404, M.noRecords]);
      expect((await cell.delete(`exams/${id}`)).body.message).toBe(M.deleted);
      expect((await cell.get(`exams/${id}`)).body.message).toBe(M.examNotFound);
    },
  );

  it.skipIf(skip)(
    "offers exactly the semester's curriculum: R22's III Year II Semester subjects of each branch, 0-credit and labs",
    async () => {
      const cell = await as('examination');
      const db = database.handle.db;
      // Not this exam's: a subject of the same semester and branch under another regulation.
      const [cse] = await db.select({ id: branches.id }).from(branches).where(eq(branches.shortName, 'CSE'));
      const [sem6] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.degreeId, btech), eq(semesters.number, 6)));
      const [r20] = await db.select({ id: regulations.id }).from(regulations).where(eq(regulations.code, 'R20'));
      const [decoy] = await db
        .insert(courses)
        .values({
          code: 'R20CS6X1',
          name: 'Old Scheme Elective',
          credits: 3,
          branchId: cse!.id,
          semesterId: sem6!.id,
          regulationId: r20!.id,
        })
        .returning({ id: courses.id });
      const made = await cell.post(
        'exams',
        exam({
          title: 'B.Tech III Year II Semester (R22) Regular Examinations, April 2027',
          semester: 6,
          month: 4,
          year: 2027,
        }),
      );
      const id = made.body.row.id as number;
      const offered = (await cell.get(`exams/${id}`)).body.coverable as (Subject & { name: string })[];
      const curriculum = Object.entries(LATER_COURSES).flatMap(([branch, bySemester]) =>
        (bySemester[6] ?? []).map(([name]) => `${branch} ${name}`),
      );
      expect(offered.map((s) => `${s.branch} ${s.name}`).sort()).toEqual(curriculum.sort());
      expect(offered.every((s) => s.semester === 6)).toBe(true);
      // The curriculum's 0-credit subject (pass or no pass) and its labs are there to place like any other.
      const zeroCredit = Object.values(LATER_COURSES).flatMap((b) =>
        (b[6] ?? []).filter(([, credits]) => credits === 0),
      );
      expect(zeroCredit.length).toBeGreaterThan(0);
      expect(offered.filter((s) => s.name === zeroCredit[0]![0])).toHaveLength(Object.keys(LATER_COURSES).length);
      expect(offered.filter((s) => /Laboratory$/.test(s.name)).length).toBeGreaterThanOrEqual(
        Object.keys(LATER_COURSES).length,
      );
      expect(offered.some((s) => s.id === decoy!.id)).toBe(false);
      const placed = await cell.put(`exams/${id}/subjects/${decoy!.id}`, { date: '2027-04-05', session: 'FN' });
      expect([placed.status, placed.body.message, placed.body.reason]).toEqual([
        404,
        M.subjectNotFound,
        M.notOfThisExam,
      ]);

      expect((await cell.delete(`exams/${id}`)).body.message).toBe(M.deleted);
      await db.delete(courses).where(eq(courses.id, decoy!.id));
    },
  );

  it.skipIf(skip)('refuses bad fields, a published title, and writes by Authority roles, who read', async () => {
    const cell = await as('examination');
    expect((await cell.post('exams', exam({ examType: 'special' }))).body.message).toBe(M.examTypeNotFound);
    expect((await cell.post('exams', exam({ month: 13 }))).body.message).toBe(M.monthNotFound);
    expect((await cell.post('exams', exam({ semester: 9 }))).body.message).toBe(M.semesterNotFound);
    const published = await cell.post(
      'exams',
      exam({
        title: demo.examTitles[1]!,
        semester: 4,
        month: 5,
        year: 2024,
      }),
    );
    expect(published.body.reason).toBe(M.titleTaken);
    const principal = await as('principal');
    expect((await principal.get('exams')).status).toBe(200);
    expect((await principal.post('exams', exam({ title: 'Anything' }))).body.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await (await as('faculty')).get('exams')).status).toBe(403);
  });
});
