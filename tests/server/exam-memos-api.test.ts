import * as XLSX from '@e965/xlsx';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARD_BAND_REASONS } from '../../src/domain/academic/award-bands';
import { LIST_MESSAGES } from '../../src/domain/academic/messages';
import { MEMO_MESSAGES as M } from '../../src/domain/memos/messages';
import { ANALYSIS_MESSAGES } from '../../src/domain/result-analysis/analysis-requests';
import {
  batches,
  courses,
  examResults,
  examTitles,
  regulations,
  sections,
  semesters,
  students,
} from '../../src/server/db/schema';
import { havePdftoppm, qrCodesOnPages } from '../domain/support/qr-codes-in-pdf';
import { postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER, demo } from '../support/demo-rolls';

const reachable = await postgresReachable();

/** The text of a PDF and its page count, as poppler reads it (the render check of the other PDF tests). */
function pdfOf(b64: string) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'memo-pdf-')), 'a.pdf');
  writeFileSync(file, Buffer.from(b64, 'base64'));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    pages: Number(/Pages:\s+(\d+)/.exec(info)![1]),
  };
}

const ANALYSED = 'B.Tech II Year I Semester (R22) Supplementary Examinations, March 2026';
const ANALYSED_STUDENTS = [
  `${ROLL_PREFIX}0510`,
  `${ROLL_PREFIX}0511`,
  `${ROLL_PREFIX}0512`,
  `${ROLL_PREFIX}0410`,
  `${ROLL_PREFIX}0411`,
];

