import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { demoExams } from './names-and-courses';
import { seededRandom } from './seeded-random';
import type { DemoPart } from './demo-part';

/**
 * The demo's exam ready for processing: its marks are in, nothing is processed or published yet, so whoever tries
 * the demo can process, review and publish an exam at once. The E2E suite enters its own exam's marks through the
 * screens (tests/e2e/exam-publication.spec.ts).
 */
export const demoMarksExam = (batchStartYear: number): string =>
  `B.Tech II Year I Semester (R22) Supplementary Examinations, June ${String(batchStartYear + 2)}`;

/**
 * A supplementary exam of the II Year I Semester with its timetable, registrations and both marks of every
 * subject, as the internal marks grid and the external marks upload would leave them.
 * It registers the students with an F or AB in a subject of that semester (the demo roll number aside, whose sheet
 * other pages show as it is); a few are absent (AB) again. Each subject sits on a day of its own.
 */
export async function seedDemoExamMarks(db: Database, exceptRollNo: string, batchStartYear: number): Promise<void> {
  const rnd = seededRandom(20240615);
  const source = demoExams(batchStartYear)[0]!;
  const year = batchStartYear + 2;
  const [title] = await db.select().from(t.examTitles).where(eq(t.examTitles.title, source.title));
  const [regulation] = await db
    .select({ id: t.regulations.id })
    .from(t.regulations)
    .where(eq(t.regulations.code, 'R22'));
  const [semester] = await db.select().from(t.semesters).where(eq(t.semesters.id, title!.semesterId));
  const failed = await db
    .select({ studentId: t.examResults.studentId, courseId: t.examResults.courseId })
    .from(t.examResults)
    .innerJoin(t.students, eq(t.students.id, t.examResults.studentId))
    .where(
      and(
        eq(t.examResults.examTitleId, title!.id),
        inArray(t.examResults.grade, ['F', 'AB']),
        ne(t.students.rollNo, exceptRollNo),
      ),
    )
    .orderBy(t.examResults.studentId, t.examResults.courseId);
  if (failed.length === 0) return;
  const [exam] = await db
    .insert(t.exams)
    .values({
      title: demoMarksExam(batchStartYear),
      regulationId: regulation!.id,
      degreeId: semester!.degreeId,
      semester: semester!.number,
      examType: 'supplementary',
      month: 6,
      year,
    })
    .returning({ id: t.exams.id });
  const examId = exam!.id;
  const courseIds = [...new Set(failed.map((f) => f.courseId))].sort((a, b) => a - b);
  const branchCourses = await db
    .select({ id: t.courses.id, branchId: t.courses.branchId, externalMax: t.courses.externalMax })
    .from(t.courses)
    .where(inArray(t.courses.id, courseIds))
    .orderBy(t.courses.id);
  // The n-th subject of each branch on the n-th day: no student sits two on one day.
  const nth = new Map<number, number>();
  await db.insert(t.examSubjects).values(
    branchCourses.map((c) => {
      const n = nth.get(c.branchId) ?? 0;
      nth.set(c.branchId, n + 1);
      return {
        examId,
        courseId: c.id,
        date: `${String(year)}-06-${String(3 + n).padStart(2, '0')}`,
        session: 'FN' as const,
      };
    }),
  );
  const studentIds = [...new Set(failed.map((f) => f.studentId))];
  await db.insert(t.examRegistrations).values(studentIds.map((studentId) => ({ examId, studentId, eligible: true })));
  await db.insert(t.examRegistrationSubjects).values(failed.map((f) => ({ examId, ...f })));
  const externalMax = new Map(branchCourses.map((c) => [c.id, c.externalMax]));
  const at = new Date(`${String(year)}-06-20T10:00:00Z`);
  await db.insert(t.examMarks).values(
    failed.map((f) => {
      const absent = rnd.next() < 0.05;
      return {
        examId,
        ...f,
        internal: rnd.int(12, 28),
        internalAt: at,
        // Within the subject's maximum (a laboratory's is 60), as the marks screens would have kept them.
        external: absent ? null : Math.min(rnd.int(18, 62), externalMax.get(f.courseId) ?? 0),
        externalAbsent: absent,
        externalAt: at,
      };
    }),
  );
}

/** The demo college's exam marks part: a supplementary exam with its marks in, with `demoExamMarks`. */
export const examMarksDemo: DemoPart = {
  name: 'exam marks',
  order: 140,
  async seed(tx, { options, batch, demoRoll }) {
    if (options.demoExamMarks) await seedDemoExamMarks(tx, demoRoll, batch.startYear);
  },
};
