import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { examMarks, examResultLog, examResults, examRevaluations, students } from '../../src/server/db/schema';
import { postgresReachable } from './support/databases';
import { SUCCESS_CARD, payOnSandbox, startFeeApp, type FeeApp } from './support/payments-app';
import {
  addSemester7Subjects,
  defineExam,
  gradeR22,
  marksOfEveryone,
  placeSubjects,
  publish,
  registerEveryone,
  type ApiCalls,
} from './support/published-exam';
import { signedInClients } from './support/signed-in-clients';
import { startSmtpInbox } from './support/smtp-inbox';
import { ROLL_PREFIX } from '../support/demo-rolls';

const reachable = await postgresReachable();

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2026';
const OWN = `${ROLL_PREFIX}0501`;
const DAY = 86_400_000;

/** Recounting and revaluation on each database: publish → apply → pay → decide → the sheet and the log show it. */
describe.each(['pglite', 'postgres'] as const)('exam revaluation API (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  let fees: FeeApp;
  let student: ApiCalls;
  let cell: ApiCalls;
  let principal: ApiCalls;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let subject: Record<string, number>;

  beforeAll(async () => {
    if (skip) return;
    inbox = await startSmtpInbox();
    fees = await startFeeApp(kind, { RESULTS_CACHE_TTL_MS: '300000', SMTP_URL: inbox.url });
    const as = signedInClients(() => fees.app, { idempotencyKeys: true });
    student = await as('student');
    cell = await as('examination');
    principal = await as('principal');
    await gradeR22(fees.db);
    subject = await addSemester7Subjects(fees.db, [
      ['R22CS781', 'Cloud Computing', 4],
      ['R22CS782', 'Data Mining', 3],
      ['R22CS783', 'Soft Computing', 3],
    ]);
  }, 300_000);
  afterAll(async () => {
    await fees?.close();
    await inbox?.close();
  });

  const lookup = async (rollNo: string) =>
    (
      await fees.app.request(`/api/app/getExamResultByRollNoView?${new URLSearchParams({ examTitle: TITLE, rollNo })}`)
    ).json();
  /** The student pays an exam fee line through the gateway (sandbox), whose notification then arrives. */
  const payExamFee = async (item: string, amount: string) => {
    const order = await student.post('payFee', { lines: [{ feeType: 'EXAM FEE', semester: 7, item }], amount });
    expect(order.status).toBe(201);
    await payOnSandbox(fees, order.body.paymentLink, SUCCESS_CARD);
    await fees.app.request('/api/app/feePaymentWebhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uuid: order.body.chargeUuid }),
    });
  };
  const grades = (sheet: { listofRecords: { courseCode: string; grade: string; revaluation?: string }[] }) =>
    sheet.listofRecords.map((r) => [r.courseCode, r.grade, r.revaluation ?? null]);

  it.skipIf(skip)(
    'takes paid applications within the window and regrades the published row through the exam cell only',
    async () => {
      const db = fees.db;
      const id = await defineExam(cell, TITLE, 11, 2026);
      await placeSubjects(cell, id, [
        [subject.R22CS781!, '2026-11-02'],
        [subject.R22CS782!, '2026-11-04'],
      ]);
      const sitting = await registerEveryone(cell, db, id);
      const own = sitting.find((s) => s.rollNo === OWN)!;
      expect(own).toBeDefined();
      // Everyone 20 + 50 = 70 (A); the student 25 + 23 (F: 23 < 25 of 70) and 28 + 60 = 88 (A+).
      const marks = marksOfEveryone(id, sitting, [subject.R22CS781!, subject.R22CS782!]);
      Object.assign(marks.row(own.id, subject.R22CS781!), { internal: 25, external: 23 });
      Object.assign(marks.row(own.id, subject.R22CS782!), { internal: 28, external: 60 });
      await db.insert(examMarks).values(marks.rows);
      await publish(cell, principal, id);
      expect(grades(await lookup(OWN))).toEqual([
        ['R22CS781', 'F', null],
        ['R22CS782', 'A+', null],
      ]);

      // The student's own published subjects, the window (published 2026-11-23, 15 days) and the fees.
      const mine = (await student.get('revaluations/mine')).body;
      expect(mine.fees).toEqual({ revaluation: 100_000, recounting: 50_000 });
      expect(mine.exams[0]).toMatchObject({ examId: id, title: TITLE, lastDay: '2026-12-08', open: true });
      expect(mine.exams[0].subjects.map((s: { code: string; grade: string }) => [s.code, s.grade])).toEqual([
        ['R22CS781', 'F'],
        ['R22CS782', 'A+'],
      ]);

      // Applying: once per subject and kind, only a subject of their own result, only students.
      const apply = (body: unknown, client = student) => client.post(`exams/${id}/revaluations`, body);
      expect((await apply({ subjectId: subject.R22CS781, kind: 'regrade' })).status).toBe(400);
      expect((await apply({ subjectId: subject.R22CS783, kind: 'revaluation' })).body.message).toBe(
        M.revaluationNotYours,
      );
      expect((await apply({ subjectId: subject.R22CS781, kind: 'revaluation' }, cell)).status).toBe(403);
      const revaluation = await apply({ subjectId: subject.R22CS781, kind: 'revaluation' });
      expect([revaluation.status, revaluation.body.message]).toEqual([
        201,
        M.revaluationApplied('Revaluation', '₹1,000.00'),
      ]);
      expect(revaluation.body.fee).toEqual({
        feeType: 'EXAM FEE',
        semester: 7,
        item: `Revaluation R22CS781 (exam ${id})`,
        amountPaise: 100_000,
      });
      const twice = await apply({ subjectId: subject.R22CS781, kind: 'revaluation' });
      expect([twice.status, twice.body.message]).toEqual([409, M.revaluationTwice]);
      const recount = await apply({ subjectId: subject.R22CS782, kind: 'recounting' });
      expect(recount.status).toBe(201);

      // The exam cell sees both; an unpaid application cannot be decided, and nothing changes.
      const listed = (await cell.get(`exams/${id}/revaluations`)).body.applications;
      expect(listed.map((a: { code: string; kind: string; paid: boolean }) => [a.code, a.kind, a.paid])).toEqual([
        ['R22CS781', 'revaluation', false],
        ['R22CS782', 'recounting', false],
      ]);
      const decide = (appId: number, external: number, client = cell) =>
        client.post(`exams/${id}/revaluations/${appId}/decide`, { external });
      const unpaid = await decide(revaluation.body.id, 30);
      expect([unpaid.status, unpaid.body.message]).toEqual([409, M.revaluationUnpaid]);
      expect((await decide(revaluation.body.id, 30, principal)).status).toBe(403);

      // The student pays both lines through the gateway (sandbox), as any exam fee.
      await payExamFee(`Revaluation R22CS781 (exam ${id})`, '1000');
      await payExamFee(`Recounting R22CS782 (exam ${id})`, '500');
      expect(
        (await cell.get(`exams/${id}/revaluations`)).body.applications.map((a: { paid: boolean }) => a.paid),
      ).toEqual([true, true]);

      // The F is a backlog on the student's transcript until it is revalued.
      const transcript = async () => {
        const got = await student.get('memos/mine');
        expect(got.status, JSON.stringify(got.body)).toBe(200);
        return got.body.transcript;
      };
      const failedOn = (t: { semesters: { courses: { code: string; grade: string; passed: boolean }[] }[] }) =>
        t.semesters.flatMap((s) => s.courses).find((c) => c.code === 'R22CS781');
      const before = await transcript();
      expect(failedOn(before)).toMatchObject({ grade: 'F', passed: false });

      // Revaluation: 25 + 30 = 55 is B; the published row, the sheet (cache emptied) and the history follow.
      expect((await decide(revaluation.body.id, 71)).body.message).toBe(M.revaluationOverMax(70));
      const revalued = await decide(revaluation.body.id, 30);
      expect([revalued.status, revalued.body.grade, revalued.body.note]).toEqual([200, 'B', 'Revalued: F → B']);
      expect((await decide(revaluation.body.id, 40)).body.message).toBe(M.revaluationDone);
      // The student is told by mail; the backlog is cleared and the CGPA rises on the transcript.
      const [{ email }] = (await db
        .select({ email: students.email })
        .from(students)
        .where(eq(students.id, own.id))) as [{ email: string }];
      const told = await inbox.mailTo(email, /Revalued: F → B/);
      expect(told.subject).toBe('Revaluation result: R22CS781');
      expect(told.text).toContain('R22CS781 Cloud Computing');
      const after = await transcript();
      expect(failedOn(after)).toMatchObject({ grade: 'B', passed: true });
      expect(after.backlogs).toBe(before.backlogs - 1);
      expect(after.cgpa).toBeGreaterThan(before.cgpa);
      // Recounting finds the same marks: the grade stays.
      const recounted = await decide(recount.body.id, 60);
      expect([recounted.body.grade, recounted.body.note]).toEqual(['A+', 'Recounted: unchanged (A+)']);
      expect(grades(await lookup(OWN))).toEqual([
        ['R22CS781', 'B', 'Revalued: F → B'],
        ['R22CS782', 'A+', 'Recounted: unchanged (A+)'],
      ]);
      const [row] = await db
        .select()
        .from(examResults)
        .where(and(eq(examResults.studentId, own.id), eq(examResults.courseId, subject.R22CS781!)));
      expect(row).toMatchObject({ grade: 'B', marksPercent: 55, gradePoints: 6 });
      const history = (await student.get('revaluations/mine')).body.applications;
      expect(history[0]).toMatchObject({
        kind: 'revaluation',
        oldExternal: 23,
        newExternal: 30,
        oldGrade: 'F',
        newGrade: 'B',
        note: 'Revalued: F → B',
        decidedByName: expect.any(String),
      });
      const log = await db.select().from(examResultLog).where(eq(examResultLog.examId, id)).orderBy(examResultLog.id);
      expect(log.slice(-2).map((l) => [l.action, l.detail])).toEqual([
        [
          'revaluation',
          expect.objectContaining({ rollNo: OWN, fromExternal: 23, toExternal: 30, fromGrade: 'F', toGrade: 'B' }),
        ],
        [
          'recounting',
          expect.objectContaining({ rollNo: OWN, fromExternal: 60, toExternal: 60, fromGrade: 'A+', toGrade: 'A+' }),
        ],
      ]);

      // Withdrawn and published again: the revalued marks carry into processing (B), but the decisions were made on
      // the withdrawn results, so the new sheet shows no note; the student's history keeps them, marked withdrawn.
      const pending = await apply({ subjectId: subject.R22CS781, kind: 'recounting' });
      expect(pending.status).toBe(201);
      const reason = { reason: 'A wrong internal marks list was used' };
      expect((await principal.post(`exams/${id}/results/withdraw`, reason)).status).toBe(200);
      fees.time.advance(DAY);
      await publish(cell, principal, id);
      expect(grades(await lookup(OWN))).toEqual([
        ['R22CS781', 'B', null],
        ['R22CS782', 'A+', null],
      ]);
      const again = (await student.get('revaluations/mine')).body;
      expect(again.exams[0]).toMatchObject({ examId: id, lastDay: '2026-12-09', open: true });
      expect(
        again.applications.map((a: { code: string; kind: string; note: string | null; withdrawn: boolean }) => [
          a.code,
          a.kind,
          a.note,
          a.withdrawn,
        ]),
      ).toEqual([
        ['R22CS781', 'revaluation', 'Revalued: F → B', true],
        ['R22CS782', 'recounting', 'Recounted: unchanged (A+)', true],
        ['R22CS781', 'recounting', null, false],
      ]);
      // Each kind once per subject of the exam, across withdrawals: the revalued marks stand.
      expect((await apply({ subjectId: subject.R22CS781, kind: 'revaluation' })).body.message).toBe(M.revaluationTwice);
      // The application made before the withdrawal is decided on the results published again, from B.
      await payExamFee(`Recounting R22CS781 (exam ${id})`, '500');
      const carried = await decide(pending.body.id, 32);
      expect([carried.status, carried.body.note]).toEqual([200, 'Recounted: unchanged (B)']);
      expect(grades(await lookup(OWN))).toEqual([
        ['R22CS781', 'B', 'Recounted: unchanged (B)'],
        ['R22CS782', 'A+', null],
      ]);

      // After the last day of the window (2026-12-09, college time) nothing more is taken.
      fees.time.advance(16 * DAY);
      const late = await apply({ subjectId: subject.R22CS782, kind: 'revaluation' });
      expect([late.status, late.body.message]).toEqual([409, M.revaluationClosed('2026-12-09')]);
      expect((await db.select().from(examRevaluations).where(eq(examRevaluations.examId, id))).length).toBe(3);
    },
    180_000,
  );
});