/** Memos, certificates, their public verification and the analysis of a published exam, on each database. */
describe.each(['pglite', 'postgres'] as const)('memos and result analysis API (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  const visitor = async (p: string) => {
    const res = await app.request(`/api/app/${p}`);
    return { status: res.status, body: await res.json() };
  };
  /** CSE students who passed every published course at the first attempt (the second one's results untouched). */
  let graduate: { id: number; rollNo: string };
  let another: { id: number; rollNo: string };

  beforeAll(async () => {
    if (skip) return;
    database = await seededDatabase(kind, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle, { PUBLIC_URL: 'https://erp.demo-college.edu.in' }).app;
    const db = database.handle.db;
    const clean = await db
      .select({ id: students.id, rollNo: students.rollNo })
      .from(students)
      .where(
        and(
          like(students.rollNo, `${ROLL_PREFIX}05%`),
          sql`not exists (select 1 from exam_results r where r.student_id = ${students.id} and r.grade in ('F','AB'))`,
        ),
      )
      .orderBy(students.rollNo)
      .limit(10);
    graduate = clean[0]!;
    another = clean.find((s, i) => i > 0 && !ANALYSED_STUDENTS.includes(s.rollNo))!;
  }, 300_000);
  afterAll(async () => database?.drop());

  /** A regulation asking for exactly the credits the student has earned, now theirs: its id and their transcript. */
  const completedRegulation = async (code: string, student: { id: number; rollNo: string }) => {
    const db = database.handle.db;
    const cell = await as('examination');
    const transcript = async () => (await cell.get(`memos/transcript?rollNo=${student.rollNo}`)).body.transcript;
    const credits = (await transcript()).creditsEarned;
    const [reg] = await db
      .insert(regulations)
      .values({ code, fromYear: 2022, creditsToGraduate: credits })
      .returning({ id: regulations.id });
    await db.update(students).set({ regulationId: reg!.id }).where(eq(students.id, student.id));
    return { regulationId: reg!.id, view: await transcript() };
  };
  /** The class the default award bands give a CGPA. */
  const classByDefault = (cgpa: number) =>
    cgpa >= 7.75 ? 'First Class with Distinction' : cgpa >= 6.75 ? 'First Class' : 'Second Class';

  it.skipIf(skip)(
    'issues a marks memo whose code anyone verifies; refuses a certificate to a student with a backlog',
    async () => {
      const cell = await as('examination');
      const view = await cell.get(`memos/transcript?rollNo=${ROLL_PREFIX_LOWER}0501`);
      expect(view.status).toBe(200);
      const t = view.body.transcript;
      expect(t.semesters.map((s: { semester: number }) => s.semester)).toEqual([3, 4, 5]);
      expect(t.backlogs).toBe(1);
      expect(t.awardedClass).toBeNull();
      const failed = t.semesters[1].courses.find((c: { passed: boolean }) => !c.passed);
      expect(failed).toMatchObject({ grade: 'F', examMonth: `${demo.examMonths[1]!}` });
      expect(t.semesters[0].courses[0].examMonth).toBe(`${demo.examMonths[0]!}`);

      const refused = await cell.post('memos', { rollNo: `${ROLL_PREFIX}0501`, kind: 'provisional' });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: M.notCompleted, reason: M.backlogsRemain(1) });

      const memo = await cell.post('memos', { rollNo: `${ROLL_PREFIX}0501`, kind: 'memo' });
      expect(memo.status).toBe(201);
      expect(memo.body.message).toBe(M.memoIssued);
      expect(memo.body.fileName).toBe(`MarksMemo_${ROLL_PREFIX}0501.pdf`);
      const code = memo.body.code as string;
      const pdf = pdfOf(memo.body.b64);
      expect(pdf.pages).toBeGreaterThanOrEqual(1);
      expect(pdf.text).toContain('CONSOLIDATED MARKS MEMO');
      expect(pdf.text).toContain(view.body.student.name);
      expect(pdf.text).toContain(`Verification code: ${code}`);
      expect(pdf.text).toContain(`https://erp.demo-college.edu.in/verify/${code}`);
      if (havePdftoppm)
        expect(qrCodesOnPages(Buffer.from(memo.body.b64, 'base64')).filter(Boolean)).toEqual([
          `https://erp.demo-college.edu.in/verify/${code}`,
        ]);
      expect(pdf.text).toContain(`CGPA ${t.cgpa.toFixed(2)}`);
      expect(pdf.text).toContain(`Not passed (${demo.examMonths[1]!})`);

      // Anyone checks the code, typed in lower case; an unknown code is not found, a malformed one refused.
      const checked = await visitor(`verify/${code.toLowerCase()}`);
      expect(checked.status).toBe(200);
      expect(checked.body).toMatchObject({
        code,
        document: 'Consolidated marks memo',
        rollNo: `${ROLL_PREFIX}0501`,
        name: view.body.student.name,
        cgpa: t.cgpa,
        awardedClass: null,
        newerIssuedAt: null,
      });
      const unknown = await visitor('verify/ZZZZ-ZZZZ-ZZZZ');
      expect([unknown.status, unknown.body.message]).toEqual([404, M.codeNotFound]);
      expect((await visitor('verify/not-a-code')).status).toBe(400);

      // The exam cell prints it again, the same code; the transcript lists what was issued.
      const again = await cell.get(`memos/issued/${code}`);
      expect(pdfOf(again.body.b64).text).toContain(`Verification code: ${code}`);
      const issued = (await cell.get(`memos/transcript?rollNo=${ROLL_PREFIX}0501`)).body.issued;
      expect(issued).toEqual([expect.objectContaining({ code, kind: 'memo', issuedByName: 'Demo Examination' })]);

      // Authority roles read but do not issue; a student reads their own transcript, not another's.
      const principal = await as('principal');
      expect((await principal.get(`memos/transcript?rollNo=${ROLL_PREFIX}0501`)).status).toBe(200);
      expect((await principal.post('memos', { rollNo: `${ROLL_PREFIX}0501`, kind: 'memo' })).status).toBe(403);
      const student = await as('student');
      expect((await student.get('memos/mine')).body.transcript.cgpa).toBe(t.cgpa);
      expect((await student.get(`memos/transcript?rollNo=${ROLL_PREFIX}0502`)).status).toBe(403);
      // A parent reads their linked child`s transcript (the demo parent follows ${ROLL_PREFIX}0501), never another`s.
      const parent = await as('parent');
      const child = await parent.get(`memos/mine?rollNo=${ROLL_PREFIX_LOWER}0501`);
      expect([child.status, child.body.student.rollNo, child.body.transcript.cgpa]).toEqual([
        200,
        `${ROLL_PREFIX}0501`,
        t.cgpa,
      ]);
      const other = await parent.get(`memos/mine?rollNo=${ROLL_PREFIX}0502`);
      expect([other.status, other.body.message]).toEqual([403, M.notYourChild]);
      expect((await parent.get('memos/mine?rollNo=99X99')).status).toBe(403);
      expect((await parent.get('memos/mine')).status).toBe(400);
      expect((await principal.get(`memos/mine?rollNo=${ROLL_PREFIX}0501`)).status).toBe(403);
      expect((await cell.get('memos/transcript?rollNo=99X99')).status).toBe(404);
      expect((await cell.post('memos', { rollNo: `${ROLL_PREFIX}0501`, kind: 'degree' })).status).toBe(400);
    },
    120_000,
  );

  it.skipIf(skip)(
    'issues a provisional certificate to a graduate; its code keeps what was printed after a revaluation',
    async () => {
      const db = database.handle.db;
      const cell = await as('examination');
      // A regulation asking for exactly the credits the demo's three exams give: the student has completed it.
      const { view } = await completedRegulation('RT1', graduate);
      expect([view.completed, view.backlogs, view.lastPassed]).toEqual([true, 0, `${demo.examMonths[2]!}`]);
      const expected = classByDefault(view.cgpa);
      expect(view.awardedClass).toBe(expected);

      const cert = await cell.post('memos', { rollNo: graduate.rollNo, kind: 'provisional' });
      expect(cert.status).toBe(201);
      expect(cert.body.message).toBe(M.certificateIssued);
      const text = pdfOf(cert.body.b64).text.replace(/\s+/g, ' ');
      expect(text).toContain('PROVISIONAL CERTIFICATE');
      expect(text).toContain(`is placed in ${expected}`);
      expect(text).toContain(cert.body.code);

      // A revaluation lowers a grade; a new certificate is issued. The first code still says what it printed,
      // and says that a newer one exists.
      const [one] = await db
        .select({ id: examResults.id })
        .from(examResults)
        .where(eq(examResults.studentId, graduate.id))
        .limit(1);
      await db.update(examResults).set({ grade: 'D', marksPercent: 52 }).where(eq(examResults.id, one!.id));
      const newer = await cell.post('memos', { rollNo: graduate.rollNo, kind: 'provisional' });
      expect(newer.status).toBe(201);
      const first = await visitor(`verify/${cert.body.code}`);
      expect(first.body).toMatchObject({
        cgpa: view.cgpa,
        awardedClass: expected,
        document: 'Provisional certificate',
      });
      expect(first.body.newerIssuedAt).not.toBeNull();
      const latest = await visitor(`verify/${newer.body.code}`);
      expect(latest.body.newerIssuedAt).toBeNull();
      expect(latest.body.cgpa).toBeLessThan(view.cgpa);
    },
    120_000,
  );

  it.skipIf(skip)(
    "awards the class of the student's regulation; bands changed and authorized change the next memo only",
    async () => {
      const cell = await as('examination');
      const { regulationId, view } = await completedRegulation('RT2', another);
      const byDefault = classByDefault(view.cgpa);
      expect([view.completed, view.awardedClass]).toEqual([true, byDefault]);
      const memo = await cell.post('memos', { rollNo: another.rollNo, kind: 'memo' });
      expect(memo.status).toBe(201);

      // The regulation's bands, changed through the list: one class just above the student's CGPA, one at it.
      const admin = await as('admin');
      const row = (await admin.get('lists/regulations?q=RT2')).body.rows[0];
      expect(row.awardBands[0]).toMatchObject({ name: 'First Class with Distinction', minCgpa: 7.75 });
      const edge = Math.round(view.cgpa * 100) / 100;
      const awardBands = [
        { name: 'Honours Class', minCgpa: Math.round((edge + 0.01) * 100) / 100 },
        { name: 'Pass Class', minCgpa: edge },
      ];
      // Bands that do not go down, or out of range, are refused with the reason and change nothing.
      const refused = await admin.put(`lists/regulations/${regulationId}`, {
        ...row,
        id: undefined,
        awardBands: [...awardBands].reverse(),
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: LIST_MESSAGES.invalid, reason: AWARD_BAND_REASONS.order },
      });
      const high = await admin.put(`lists/regulations/${regulationId}`, {
        ...row,
        id: undefined,
        awardBands: [{ name: 'First Class', minCgpa: 11 }],
      });
      expect(high.body).toEqual({ message: LIST_MESSAGES.invalid, reason: AWARD_BAND_REASONS.range });
      expect((await admin.get('lists/regulations/pending')).body).toEqual([]);

      const made = await admin.put(`lists/regulations/${regulationId}`, { ...row, id: undefined, awardBands });
      expect(made.status).toBe(202);
      expect((await cell.get(`memos/transcript?rollNo=${another.rollNo}`)).body.transcript.awardedClass).toBe(
        byDefault,
      );
      const principal = await as('principal');
      const done = await principal.post(`listChangeRequests/${made.body.request.id}/authorize`, {});
      expect(done).toMatchObject({ status: 200, body: { row: { awardBands } } });

      const after = (await cell.get(`memos/transcript?rollNo=${another.rollNo}`)).body.transcript;
      expect(after.awardedClass).toBe('Pass Class');
      const next = await cell.post('memos', { rollNo: another.rollNo, kind: 'memo' });
      expect(pdfOf(next.body.b64).text.replace(/\s+/g, ' ')).toContain('Class awarded: Pass Class');
      // The memo issued before keeps the class it printed.
      expect((await visitor(`verify/${memo.body.code}`)).body.awardedClass).toBe(byDefault);
      expect(pdfOf((await cell.get(`memos/issued/${memo.body.code}`)).body.b64).text).toContain(byDefault);
    },
    120_000,
  );

  it.skipIf(skip)(
    'analyses a published exam by branch, section and subject, for a HoD their department only, and as Excel',
    async () => {
      const db = database.handle.db;
      const [sem3] = await db.select({ id: semesters.id }).from(semesters).where(eq(semesters.number, 3));
      const [batch] = await db
        .select({ id: batches.id })
        .from(batches)
        .where(eq(batches.startYear, demo.batch.startYear));
      const [exam] = await db
        .insert(examTitles)
        .values({
          title: ANALYSED,
          semesterId: sem3!.id,
          batchId: batch!.id,
          publishedAt: new Date('2026-04-10T06:30:00Z'),
        })
        .returning({ id: examTitles.id });
      const pick = async (prefix: string, n: number) =>
        db
          .select({ id: courses.id, code: courses.code, credits: courses.credits, branchId: courses.branchId })
          .from(courses)
          .where(like(courses.code, `${prefix}%`))
          .orderBy(courses.code)
          .limit(n);
      const [cs1, cs2] = await pick('R22CS3', 2);
      const [ec1] = await pick('R22EC3', 1);
      const who = await db
        .select({ id: students.id, rollNo: students.rollNo, batchId: students.batchId, branchId: students.branchId })
        .from(students)
        .where(inArray(students.rollNo, ANALYSED_STUDENTS))
        .orderBy(students.rollNo);
      const id = (roll: string) => who.find((s) => s.rollNo === roll)!.id;
      const cse = who.find((s) => s.rollNo === `${ROLL_PREFIX}0510`)!;
      const [sectionA, sectionB] = await db
        .insert(sections)
        .values([
          { batchId: cse.batchId, branchId: cse.branchId, name: 'TA', capacity: 60 },
          { batchId: cse.batchId, branchId: cse.branchId, name: 'TB', capacity: 60 },
        ])
        .returning({ id: sections.id });
      await db
        .update(students)
        .set({ sectionId: sectionA!.id })
        .where(inArray(students.id, [id(`${ROLL_PREFIX}0510`), id(`${ROLL_PREFIX}0511`)]));
      await db
        .update(students)
        .set({ sectionId: sectionB!.id })
        .where(eq(students.id, id(`${ROLL_PREFIX}0512`)));
      await db
        .update(students)
        .set({ sectionId: null })
        .where(inArray(students.id, [id(`${ROLL_PREFIX}0410`), id(`${ROLL_PREFIX}0411`)]));
      const row = (roll: string, course: { id: number }, grade: string) => ({
        examTitleId: exam!.id,
        studentId: id(roll),
        courseId: course.id,
        marksPercent: grade === 'AB' ? null : 50,
        grade,
      });
      await db
        .insert(examResults)
        .values([
          row(`${ROLL_PREFIX}0510`, cs1!, 'S'),
          row(`${ROLL_PREFIX}0510`, cs2!, 'S'),
          row(`${ROLL_PREFIX}0511`, cs1!, 'F'),
          row(`${ROLL_PREFIX}0511`, cs2!, 'B'),
          row(`${ROLL_PREFIX}0512`, cs1!, 'AB'),
          row(`${ROLL_PREFIX}0512`, cs2!, 'F'),
          row(`${ROLL_PREFIX}0410`, ec1!, 'A'),
          row(`${ROLL_PREFIX}0411`, ec1!, 'C'),
        ]);

      const q = `examTitle=${encodeURIComponent(ANALYSED)}`;
      const cell = await as('examination');
      const all = await cell.get(`resultAnalysis?${q}`);
      expect(all.status).toBe(200);
      const a = all.body.analysis;
      expect([a.students, a.passed, a.percent]).toEqual([5, 3, 60]);
      expect(a.byBranch).toEqual([
        { label: 'CSE', appeared: 3, passed: 1, percent: 33.3 },
        { label: 'ECE', appeared: 2, passed: 2, percent: 100 },
      ]);
      expect(a.bySection.map((s: { label: string; percent: number }) => [s.label, s.percent])).toEqual([
        ['CSE TA', 50],
        ['CSE TB', 0],
        ['ECE (no section)', 100],
      ]);
      expect(
        a.bySubject.map((s: { code: string; appeared: number; absent: number; passed: number }) => [
          s.code,
          s.appeared,
          s.absent,
          s.passed,
        ]),
      ).toEqual([
        [cs1!.code, 2, 1, 1],
        [cs2!.code, 3, 0, 2],
        [ec1!.code, 2, 0, 2],
      ]);
      expect(a.grades.map((g: { count: number }) => g.count)).toEqual([2, 1, 1, 1, 0, 2, 1]);
      expect(a.toppers.slice(0, 3).map((t: { rollNo: string; sgpa: number }) => [t.rollNo, t.sgpa])).toEqual([
        [`${ROLL_PREFIX}0510`, 10],
        [`${ROLL_PREFIX}0410`, 9],
        [`${ROLL_PREFIX}0411`, 7],
      ]);
      expect(a.backlogs.map((b: { students: number }) => b.students)).toEqual([3, 1, 1, 0]);

      // The CSE HoD sees CSE alone, and is refused ECE; IQAC and the principal read every branch.
      const hod = await as('hod');
      const own = await hod.get(`resultAnalysis?${q}`);
      expect(own.body.analysis.byBranch.map((b: { label: string }) => b.label)).toEqual(['CSE']);
      expect(own.body.department).toBe('Computer Science and Engineering');
      const other = await hod.get(`resultAnalysis?${q}&branch=ECE`);
      expect([other.status, other.body.reason]).toEqual([403, ANALYSIS_MESSAGES.notYourDepartment]);
      expect((await hod.get(`resultAnalysis/export?${q}&branch=ECE`)).status).toBe(403);
      expect((await (await as('iqac_incharge')).get(`resultAnalysis?${q}&branch=ECE`)).body.analysis.students).toBe(2);
      expect((await (await as('principal')).get(`resultAnalysis?${q}`)).status).toBe(200);
      expect((await (await as('student')).get(`resultAnalysis?${q}`)).status).toBe(403);
      expect((await cell.get('resultAnalysis?examTitle=No%20such%20exam')).status).toBe(404);
      expect((await cell.get('resultAnalysis')).status).toBe(400);

      // The same numbers as an Excel workbook.
      const client = await app.request(`/api/app/resultAnalysis/export?${q}`, {
        headers: { cookie: (await cookieOf('examination')) ?? '' },
      });
      expect(client.status).toBe(200);
      expect(client.headers.get('content-disposition')).toContain('ResultAnalysis_B_Tech_II_Year_I_Semester');
      const book = XLSX.read(new Uint8Array(await client.arrayBuffer()));
      expect(book.SheetNames).toEqual(['Branches', 'Sections', 'Subjects', 'Grades', 'Toppers', 'Backlogs']);
      const branches = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Branches!, { header: 1 });
      expect(branches.slice(1)).toEqual([
        ['Branch', 'Appeared', 'Passed', 'Pass %'],
        ['CSE', 3, 1, 33.3],
        ['ECE', 2, 2, 100],
        ['All branches', 5, 3, 60],
      ]);
    },
    120_000,
  );

  /** The session cookie of a demo user, for a call whose answer is not JSON. */
  async function cookieOf(user: string) {
    const { SessionClient } = await import('./support/session-client');
    const client = new SessionClient(app);
    await client.signIn(user, 'Campus@2026');
    return [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
});
