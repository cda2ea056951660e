import { and, asc, eq, sql } from 'drizzle-orm';
import type { RevaluationKind } from '../../../domain/exams/revaluation';
import type { Database } from '../../db/client';
import { batches, courses, examRevaluations, feeStructures, feeTypes, students, users } from '../../db/schema';
import { settledOnLineSql } from '../payments/service';

const paid = sql<boolean>`(${settledOnLineSql(sql.raw('"exam_revaluations"."student_id"') as unknown as number, examRevaluations.feeStructureId)} >= ${feeStructures.amountPaise})`;

/** The SQL of recounting and revaluation applications: who applies, the fee line and application, the lists. */
export function revaluationApplicationStore(db: Database) {
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

    async mailAddress(studentId: number) {
      const [row] = await db
        .select({ email: students.email, name: students.fullName, rollNo: students.rollNo })
        .from(students)
        .where(eq(students.id, studentId));
      return row ?? null;
    },
  };
}
