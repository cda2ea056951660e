import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { examMarks, examProcessedResults, examResults, examRevaluations } from '../../db/schema';
import { announceTitleChanged } from '../results/service';

/** The SQL of deciding a recounting or revaluation: the decision that changes a published row. */
export function revaluationDecisionStore(db: Database) {
  return {
    /**
     * The decision: the external marks and the published row (and the processed one, so a later withdrawal and
     * processing start from them) take the new marks and grade; the application keeps before (as published when it
     * is decided: an application made before a withdrawal is decided on the results published again) and after, and
     * the publication it was made on; every replica's result cache is emptied on commit.
     */
    async decide(input: {
      id: number;
      examId: number;
      studentId: number;
      courseId: number;
      resultId: number;
      titleId: number;
      oldExternal: number;
      oldGrade: string;
      external: number;
      outcome: { total: number | null; percent: number | null; grade: string; gradePoints: number; status: string };
      actor: { id: number; name: string };
      at: Date;
    }) {
      const { examId, studentId, courseId, outcome } = input;
      await db
        .update(examMarks)
        .set({ external: input.external })
        .where(and(eq(examMarks.examId, examId), eq(examMarks.studentId, studentId), eq(examMarks.courseId, courseId)));
      await db
        .update(examResults)
        .set({
          grade: outcome.grade,
          marksPercent: outcome.percent,
          gradePoints: outcome.gradePoints,
          total: outcome.total,
          external: outcome.total === null ? null : sql`${outcome.total} - ${examResults.internal}`,
        })
        .where(eq(examResults.id, input.resultId));
      await db
        .update(examProcessedResults)
        .set({
          total: outcome.total,
          marksPercent: outcome.percent,
          grade: outcome.grade,
          gradePoints: outcome.gradePoints,
          status: outcome.status as 'pass' | 'fail' | 'absent',
        })
        .where(
          and(
            eq(examProcessedResults.examId, examId),
            eq(examProcessedResults.studentId, studentId),
            eq(examProcessedResults.courseId, courseId),
          ),
        );
      await db
        .update(examRevaluations)
        .set({
          oldExternal: input.oldExternal,
          oldGrade: input.oldGrade,
          examTitleId: input.titleId,
          newExternal: input.external,
          newGrade: outcome.grade,
          decidedBy: input.actor.id,
          decidedByName: input.actor.name,
          decidedAt: input.at,
        })
        .where(eq(examRevaluations.id, input.id));
      await announceTitleChanged(db, input.titleId);
    },
  };
}
