import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterMeaningChanged } from '../../src/domain/academic/grading-scheme';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { SUBJECT_REASONS } from '../../src/domain/academic/subject-list';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import {
  branches,
  examMarks,
  examProcessedResults,
  examProcessedStudents,
  examResultLog,
  examResults,
  regulations,
  students,
} from '../../src/server/db/schema';
import { postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { marksOfEveryone, placeSubjects, publish, registerEveryone, type ApiCalls } from './support/published-exam';
import { signedInClients, type Answer } from './support/signed-in-clients';
import { testApp } from './support/test-app';

/** JNTUH R22 as the university sets it: O to F on 10 points. */
const JNTUH_R22 = 'O 90 10; A+ 80 9; A 70 8; B+ 60 7; B 50 6; C 40 5; F 0 0';

const reachable = await postgresReachable();

/** A regulation's pass rules, subjects by kind and credits, and a scheme change, through the lists and the exam cell. */
describe.each(['pglite', 'postgres'] as const)('regulation pass rules, credits and grade letters (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle).app;
  }, 300_000);
  afterAll(async () => database?.drop());

  /** A change to a checked list made by the academic section and authorized by the principal: the row. */
  const authorized = async (made: Promise<Answer>) => {
    const answer = await made;
    expect(answer.status).toBe(202);
    const done = await (await as('principal')).post(`listChangeRequests/${answer.body.request.id}/authorize`, {});
    expect(done.status).toBe(200);
    return done.body.row;
  };

  /**
   * A regulation of JNTUH's R22 scheme named `code`, which the students of one demo branch move to (they are in
   * semester `semester`): its id, the branch's and the B.Tech semesters'.
   */
  const regulationFor = async (code: string, branch: string, semester: number, passRules = '') => {
    const academics = await as('academics');
    const row = await authorized(
      academics.post('lists/regulations', {
        code,
        fromYear: 2022,
        gradingScheme: JNTUH_R22.split('; ').map((part) => {
          const [grade, min, points] = part.split(' ');
          return { grade, min: Number(min), points: Number(points) };
        }),
        minExternalPercent: 35,
        minTotalPercent: 40,
        passRules: passRules ? parsePassRules(passRules) : {},
        creditsToGraduate: 160,
        maxYears: 8,
      }),
    );
    const db = database.handle.db;
    const [b] = await db.select().from(branches).where(eq(branches.shortName, branch));
    await db.update(students).set({ regulationId: row.id, semester }).where(eq(students.branchId, b!.id));
    const semesters = (await academics.get(`lists/semesters?degreeId=${b!.degreeId}&pageSize=20`)).body.rows;
    const semesterId = (n: number) => semesters.find((s: { number: number }) => s.number === n).id as number;
    return { id: row.id as number, branchId: b!.id, degreeId: b!.degreeId, semesterId };
  };
  const parsePassRules = (text: string) =>
    Object.fromEntries(
      text.split('; ').map((part) => {
        const [kind, internal, external, total] = part.split(' ');
        return [kind, { internal: Number(internal), external: Number(external), total: Number(total) }];
      }),
    );

  /** A subject added through the subjects list: its id. */
  const addSubject = async (
    reg: { id: number; branchId: number; semesterId: (n: number) => number },
    semester: number,
    code: string,
    subjectType: string,
    credits: number,
  ) => {
    const row = await authorized(
      (await as('academics')).post('lists/subjects', {
        regulationId: reg.id,
        branchId: reg.branchId,
        semesterId: reg.semesterId(semester),
        code,
        name: `Subject ${code}`,
        credits,
        subjectType,
        internalMax: 40,
        externalMax: 60,
      }),
    );
    return row.id as number;
  };

  /** A regular exam of the regulation's semester with the subjects on its timetable and its students registered. */
  const examWith = async (cell: ApiCalls, code: string, semester: number, subjectIds: number[], title: string) => {
    const choices = (await cell.get('exams/choices')).body;
    const made = await cell.post('exams', {
      title,
      regulationId: choices.regulations.find((r: { label: string }) => r.label === code).value,
      degreeId: choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value,
      semester,
      examType: 'regular',
      month: 3,
      year: 2027,
    });
    expect(made.status).toBe(201);
    const id = made.body.row.id as number;
    await placeSubjects(
      cell,
      id,
      subjectIds.map((s, i) => [s, `2027-03-${String(i * 2 + 1).padStart(2, '0')}`] as const),
    );
    const sitting = await registerEveryone(cell, database.handle.db, id);
    expect(sitting.length).toBeGreaterThan(2);
    return { id, sitting };
  };

  it.skipIf(skip)(
    'accepts a 1.5-credit lab and a 0-credit mandatory course and processes them: the lab by its credits, the course P or NP outside the SGPA',
    async () => {
      const db = database.handle.db;
      const cell = await as('examination');
      const reg = await regulationFor('HR22', 'CSE', 7, 'lab 0 40 50');
      const zeroLab = await (
        await as('academics')
      ).post('lists/subjects', {
        regulationId: reg.id,
        branchId: reg.branchId,
        semesterId: reg.semesterId(7),
        code: 'HR22CS700',
        name: 'Zero credit lab',
        credits: 0,
        subjectType: 'lab',
        internalMax: 40,
        externalMax: 60,
      });
      expect(zeroLab).toMatchObject({ status: 400, body: { message: L.invalid, reason: SUBJECT_REASONS.zeroCredits } });

      const theory = await addSubject(reg, 7, 'HR22CS701', 'theory', 3);
      const lab = await addSubject(reg, 7, 'HR22CS702', 'lab', 1.5);
      const mandatory = await addSubject(reg, 7, 'HR22CS703', 'mandatory', 0);
      const listed = (await (await as('academics')).get(`lists/subjects?q=HR22CS70`)).body.rows;
      expect(listed.map((r: { code: string; credits: number }) => [r.code, r.credits])).toEqual([
        ['HR22CS701', 3],
        ['HR22CS702', 1.5],
        ['HR22CS703', 0],
      ]);

      const { id, sitting } = await examWith(cell, 'HR22', 7, [theory, lab, mandatory], 'HR22 credits, March 2027');
      const [good, notPassed] = sitting;
      const { rows, row } = marksOfEveryone(id, sitting, [theory, lab, mandatory]);
      // Everyone: theory 30 + 50 = 80 (A+, 9), lab 26 + 24 = 50 (B, 6: the lab's 50% total met), mandatory 20 + 50 (P).
      for (const s of sitting) Object.assign(row(s.id, lab), { internal: 26, external: 24 });
      for (const s of sitting) Object.assign(row(s.id, theory), { internal: 30, external: 50 });
      // A lab of 25 + 24 = 49 fails the lab's 50% total, which a theory subject would pass with C.
      Object.assign(row(notPassed!.id, lab), { internal: 25, external: 24 });
      // 10 + 20 in the mandatory course: external 20 < 21, not passed.
      Object.assign(row(notPassed!.id, mandatory), { internal: 10, external: 20 });
      await db.insert(examMarks).values(rows);

      expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
      const grades = async (studentId: number) =>
        (
          await db
            .select({ courseId: examProcessedResults.courseId, grade: examProcessedResults.grade })
            .from(examProcessedResults)
            .where(and(eq(examProcessedResults.examId, id), eq(examProcessedResults.studentId, studentId)))
        )
          .sort((a, b) => a.courseId - b.courseId)
          .map((r) => r.grade);
      const standing = async (studentId: number) => {
        const [s] = await db
          .select()
          .from(examProcessedStudents)
          .where(and(eq(examProcessedStudents.examId, id), eq(examProcessedStudents.studentId, studentId)));
        return { sgpa: Math.round(s!.sgpa! * 100) / 100, backlogs: s!.backlogs, standing: s!.standing };
      };
      expect(await grades(good!.id)).toEqual(['A+', 'B', 'P']);
      // (3 × 9 + 1.5 × 6) / 4.5 = 8: the mandatory course weighs nothing.
      expect(await standing(good!.id)).toEqual({ sgpa: 8, backlogs: 0, standing: 'pass' });
      expect(await grades(notPassed!.id)).toEqual(['A+', 'F', 'NP']);
      // (3 × 9 + 1.5 × 0) / 4.5 = 6; the lab and the mandatory course are both backlogs.
      expect(await standing(notPassed!.id)).toEqual({ sgpa: 6, backlogs: 2, standing: 'fail' });
    },
  );

  it.skipIf(skip)(
    'keeps published letters and points when the scheme changes, and re-grades processed results only when asked, with a log line',
    async () => {
      const db = database.handle.db;
      const cell = await as('examination');
      const reg = await regulationFor('KR22', 'ECE', 7);
      const first = await addSubject(reg, 7, 'KR22EC701', 'theory', 3);
      const second = await addSubject(reg, 8, 'KR22EC801', 'theory', 3);
      const published = await examWith(cell, 'KR22', 7, [first], 'KR22 semester 7, March 2027');
      // Everyone 20 + 48 = 68: B+ (7) under JNTUH's scheme.
      const marksOf = (examId: number, sitting: { id: number }[], courseId: number) =>
        marksOfEveryone(examId, sitting, [courseId]).rows.map((r) => ({ ...r, external: 48 }));
      await db.insert(examMarks).values(marksOf(published.id, published.sitting, first));
      await publish(cell, await as('principal'), published.id);
      const publishedRows = () =>
        db
          .select({ grade: examResults.grade, points: examResults.gradePoints })
          .from(examResults)
          .where(eq(examResults.courseId, first));
      expect(new Set((await publishedRows()).map((r) => `${r.grade} ${r.points}`))).toEqual(new Set(['B+ 7']));

      await db
        .update(students)
        .set({ semester: 8 })
        .where(
          inArray(
            students.id,
            published.sitting.map((s) => s.id),
          ),
        );
      const processed = await examWith(cell, 'KR22', 8, [second], 'KR22 semester 8, March 2027');
      await db.insert(examMarks).values(marksOf(processed.id, processed.sitting, second));
      expect((await cell.post(`exams/${processed.id}/results/process`, {})).status).toBe(200);

      // B+ was published worth 7: a scheme giving it 8 is refused, and nothing changes.
      const academics = await as('academics');
      const current = (await academics.get('lists/regulations?q=KR22')).body.rows[0];
      const scheme = (text: string) =>
        text.split('; ').map((part) => {
          const [grade, min, points] = part.split(' ');
          return { grade, min: Number(min), points: Number(points) };
        });
      const twoMeanings = await academics.put(`lists/regulations/${reg.id}`, {
        ...current,
        id: undefined,
        gradingScheme: scheme('O 90 10; A+ 80 9; A 70 8; B+ 60 8; B 50 6; C 40 5; F 0 0'),
      });
      expect(twoMeanings).toMatchObject({
        status: 409,
        body: { message: L.modificationFailed, reason: letterMeaningChanged('B+', 7, 8) },
      });

      // Moving a cut-off keeps every letter's meaning: B+ from 65, so 68 would be B+ still and 62 a B.
      await authorized(
        academics.put(`lists/regulations/${reg.id}`, {
          ...current,
          id: undefined,
          gradingScheme: scheme('O 90 10; A+ 80 9; A 70 8; B+ 65 7; B 50 6; C 40 5; F 0 0'),
        }),
      );
      const [kept] = await db.select().from(regulations).where(eq(regulations.id, reg.id));
      expect(kept!.gradingScheme.find((b) => b.grade === 'B+')!.min).toBe(65);
      expect(new Set((await publishedRows()).map((r) => `${r.grade} ${r.points}`))).toEqual(new Set(['B+ 7']));

      // The processed exam keeps its grades until the exam cell asks for them to be re-graded, and is not published so.
      expect((await cell.post(`exams/${processed.id}/results/request`, {})).body.message).toBe(M.rulesChanged);
      expect((await cell.post(`exams/${processed.id}/results/process`, {})).body.message).toBe(M.rulesChanged);
      expect((await cell.get(`exams/${processed.id}/results`)).body.rulesChanged).toBe(true);
      const regraded = await cell.post(`exams/${processed.id}/results/process`, { regrade: true });
      expect(regraded).toMatchObject({ status: 200, body: { message: M.regraded(processed.sitting.length) } });
      expect((await cell.get(`exams/${processed.id}/results`)).body.rulesChanged).toBe(false);
      const [line] = await db
        .select()
        .from(examResultLog)
        .where(and(eq(examResultLog.examId, processed.id), eq(examResultLog.action, 'regraded')));
      expect(line).toMatchObject({ userName: expect.any(String) });
      const moved = (line!.detail as { from: { scheme: { grade: string; min: number }[] } }).from.scheme;
      expect(moved.find((b) => b.grade === 'B+')!.min).toBe(60);
    },
  );

  it.skipIf(skip)(
    'refuses JNTUH’s scheme on the demo’s own R22, whose published A is worth 9 on §9’s scale',
    async () => {
      const academics = await as('academics');
      const r22 = (await academics.get('lists/regulations?q=R22')).body.rows.find(
        (r: { code: string }) => r.code === 'R22',
      );
      const refused = await academics.put(`lists/regulations/${r22.id}`, {
        ...r22,
        id: undefined,
        gradingScheme: JNTUH_R22.split('; ').map((part) => {
          const [grade, min, points] = part.split(' ');
          return { grade, min: Number(min), points: Number(points) };
        }),
      });
      expect(refused).toMatchObject({ status: 409, body: { reason: letterMeaningChanged('A', 9, 8) } });
    },
  );
});
