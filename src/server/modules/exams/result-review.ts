import { and, asc, count, desc, eq, isNull, like, or } from 'drizzle-orm';
import { reviewCounts, type ExamReviewCounts, type ResultStage } from '../../../domain/exams/processing';
import { REVIEW_PAGE_SIZE, type ReviewQuery } from '../../../domain/exams/review-query';
import type { Database } from '../../db/client';
import {
  courses,
  examGrace,
  examMarks,
  examProcessedResults,
  examProcessedStudents,
  examRegistrationSubjects,
  examResultLog,
  students,
} from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';
import { resultInputs, sitterOfSubject, sitters } from './result-inputs';
import { changedRules } from './result-rules';

/** The exam's results as the review screen reads them. */
export function resultReview(db: Database) {
  const { state, currentRules } = resultInputs(db);

  /**
   * The exam's results as the review shows them (null before the first processing): its lists narrowed to roll
   * numbers beginning with `rollNo`, each at its page of `REVIEW_PAGE_SIZE` rows, with how many rows match in all.
   */
  async function review(examId: number, query: ReviewQuery = { rollNo: '', page: 1, missingPage: 1 }) {
    const roll = query.rollNo ? like(students.rollNo, `${query.rollNo}%`) : undefined;
    const offset = (n: number) => (n - 1) * REVIEW_PAGE_SIZE;
    const head = await state(examId);
    const rules = await currentRules(examId);
    const scheme = rules.scheme;
    // Who still lacks marks now (not when processed): the subjects a registered student sits without both halves.
    const missingWhere = and(
      eq(examRegistrationSubjects.examId, examId),
      roll,
      or(
        isNull(examMarks.studentId),
        and(eq(examMarks.externalAbsent, false), or(isNull(examMarks.internal), isNull(examMarks.external))),
      ),
    );
    const missingJoin = () =>
      db
        .select({
          rollNo: students.rollNo,
          name: students.fullName,
          code: courses.code,
          internal: examMarks.internal,
          external: examMarks.external,
        })
        .from(examRegistrationSubjects)
        .innerJoin(sitters, sitterOfSubject)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .innerJoin(courses, eq(courses.id, examRegistrationSubjects.courseId))
        .leftJoin(examMarks, marksOfRegisteredSubject);
    const missingRows = await missingJoin()
      .where(missingWhere)
      .orderBy(asc(students.rollNo), asc(courses.code))
      .limit(REVIEW_PAGE_SIZE)
      .offset(offset(query.missingPage));
    const [missingTotal] = await db
      .select({ n: count() })
      .from(examRegistrationSubjects)
      .innerJoin(sitters, sitterOfSubject)
      .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
      .leftJoin(examMarks, marksOfRegisteredSubject)
      .where(missingWhere);
    const missing = missingRows.map((r) => ({
      rollNo: r.rollNo,
      name: r.name,
      code: r.code,
      missing: [r.internal === null ? 'internal' : null, r.external === null ? 'external' : null].filter(
        (x): x is string => x !== null,
      ),
    }));
    const grace = await db
      .select({
        rollNo: students.rollNo,
        code: courses.code,
        marks: examGrace.marks,
        reason: examGrace.reason,
        givenAt: examGrace.givenAt,
      })
      .from(examGrace)
      .innerJoin(students, eq(students.id, examGrace.studentId))
      .innerJoin(courses, eq(courses.id, examGrace.courseId))
      .where(eq(examGrace.examId, examId))
      .orderBy(asc(students.rollNo), asc(courses.code));
    const history = await db
      .select({
        action: examResultLog.action,
        userName: examResultLog.userName,
        at: examResultLog.at,
        reason: examResultLog.reason,
      })
      .from(examResultLog)
      .where(eq(examResultLog.examId, examId))
      .orderBy(desc(examResultLog.id))
      .limit(50);
    let counts: ExamReviewCounts | null = null;
    let sample: { rollNo: string; name: string; sgpa: number | null; cgpa: number | null; backlogs: number | null }[] =
      [];
    let studentsCount = 0;
    if (head) {
      const perStudent = await db
        .select({ standing: examProcessedStudents.standing, missing: examProcessedStudents.missing, n: count() })
        .from(examProcessedStudents)
        .where(eq(examProcessedStudents.examId, examId))
        .groupBy(examProcessedStudents.standing, examProcessedStudents.missing);
      const byGrade = await db
        .select({ grade: examProcessedResults.grade, n: count() })
        .from(examProcessedResults)
        .where(eq(examProcessedResults.examId, examId))
        .groupBy(examProcessedResults.grade);
      const total = (f: (r: (typeof perStudent)[number]) => boolean) =>
        perStudent.filter(f).reduce((a, r) => a + Number(r.n), 0);
      const withMissing = total((r) => r.missing > 0);
      const graded = new Map(byGrade.map((g) => [g.grade, Number(g.n)]));
      const order = reviewCounts([], scheme).distribution.map((d) => d.grade);
      counts = {
        registered: total(() => true),
        processed: total(() => true) - withMissing,
        passed: total((r) => r.missing === 0 && r.standing === 'pass'),
        failed: total((r) => r.missing === 0 && r.standing === 'fail'),
        absent: total((r) => r.missing === 0 && r.standing === 'absent'),
        withMissing,
        distribution: [...order, ...[...graded.keys()].filter((g) => !order.includes(g))].map((grade) => ({
          grade,
          count: graded.get(grade) ?? 0,
        })),
      };
      sample = (
        await db
          .select({
            rollNo: students.rollNo,
            name: students.fullName,
            sgpa: examProcessedStudents.sgpa,
            cgpa: examProcessedStudents.cgpa,
            backlogs: examProcessedStudents.backlogs,
          })
          .from(examProcessedStudents)
          .innerJoin(students, eq(students.id, examProcessedStudents.studentId))
          .where(and(eq(examProcessedStudents.examId, examId), roll))
          .orderBy(asc(students.rollNo))
          .limit(REVIEW_PAGE_SIZE)
          .offset(offset(query.page))
      ).map((r) => ({
        ...r,
        sgpa: r.sgpa === null ? null : Math.round(r.sgpa * 100) / 100,
        cgpa: r.cgpa === null ? null : Math.round(r.cgpa * 100) / 100,
      }));
      const [matching] = await db
        .select({ n: count() })
        .from(examProcessedStudents)
        .innerJoin(students, eq(students.id, examProcessedStudents.studentId))
        .where(and(eq(examProcessedStudents.examId, examId), roll));
      studentsCount = Number(matching?.n ?? 0);
    }
    return {
      stage: (head?.stage ?? null) as ResultStage | null,
      processedAt: head?.processedAt ?? null,
      requestedBy: head?.requestedBy ?? null,
      requestedAt: head?.requestedAt ?? null,
      authorizedAt: head?.authorizedAt ?? null,
      withdrawnReason: head?.withdrawnReason ?? null,
      /** Processed under a scheme or pass rules the regulation no longer has: re-grading is asked for explicitly. */
      rulesChanged: head !== null && head.stage !== 'published' && changedRules(head.rules ?? null, rules) !== null,
      counts,
      missing,
      missingCount: Number(missingTotal?.n ?? 0),
      students: sample,
      studentsCount,
      rollNo: query.rollNo,
      page: query.page,
      missingPage: query.missingPage,
      pageSize: REVIEW_PAGE_SIZE,
      grace,
      history,
    };
  }

  return { review };
}
