import { and, asc, eq, sql } from 'drizzle-orm';
import type { GradeBand } from '../../../domain/academic/grading-scheme';
import type { PassRules } from '../../../domain/exams/processing';
import type { RevaluationKind } from '../../../domain/exams/revaluation';
import type { Database } from '../../db/client';
import {
  batches,
  courses,
  examGrace,
  examMarks,
  examProcessedResults,
  examResultStates,
  examResults,
  examRevaluations,
  examTitles,
  exams,
  feeStructures,
  feeTypes,
  regulations,
  students,
  users,
} from '../../db/schema';
import { settledOnLineSql } from '../payments/service';
import { announceResultsChanged } from '../results/service';
import { publishedCredits } from '../../db/published-credits';

const paid = sql<boolean>`(${settledOnLineSql(sql.raw('"exam_revaluations"."student_id"') as unknown as number, examRevaluations.feeStructureId)} >= ${feeStructures.amountPaise})`;

/** The SQL of recounting and revaluation: applications, their fee lines, and the decision that changes a published row. */
export function revaluationStore(db: Database) {
  const application = () =>
    db
      .select({
        id: examRevaluations.id,
        examId: examRevaluations.examId,
        studentId: examRevaluations.studentId,
        courseId: examRevaluations.courseId,
        kind: examRevaluations.kind,
        appliedAt: examRevaluations.appliedAt,
        oldExternal: examRevaluations.oldExternal,
        oldGrade: examRevaluations.oldGrade,
        newExternal: examRevaluations.newExternal,
        newGrade: examRevaluations.newGrade,
        decidedByName: examRevaluations.decidedByName,
        decidedAt: examRevaluations.decidedAt,
        decidedOnTitleId: examRevaluations.examTitleId,
        rollNo: students.rollNo,
        name: students.fullName,
        code: courses.code,
        course: courses.name,
        externalMax: courses.externalMax,
        feePaise: feeStructures.amountPaise,
        feeItem: feeStructures.item,
        paid,
      })
      .from(examRevaluations)
      .innerJoin(students, eq(students.id, examRevaluations.studentId))
      .innerJoin(courses, eq(courses.id, examRevaluations.courseId))
      .innerJoin(feeStructures, eq(feeStructures.id, examRevaluations.feeStructureId));

  return {
    async ownStudent(userId: number) {
      const [row] = await db
        .select({ id: students.id, rollNo: students.rollNo, batchId: students.batchId, degreeId: batches.degreeId })
        .from(users)
        .innerJoin(students, eq(students.id, users.studentId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

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

    /** The fee type of the exam flow (the exam fee's), which the application's fee line is of; null: none set up. */
    async examFeeType() {
      const [row] = await db
        .select({ id: feeTypes.id, name: feeTypes.name })
        .from(feeTypes)
        .where(eq(feeTypes.flow, 'exam'))
        .orderBy(asc(feeTypes.sortOrder), asc(feeTypes.id))
        .limit(1);
      return row ?? null;
    },

    /** Makes the student's fee line and the application; false when they applied for it already. */
    async apply(input: {
      examId: number;
      student: { id: number; batchId: number; degreeId: number };
      courseId: number;
      kind: RevaluationKind;
      semester: number;
      feeTypeId: number;
      item: string;
      amountPaise: number;
      oldExternal: number;
      oldGrade: string;
      at: Date;
    }) {
      const [taken] = await db
        .select({ id: examRevaluations.id })
        .from(examRevaluations)
        .where(
          and(
            eq(examRevaluations.examId, input.examId),
            eq(examRevaluations.studentId, input.student.id),
            eq(examRevaluations.courseId, input.courseId),
            eq(examRevaluations.kind, input.kind),
          ),
        );
      if (taken) return null;
      const [line] = await db
        .insert(feeStructures)
        .values({
          degreeId: input.student.degreeId,
          batchId: input.student.batchId,
          semester: input.semester,
          feeTypeId: input.feeTypeId,
          item: input.item,
          amountPaise: input.amountPaise,
          studentId: input.student.id,
          examId: input.examId,
        })
        .returning({ id: feeStructures.id });
      const [made] = await db
        .insert(examRevaluations)
        .values({
          examId: input.examId,
          studentId: input.student.id,
          courseId: input.courseId,
          kind: input.kind,
          feeStructureId: line!.id,
          appliedAt: input.at,
          oldExternal: input.oldExternal,
          oldGrade: input.oldGrade,
        })
        .returning({ id: examRevaluations.id });
      return made!.id;
    },

    async ofStudent(studentId: number) {
      return application()
        .where(eq(examRevaluations.studentId, studentId))
        .orderBy(asc(examRevaluations.appliedAt), asc(examRevaluations.id));
    },

    async ofExam(examId: number) {
      return application()
        .where(eq(examRevaluations.examId, examId))
        .orderBy(asc(students.rollNo), asc(courses.code), asc(examRevaluations.kind));
    },

    async one(examId: number, id: number) {
      const [row] = await application().where(and(eq(examRevaluations.examId, examId), eq(examRevaluations.id, id)));
      return row ?? null;
    },

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
      await announceResultsChanged(db);
    },

    async mailAddress(studentId: number) {
      const [row] = await db
        .select({ email: students.email, name: students.fullName, rollNo: students.rollNo })
        .from(students)
        .where(eq(students.id, studentId));
      return row ?? null;
    },
  };
}

export type RevaluationStore = ReturnType<typeof revaluationStore>;
