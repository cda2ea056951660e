import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INELIGIBLE_LABELS } from '../../src/domain/exams/exam';
import { courses, semesters } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { PAYMENT_HISTORY_SERIALS } from '../../src/server/demo/paid-dues';
import { BTECH_BRANCHES } from '../../src/server/demo/names-and-courses';
import { demoSeededAt } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';
import { placeSubjects } from './support/published-exam';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

/** Moments the demo is seeded on: IV Year I Semester, then II Semester, and the exam of the semester it studies. */
const MOMENTS = [
  { at: '2026-11-29T05:00:00Z', month: 11, year: 2026 },
  { at: '2027-03-01T05:00:00Z', month: 4, year: 2027 },
] as const;

interface Registered {
  rollNo: string;
  eligible: boolean;
  reason: string;
}

/**
 * The demo as it is started (paid dues): a regular exam of the semester the batch on roll studies lets most of its
 * students sit, and refuses those the seed leaves owing tuition, with the hall ticket's words for dues.
 */
describe.each(MOMENTS)('a demo exam registration, the demo seeded on $at', { timeout: 300_000 }, (m) => {
  const now = new Date(m.at);
  const demo = demoSeededAt(now);
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, {
      collegeCode: 'DEMO',
      collegeName: 'Demo College',
      now,
      paidDues: { now },
    });
    app = testApp(database.handle).app;
  });
  afterAll(async () => database?.drop());

  it(`registers the ${demo.batch.name} batch for semester ${String(demo.batch.semester)}: most sit, the few owing are refused`, async () => {
    const db = database.handle.db;
    const cell = await as('examination');
    const choices = (await cell.get('exams/choices')).body;
    const semester = demo.batch.semester;
    const made = await cell.post('exams', {
      title: `B.Tech demo regular examinations of semester ${String(semester)}`,
      regulationId: choices.regulations.find((r: { label: string }) => r.label === 'R22').value,
      degreeId: choices.degrees.find((d: { label: string }) => d.label === 'B.Tech').value,
      semester,
      examType: 'regular',
      month: m.month,
      year: m.year,
    });
    expect(made.status).toBe(201);
    const examId = made.body.row.id as number;
    // Each branch sits the first subject the demo has for the semester (later-courses.ts).
    const firsts = await db
      .select({ id: courses.id, code: courses.code })
      .from(courses)
      .innerJoin(semesters, eq(semesters.id, courses.semesterId))
      .where(and(eq(semesters.number, semester), like(courses.code, `%${String(semester)}01PC`)));
    expect(firsts).toHaveLength(BTECH_BRANCHES.length);
    const date = `${String(m.year)}-${String(m.month).padStart(2, '0')}-02`;
    await placeSubjects(
      cell,
      examId,
      firsts.map((s) => [s.id, date] as const),
    );

    const registration = await cell.post(`exams/${examId}/registration`, {});
    expect(registration.status).toBe(200);
    const rows = registration.body.students as Registered[];
    expect(rows).toHaveLength(300);
    const owing = BTECH_BRANCHES.flatMap((b) => demo.owingRolls(b.code));
    // The payment history's students (the first CSE ones) pay their own way: only theirs may differ.
    const history = PAYMENT_HISTORY_SERIALS.map((n) => demo.roll(`05${String(n).padStart(2, '0')}`));
    for (const row of rows) {
      if (history.includes(row.rollNo)) continue;
      expect([row.rollNo, row.eligible, row.reason]).toEqual(
        owing.includes(row.rollNo) ? [row.rollNo, false, 'dues'] : [row.rollNo, true, ''],
      );
    }
    expect(rows.filter((r) => r.eligible).length).toBeGreaterThanOrEqual(270);

    const refused = await cell.get(`exams/${examId}/hallTickets?rollNo=${owing[0]!}`);
    expect([refused.status, refused.body.reason]).toEqual([409, INELIGIBLE_LABELS.dues]);
  });
});
