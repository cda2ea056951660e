import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES as M, MARKS_MESSAGES } from '../../src/domain/exams/messages';
import { examMarks, examRegistrations, examResultLog, examResults, examTitles } from '../../src/server/db/schema';
import { postgresReachable } from './support/databases';
import { defineExam, marksOfEveryone, placeSubjects, registerEveryone } from './support/published-exam';
import { gradedExamSuite } from './support/graded-exam-suite';

const reachable = await postgresReachable();

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, March 2027';

/** Processing and publication on each database: define → register → marks → process → review → publish → lookup → withdraw. */
describe.each(['pglite', 'postgres'] as const)('exam results API (%s)', (kind) => {
  const skip = kind === 'postgres' && !reachable;
  const suite = gradedExamSuite({
    kind,
    skip,
    // The result cache on, as in production: a lookup before publication keeps its miss.
    env: { RESULTS_CACHE_TTL_MS: '300000' },
    subjects: [
      ['R22CS791', 'Compiler Design', 4],
      ['R22CS792', 'Information Security', 3],
    ],
  });

  /** Courses whose latest published result is F or AB. */
  const earlierBacklogs = async (studentId: number) => {
    const rows = await suite.database.handle.db
      .select({ courseId: examResults.courseId, grade: examResults.grade, at: examTitles.publishedAt })
      .from(examResults)
      .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
      .where(eq(examResults.studentId, studentId));
    const latest = new Map<number, { grade: string; at: Date }>();
    for (const r of rows) if (!latest.has(r.courseId) || latest.get(r.courseId)!.at <= r.at) latest.set(r.courseId, r);
    return [...latest.values()].filter((r) => r.grade === 'F' || r.grade === 'AB').length;
  };

  const lookup = async (rollNo: string) => {
    const res = await suite.app.request(
      `/api/app/getExamResultByRollNoView?${new URLSearchParams({ examTitle: TITLE, rollNo })}`,
    );
    return res.json();
  };

  it.skipIf(skip)(
    'processes an exam, lists missing marks, moderates, publishes on authorization and withdraws',
    async () => {
      const db = suite.database.handle.db;
      const cell = await suite.as('examination');
      const principal = await suite.as('principal');
      const chairman = await suite.as('chairman');
      const id = await defineExam(cell, TITLE, 3, 2027);
      await placeSubjects(cell, id, [
        [suite.subject.R22CS791!, '2027-03-01'],
        [suite.subject.R22CS792!, '2027-03-03'],
      ]);
      // Nothing to process before anyone is registered.
      expect((await cell.post(`exams/${id}/results/process`, {})).body.message).toBe(M.nothingToProcess);
      // Most demo students owe tuition; here all but one have paid (a student who may not sit has no results).
      const registered = await registerEveryone(cell, db, id);
      const unpaid = Math.max(...registered.map((s) => s.id));
      await db
        .update(examRegistrations)
        .set({ eligible: false, reason: 'dues' })
        .where(and(eq(examRegistrations.examId, id), eq(examRegistrations.studentId, unpaid)));
      const sitting = registered.filter((s) => s.id !== unpaid);
      expect(sitting.length).toBeGreaterThan(4);
      const [top, failing, absent, late] = sitting;

      // Marks as the marks screens store them: everyone 20 + 50 = 70 (A) in both, with four stories.
      const { rows, row } = marksOfEveryone(id, sitting, [suite.subject.R22CS791!, suite.subject.R22CS792!]);
      Object.assign(row(top!.id, suite.subject.R22CS791!), { internal: 28, external: 60 }); // 88: A+
      Object.assign(row(top!.id, suite.subject.R22CS792!), { internal: 30, external: 62 }); // 92: O
      Object.assign(row(failing!.id, suite.subject.R22CS791!), { internal: 25, external: 23 }); // external 23 < 25: F
      Object.assign(row(absent!.id, suite.subject.R22CS792!), { external: null, externalAbsent: true }); // AB
      Object.assign(row(late!.id, suite.subject.R22CS792!), { internal: null }); // internal not entered yet
      await db.insert(examMarks).values(rows);

      const processed = await cell.post(`exams/${id}/results/process`, {});
      expect(processed.status).toBe(200);
      expect(processed.body.message).toBe(M.processed(sitting.length, 1));
      let review = (await cell.get(`exams/${id}/results`)).body;
      expect(review.stage).toBe('processed');
      // Absent from one subject and passing the other counts with the failed (a backlog to clear).
      expect(review.counts).toMatchObject({
        registered: sitting.length,
        processed: sitting.length - 1,
        passed: sitting.length - 3,
        failed: 2,
        absent: 0,
        withMissing: 1,
      });
      const dist = Object.fromEntries(
        review.counts.distribution.map((d: { grade: string; count: number }) => [d.grade, d.count]),
      );
      expect(dist).toMatchObject({ O: 1, 'A+': 1, F: 1, AB: 1, A: 2 * (sitting.length - 4) + 3 });
      expect(review.missing).toEqual([
        { rollNo: late!.rollNo, name: expect.any(String), code: 'R22CS792', missing: ['internal'] },
      ]);
      expect(review.policy).toEqual({ perSubject: 5, perStudent: 10 });

      // The lists come 50 rows a page with how many match; any page is reached, and a roll number prefix narrows them.
      expect(sitting.length).toBeGreaterThan(50);
      const rollsOf = (list: { rollNo: string }[]) => list.map((r) => r.rollNo);
      expect(review).toMatchObject({
        page: 1,
        missingPage: 1,
        pageSize: 50,
        rollNo: '',
        studentsCount: sitting.length,
      });
      expect(rollsOf(review.students)).toEqual(rollsOf(sitting.slice(0, 50)));
      const second = (await cell.get(`exams/${id}/results?page=2`)).body;
      expect(rollsOf(second.students)).toEqual(rollsOf(sitting.slice(50, 100)));
      expect([second.page, second.studentsCount, second.counts.registered]).toEqual([
        2,
        sitting.length,
        sitting.length,
      ]);
      const prefix = late!.rollNo.slice(0, -1);
      const found = (await cell.get(`exams/${id}/results?rollNo=${prefix.toLowerCase()}`)).body;
      const matching = sitting.filter((s) => s.rollNo.startsWith(prefix));
      expect(found).toMatchObject({ rollNo: prefix, studentsCount: matching.length, missingCount: 1 });
      expect(rollsOf(found.students)).toEqual(rollsOf(matching));
      expect(rollsOf(found.missing)).toEqual([late!.rollNo]);
      const elsewhere = (await cell.get(`exams/${id}/results?rollNo=${top!.rollNo}&missingPage=2`)).body;
      expect([rollsOf(elsewhere.students), elsewhere.missing, elsewhere.missingCount]).toEqual([[top!.rollNo], [], 0]);
      for (const bad of ['page=0', 'page=two', 'missingPage=-1', 'rollNo=22%25', `rollNo=${'1'.repeat(21)}`])
        expect(await cell.get(`exams/${id}/results?${bad}`)).toMatchObject({
          status: 400,
          body: { message: M.invalid },
        });
      // The Authority roles read the review and change nothing.
      expect((await chairman.get(`exams/${id}/results`)).status).toBe(200);
      expect((await chairman.post(`exams/${id}/results/process`, {})).status).toBe(403);
      expect((await cell.post(`exams/${id}/results/authorize`, {})).status).toBe(403);

      // Missing marks stop a publication request; once filled, the stale processing does too.
      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(M.marksMissing(1));
      await db
        .update(examMarks)
        .set({ internal: 21 })
        .where(
          and(
            eq(examMarks.examId, id),
            eq(examMarks.studentId, late!.id),
            eq(examMarks.courseId, suite.subject.R22CS792!),
          ),
        );
      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(M.marksChanged);

      // Moderation: 2 grace marks lift the failing student's external 23 to 25; the caps hold.
      const grace = (body: Record<string, unknown>) => cell.put(`exams/${id}/grace`, body);
      const overCap = await grace({
        rollNo: failing!.rollNo,
        subjectId: suite.subject.R22CS791,
        marks: 6,
        reason: 'Moderation',
      });
      expect([overCap.status, overCap.body.reason]).toEqual([409, 'At most 5 grace marks in a subject']);
      expect(
        (await grace({ rollNo: failing!.rollNo, subjectId: suite.subject.R22CS791, marks: 2, reason: '' })).status,
      ).toBe(400);
      expect(
        (await grace({ rollNo: 'NOBODY1', subjectId: suite.subject.R22CS791, marks: 2, reason: 'x' })).status,
      ).toBe(404);
      const given = await grace({
        rollNo: failing!.rollNo.toLowerCase(),
        subjectId: suite.subject.R22CS791,
        marks: 2,
        reason: 'Moderation decided by the examination committee',
      });
      expect([given.status, given.body.message]).toEqual([200, M.graceSaved]);

      const again = await cell.post(`exams/${id}/results/process`, {});
      expect(again.body.message).toBe(M.processed(sitting.length, 0));
      review = (await cell.get(`exams/${id}/results`)).body;
      expect(review.counts).toMatchObject({ passed: sitting.length - 1, failed: 1, withMissing: 0 });
      expect(review.missing).toEqual([]);
      expect(review.grace).toEqual([
        expect.objectContaining({
          rollNo: failing!.rollNo,
          code: 'R22CS791',
          marks: 2,
          reason: 'Moderation decided by the examination committee',
        }),
      ]);
      const topRow = review.students.find((s: { rollNo: string }) => s.rollNo === top!.rollNo);
      // (4 × 9 + 3 × 10) / 7 = 9.43; the backlogs are those of the demo's published semesters, plus AB here.
      expect(topRow).toMatchObject({ sgpa: 9.43, backlogs: await earlierBacklogs(top!.id) });
      expect(review.students.find((s: { rollNo: string }) => s.rollNo === absent!.rollNo).backlogs).toBe(
        (await earlierBacklogs(absent!.id)) + 1,
      );

      // A lookup before publication finds nothing (and the cache keeps that miss).
      expect(await lookup(top!.rollNo)).toEqual({});

      expect((await cell.post(`exams/${id}/results/request`, {})).body.message).toBe(M.requested);
      expect((await cell.get(`exams/${id}/results`)).body.stage).toBe('awaiting');
      expect(
        (
          await cell.put(`exams/${id}/grace`, {
            rollNo: top!.rollNo,
            subjectId: suite.subject.R22CS791,
            marks: 1,
            reason: 'x',
          })
        ).body.message,
      ).toBe(M.awaitingNoChange);
      // The principal rejects once, with a reason; the exam cell asks again; the principal authorizes.
      expect((await principal.post(`exams/${id}/results/reject`, {})).status).toBe(400);
      expect(
        (await principal.post(`exams/${id}/results/reject`, { reason: 'Check the moderation minutes' })).body.message,
      ).toBe(M.rejected);
      expect((await principal.post(`exams/${id}/results/authorize`, {})).body.message).toBe(M.notAwaiting);
      expect((await cell.post(`exams/${id}/results/request`, {})).status).toBe(200);
      const published = await principal.post(`exams/${id}/results/authorize`, {});
      expect([published.status, published.body.message]).toEqual([200, M.published(TITLE)]);
      expect((await principal.post(`exams/${id}/results/authorize`, {})).body.message).toBe(M.notAwaiting);

      // At once on the public lookups: the title, the sheet with the scheme's grades, the PDF.
      const titles = (await (await suite.app.request('/api/app/getDistinctExamTitlesBy')).json()) as string[];
      expect(titles[0]).toBe(TITLE);
      const sheet = await lookup(top!.rollNo.toLowerCase());
      expect(sheet).toMatchObject({
        studentRollNo: top!.rollNo,
        totalCredits: 7,
        earnedCredits: 7,
        passCount: 2,
        failCount: 0,
      });
      expect(
        sheet.listofRecords.map(
          (r: { courseCode: string; grade: string; gradePoints: number; status: string; sgpa: number }) => [
            r.courseCode,
            r.grade,
            r.gradePoints,
            r.status,
            r.sgpa,
          ],
        ),
      ).toEqual([
        ['R22CS791', 'A+', 9, 'Pass', 9.43],
        ['R22CS792', 'O', 10, 'Pass', 9.43],
      ]);
      const absentSheet = await lookup(absent!.rollNo);
      expect(absentSheet.listofRecords.map((r: { grade: string; status: string }) => [r.grade, r.status])).toEqual([
        ['A', 'Pass'],
        ['AB', 'Absent'],
      ]);
      const pdf = await suite.app.request(
        `/api/app/getExamResultByRollNoReport?${new URLSearchParams({ examTitle: TITLE, rollNo: top!.rollNo })}`,
      );
      expect(((await pdf.json()) as { success: string }).success).toBe('True');
      // Published marks change only by revaluation.
      expect((await cell.post(`exams/${id}/results/process`, {})).body.message).toBe(M.publishedNoChange);
      expect(
        (await grace({ rollNo: top!.rollNo, subjectId: suite.subject.R22CS791, marks: 1, reason: 'x' })).body.message,
      ).toBe(M.publishedNoChange);
      const correction = { marks: [{ studentId: top!.id, external: 60, absent: false }] };
      const frozen = await cell.put(`exams/${id}/marks/${suite.subject.R22CS791}/external`, correction);
      expect([frozen.status, frozen.body.message]).toEqual([409, MARKS_MESSAGES.frozen]);

      // Withdrawal with a reason: gone from the public lookups at once, kept in the exam's log.
      expect((await chairman.post(`exams/${id}/results/withdraw`, { reason: 'x' })).status).toBe(403);
      expect((await principal.post(`exams/${id}/results/withdraw`, {})).status).toBe(400);
      const withdrawn = await principal.post(`exams/${id}/results/withdraw`, {
        reason: 'A paper was set out of syllabus',
      });
      expect([withdrawn.status, withdrawn.body.message]).toEqual([200, M.withdrawn(TITLE)]);
      expect(await lookup(top!.rollNo)).toEqual({});
      expect((await (await suite.app.request('/api/app/getDistinctExamTitlesBy')).json()) as string[]).not.toContain(
        TITLE,
      );
      expect((await principal.post(`exams/${id}/results/withdraw`, { reason: 'again' })).body.message).toBe(
        M.notPublished,
      );
      const history = await db
        .select()
        .from(examResultLog)
        .where(eq(examResultLog.examId, id))
        .orderBy(examResultLog.id);
      expect(history.map((h) => h.action)).toEqual([
        'processed',
        'grace',
        'processed',
        'requested',
        'rejected',
        'requested',
        'authorized',
        'withdrawn',
      ]);
      expect(history.at(-1)).toMatchObject({ reason: 'A paper was set out of syllabus', userName: expect.any(String) });
      review = (await cell.get(`exams/${id}/results`)).body;
      expect([review.stage, review.withdrawnReason]).toEqual(['withdrawn', 'A paper was set out of syllabus']);
      // After withdrawal the marks may be corrected and the exam processed and published again.
      expect((await cell.put(`exams/${id}/marks/${suite.subject.R22CS791}/external`, correction)).status).toBe(200);
      expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
    },
    120_000,
  );
});
