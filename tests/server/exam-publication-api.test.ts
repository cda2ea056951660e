import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishQuestion } from '../../src/domain/exams/publication';
import { examMarks } from '../../src/server/db/schema';
import { defineExam, marksOfEveryone, placeSubjects, registerEveryone } from './support/published-exam';
import { gradedExamSuite } from './support/graded-exam-suite';

const TITLE = 'B.Tech IV Year I Semester (R22) Regular Examinations, April 2027';

/** The Publication tab's summary and the dashboards' list of results waiting for someone. */
describe('exam publication summary and what waits for whom', () => {
  const suite = gradedExamSuite({
    subjects: [
      ['R22CS781', 'Cloud Computing', 3],
      ['R22CS782', 'Natural Language Processing', 3],
    ],
  });

  it('counts results, passes, failures, the pass percentage and the withheld, and lists the exam for its next person', async () => {
    const db = suite.database.handle.db;
    const cell = await suite.as('examination');
    const principal = await suite.as('principal');
    const student = await suite.as('student');
    const id = await defineExam(cell, TITLE, 4, 2027);
    await placeSubjects(cell, id, [
      [suite.subject.R22CS781!, '2027-04-01'],
      [suite.subject.R22CS782!, '2027-04-03'],
    ]);
    const sitting = await registerEveryone(cell, db, id);
    const [failing, late] = sitting;
    const { rows, row } = marksOfEveryone(id, sitting, [suite.subject.R22CS781!, suite.subject.R22CS782!]);
    Object.assign(row(failing!.id, suite.subject.R22CS781!), { internal: 25, external: 23 }); // F
    Object.assign(row(late!.id, suite.subject.R22CS782!), { internal: null }); // marks missing: withheld
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
        and(
          eq(examMarks.examId, id),
          eq(examMarks.studentId, late!.id),
          eq(examMarks.courseId, suite.subject.R22CS782!),
        ),
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
