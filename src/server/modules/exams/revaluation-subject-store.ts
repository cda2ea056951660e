import { and, asc, eq, sql } from 'drizzle-orm';
import type { GradeBand } from '../../../domain/academic/grading-scheme';
import type { PassRules } from '../../../domain/exams/processing';
import type { Database } from '../../db/client';
import {
  courses,
  examGrace,
  examMarks,
  examResultStates,
  examResults,
  examTitles,
  exams,
  regulations,
} from '../../db/schema';
import { publishedCredits } from '../../db/published-credits';

/** The SQL of the published results an application is made on: a student's subjects, one row, its rules. */
export function revaluationSubjectStore(db: Database) {
  return {
    /** The published exams (newest first) whose results include the student, with their subjects and grades. */
    async publishedFor(studentId: number) {
      return db
        .select({
          examId: examResultStates.examId,
          title: examTitles.title,
          publishedAt: examTitles.publishedAt,
          courseId: examResults.courseId,
          code: courses.code,
          course: courses.name,
          grade: examResults.grade,
        })
        .from(examResults)
        .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
        .innerJoin(examResultStates, eq(examResultStates.examTitleId, examTitles.id))
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .where(and(eq(examResults.studentId, studentId), eq(examResultStates.stage, 'published')))
        .orderBy(sql`${examTitles.publishedAt} desc`, asc(courses.code));
    },

    /** The published row of the student's subject in the exam, with the marks it came from (null: none). */
    async publishedSubject(examId: number, studentId: number, courseId: number) {
      const [row] = await db
        .select({
          resultId: examResults.id,
          titleId: examTitles.id,
          publishedAt: examTitles.publishedAt,
          grade: examResults.grade,
          marksPercent: examResults.marksPercent,
          gradePoints: examResults.gradePoints,
          internal: examMarks.internal,
          external: examMarks.external,
          externalAbsent: examMarks.externalAbsent,
          grace: examGrace.marks,
          credits: publishedCredits,
          kind: courses.subjectType,
          internalMax: courses.internalMax,
          externalMax: courses.externalMax,
          code: courses.code,
          semester: exams.semester,
        })
        .from(examResultStates)
        .innerJoin(exams, eq(exams.id, examResultStates.examId))
        .innerJoin(examTitles, eq(examTitles.id, examResultStates.examTitleId))
        .innerJoin(
          examResults,
          and(
            eq(examResults.examTitleId, examTitles.id),
            eq(examResults.studentId, studentId),
            eq(examResults.courseId, courseId),
          ),
        )
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .innerJoin(
          examMarks,
          and(eq(examMarks.examId, examId), eq(examMarks.studentId, studentId), eq(examMarks.courseId, courseId)),
        )
        .leftJoin(
          examGrace,
          and(eq(examGrace.examId, examId), eq(examGrace.studentId, studentId), eq(examGrace.courseId, courseId)),
        )
        .where(and(eq(examResultStates.examId, examId), eq(examResultStates.stage, 'published')));
      return row ?? null;
    },

    /** The rules the exam's results were processed under (the regulation's now, for an exam processed before). */
    async rules(examId: number): Promise<PassRules> {
      const [rule] = await db
        .select({
          kept: examResultStates.rules,
          scheme: regulations.gradingScheme,
          minExternalPercent: regulations.minExternalPercent,
          minTotalPercent: regulations.minTotalPercent,
          byKind: regulations.passRules,
        })
        .from(exams)
        .innerJoin(regulations, eq(regulations.id, exams.regulationId))
        .leftJoin(examResultStates, eq(examResultStates.examId, exams.id))
        .where(eq(exams.id, examId));
      if (rule!.kept) return rule!.kept as unknown as PassRules;
      return {
        scheme: rule!.scheme as GradeBand[],
        minExternalPercent: rule!.minExternalPercent,
        minTotalPercent: rule!.minTotalPercent,
        byKind: rule!.byKind,
      };
    },
  };
}
