import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishQuestion } from '../../src/domain/exams/publication';
import { examMarks } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import {
  addSemester7Subjects,
  defineExam,
  gradeR22,
  marksOfEveryone,
  placeSubjects,
  registerEveryone,
} from './support/published-exam';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, April 2027';

/** The Publication tab's summary and the dashboards' list of results waiting for someone. */
describe('exam publication summary and what waits for whom', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  let subject: Record<string, number>;

  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle).app;
    await gradeR22(database.handle.db);
    subject = await addSemester7Subjects(database.handle.db, [
      ['R22CS781', 'Cloud Computing', 3],
      ['R22CS782', 'Natural Language Processing', 3],
    ]);
  }, 300_000);
  afterAll(async () => database?.drop());

  it('counts results, passes, failures, the pass percentage and the withheld, and lists the exam for its next person', async () => {
    const db = database.handle.db;
    const cell = await as('examination');
    const principal = await as('principal');
    const student = await as('student');
    const id = await defineExam(cell, TITLE, 4, 2027);
    await placeSubjects(cell, id, [
      [subject.R22CS781!, '2027-04-01'],
      [subject.R22CS782!, '2027-04-03'],
    ]);
    const sitting = await registerEveryone(cell, db, id);
    const [failing, late] = sitting;
    const { rows, row } = marksOfEveryone(id, sitting, [subject.R22CS781!, subject.R22CS782!]);
    Object.assign(row(failing!.id, subject.R22CS781!), { internal: 25, external: 23 }); // F
    Object.assign(row(late!.id, subject.R22CS782!), { internal: null }); // marks missing: withheld
    await db.insert(examMarks).values(rows);

    // Nothing processed yet: an empty summary, and nothing waits.
    expect((await cell.get(`exams/${id}/results`)).body.summary).toEqual({
      results: 0,
      passed: 0,
      failed: 0,
      absent: 0,
      passPercent: null,
      withheld: 0,
    });
    const before = (await cell.get('examPublications')).body.waiting as { examId: number }[];
    expect(before.map((w) => w.examId)).not.toContain(id);

    expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
    const complete = sitting.length - 1;
    const summary = {
      results: sitting.length,
      passed: complete - 1,
      failed: 1,
      absent: 0,
      passPercent: Math.round(((complete - 1) / complete) * 1000) / 10,
      withheld: 1,
    };
    expect((await cell.get(`exams/${id}/results`)).body.summary).toEqual(summary);
    expect(publishQuestion(summary.results)).toBe(`Publish ${sitting.length} results?`);

    // Processed: it waits for the exam cell's request.
    const processed = (await cell.get('examPublications')).body.waiting;
    expect(processed).toContainEqual(
      expect.objectContaining({ examId: id, title: TITLE, stage: 'processed', summary }),
    );

    // The missing mark comes in and the exam is processed again: nobody is withheld, and the request goes through.
    await db
      .update(examMarks)
      .set({ internal: 20 })
      .where(
        and(eq(examMarks.examId, id), eq(examMarks.studentId, late!.id), eq(examMarks.courseId, subject.R22CS782!)),
      );
    expect((await cell.post(`exams/${id}/results/process`, {})).status).toBe(200);
    const whole = (await cell.get(`exams/${id}/results`)).body.summary;
    expect(whole).toMatchObject({ results: sitting.length, passed: sitting.length - 1, failed: 1, withheld: 0 });
    // Requested: it waits for the principal, who sees it with the same summary.
    expect((await cell.post(`exams/${id}/results/request`, {})).status).toBe(200);
    const awaiting = await principal.get('examPublications');
    expect(awaiting.status).toBe(200);
    expect(awaiting.body.waiting).toContainEqual(
      expect.objectContaining({ examId: id, stage: 'awaiting', requestedAt: expect.any(String), summary: whole }),
    );

    // A student may not read what waits.
    expect((await student.get('examPublications')).status).toBe(403);
  }, 300_000);
});
