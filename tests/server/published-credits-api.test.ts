import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '../../src/domain/exams/messages';
import { courses, examMarks, examResultLog } from '../../src/server/db/schema';
import {
  addSemester7Subjects,
  defineExam,
  marksOfEveryone,
  placeSubjects,
  publish,
  registerEveryone,
} from './support/published-exam';
import { gradedExamSuite } from './support/graded-exam-suite';

const PUBLISHED = 'B.Tech IV Year I Semester (R22) Regular Examinations, November 2027';
const PROCESSED = 'B.Tech IV Year I Semester (R22) Regular Examinations, December 2027';

type Sheet = { cgpa: number; listofRecords: { courseCode: string; credits: number; sgpa: number }[] };

/**
 * Credits are part of what a result was published with, as its grade letter's points are: a later change of a
 * subject's credits alters no published sheet or transcript, and reaches processed results only by processing again.
 */
describe("a subject's credits changed after its results were published", () => {
  const suite = gradedExamSuite({});

  const sheetOf = async (examTitle: string, rollNo: string) =>
    (await (
      await suite.app.request(`/api/app/getExamResultByRollNoView?${new URLSearchParams({ examTitle, rollNo })}`)
    ).json()) as Sheet;

  /** The subject's credits changed the way the college changes them: asked by the admin, authorized by the principal. */
  const changeCredits = async (code: string, credits: number) => {
    const admin = await suite.as('admin');
    const row = ((await admin.get(`lists/subjects?q=${code}`)).body.rows as { code: string; id: number }[]).find(
      (r) => r.code === code,
    )!;
    const asked = await admin.put(`lists/subjects/${row.id}`, { ...row, id: undefined, credits });
    expect(asked.status).toBe(202);
    const principal = await suite.as('principal');
    expect((await principal.post(`listChangeRequests/${asked.body.request.id}/authorize`, {})).status).toBe(200);
    const [stored] = await suite.database.handle.db.select().from(courses).where(eq(courses.code, code));
    expect(stored!.credits).toBe(credits);
  };

  it('keeps the SGPA, CGPA and credits a result was published with on the sheet and the transcript', async () => {
    const db = suite.database.handle.db;
    const cell = await suite.as('examination');
    const principal = await suite.as('principal');
    const subject = await addSemester7Subjects(db, [
      ['R22CS771', 'Machine Learning', 4],
      ['R22CS772', 'Software Testing', 3],
    ]);
    const [ml, testing] = [subject.R22CS771!, subject.R22CS772!];
    await db
      .update(courses)
      .set({ internalMax: 40, externalMax: 60 })
      .where(inArray(courses.id, [ml, testing]));
    const exam = await defineExam(cell, PUBLISHED, 11, 2027);
    await placeSubjects(cell, exam, [
      [ml, '2027-11-02'],
      [testing, '2027-11-04'],
    ]);
    const sitting = await registerEveryone(cell, db, exam);
    const student = sitting[0]!;
    // 36 + 54 = 90 (O, 10) in Machine Learning and 30 + 40 = 70 (A, 8) in Software Testing: (4 × 10 + 3 × 8) / 7.
    const { rows, row } = marksOfEveryone(exam, sitting, [ml, testing]);
    for (const r of rows) Object.assign(r, { internal: 30, external: 40 });
    Object.assign(row(student.id, ml), { internal: 36, external: 54 });
    await db.insert(examMarks).values(rows);
    await publish(cell, principal, exam);

    const before = await sheetOf(PUBLISHED, student.rollNo);
    expect(before.listofRecords.map((r) => [r.courseCode, r.credits, r.sgpa])).toEqual([
      ['R22CS771', 4, 9.14],
      ['R22CS772', 3, 9.14],
    ]);
    const transcriptBefore = (await cell.get(`memos/transcript?rollNo=${student.rollNo}`)).body.transcript;

    await changeCredits('R22CS771', 1.5);

    const after = await sheetOf(PUBLISHED, student.rollNo);
    expect(after.listofRecords.map((r) => [r.courseCode, r.credits, r.sgpa])).toEqual([
      ['R22CS771', 4, 9.14],
      ['R22CS772', 3, 9.14],
    ]);
    expect(after.cgpa).toBe(before.cgpa);
    const transcriptAfter = (await cell.get(`memos/transcript?rollNo=${student.rollNo}`)).body.transcript;
    expect(transcriptAfter).toEqual(transcriptBefore);
  });

  it('asks for processing again when credits change after processing, and that processing has its own audit line', async () => {
    const db = suite.database.handle.db;
    const cell = await suite.as('examination');
    const subject = await addSemester7Subjects(db, [['R22CS773', 'Deep Learning', 4]]);
    const exam = await defineExam(cell, PROCESSED, 12, 2027);
    await placeSubjects(cell, exam, [[subject.R22CS773!, '2027-12-02']]);
    const sitting = await registerEveryone(cell, db, exam);
    await db.insert(examMarks).values(marksOfEveryone(exam, sitting, [subject.R22CS773!]).rows);
    expect((await cell.post(`exams/${exam}/results/process`, {})).status).toBe(200);

    await changeCredits('R22CS773', 3);

    expect(await cell.post(`exams/${exam}/results/request`, {})).toMatchObject({
      status: 409,
      body: { message: EXAM_MESSAGES.marksChanged },
    });
    const processings = async () =>
      (await db.select({ action: examResultLog.action }).from(examResultLog).where(eq(examResultLog.examId, exam)))
        .length;
    const logged = await processings();
    expect((await cell.post(`exams/${exam}/results/process`, {})).status).toBe(200);
    expect(await processings()).toBe(logged + 1);
    expect((await cell.post(`exams/${exam}/results/request`, {})).status).toBe(200);
  });
});
