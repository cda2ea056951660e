import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { examGrace, examMarks, examRegistrationSubjects, students } from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';
import type { Actor } from './result-state-store';

/** The SQL of grace marks: a student's marks and grace in a subject of the exam, and giving or taking grace. */
export function resultGraceStore(db: Database) {
  return {
    /** A registered student's marks in a subject of the exam (null: not registered for it), and their grace. */
    async graceContext(examId: number, rollNo: string, courseId: number) {
      const [row] = await db
        .select({
          studentId: students.id,
          internal: examMarks.internal,
          external: examMarks.external,
          externalAbsent: examMarks.externalAbsent,
          present: examMarks.studentId,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(
          and(
            eq(examRegistrationSubjects.examId, examId),
            eq(examRegistrationSubjects.courseId, courseId),
            sql`upper(${students.rollNo}) = upper(${rollNo})`,
          ),
        );
      if (!row) return null;
      const others = await db
        .select({ marks: examGrace.marks, courseId: examGrace.courseId })
        .from(examGrace)
        .where(and(eq(examGrace.examId, examId), eq(examGrace.studentId, row.studentId)));
      return {
        studentId: row.studentId,
        marks:
          row.present === null
            ? null
            : { internal: row.internal, external: row.external, externalAbsent: row.externalAbsent ?? false, grace: 0 },
        otherGrace: others.filter((o) => o.courseId !== courseId).reduce((a, o) => a + o.marks, 0),
        current: others.find((o) => o.courseId === courseId)?.marks ?? 0,
      };
    },

    async setGrace(
      examId: number,
      studentId: number,
      courseId: number,
      marks: number,
      reason: string,
      actor: Actor,
      at: Date,
    ) {
      const key = and(
        eq(examGrace.examId, examId),
        eq(examGrace.studentId, studentId),
        eq(examGrace.courseId, courseId),
      );
      if (marks === 0) await db.delete(examGrace).where(key);
      else
        await db
          .insert(examGrace)
          .values({ examId, studentId, courseId, marks, reason, givenBy: actor.id, givenAt: at })
          .onConflictDoUpdate({
            target: [examGrace.examId, examGrace.studentId, examGrace.courseId],
            set: { marks, reason, givenBy: actor.id, givenAt: at },
          });
    },
  };
}
