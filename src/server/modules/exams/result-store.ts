import { and, eq, sql } from 'drizzle-orm';
import { reviewCounts } from '../../../domain/exams/processing';
import type { Database } from '../../db/client';
import {
  examGrace,
  examMarks,
  examProcessedResults,
  examProcessedStudents,
  examRegistrationSubjects,
  examResultLog,
  examResultStates,
  exams,
  students,
} from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';
import { resultInputs, type Loaded } from './result-inputs';
import { resultPublication } from './result-publication';
import { resultReview } from './result-review';
import { rulesRecord } from './result-rules';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

export interface Actor {
  id: number;
  name: string;
}

/** The SQL of processing and publishing an exam's results; each change runs in the exam's turn (its row locked). */
export function resultStore(db: Database, transaction: Run) {
  async function log(
    examId: number,
    action: (typeof examResultLog.$inferInsert)['action'],
    actor: Actor,
    reason: string | null,
    detail: Record<string, unknown> | null = null,
  ) {
    await db.insert(examResultLog).values({ examId, action, userId: actor.id, userName: actor.name, reason, detail });
  }

  /** Runs `fn` in a transaction holding the exam's row, so processing, grace and publication never interleave. */
  function inTurn<T>(examId: number, fn: () => Promise<T>) {
    return transaction(async () => {
      await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
      return fn();
    });
  }

  return {
    ...resultInputs(db),
    ...resultReview(db),
    ...resultPublication(db),
    inTurn,
    log,

    /**
     * Replaces the exam's processed results with what the marks give now, keeping the rules they were graded under;
     * `regraded` names the rules of the processing it replaces when those differ (its own line in the log).
     */
    async saveProcessed(
      examId: number,
      loaded: Loaded,
      actor: Actor,
      at: Date,
      regraded: Record<string, unknown> | null = null,
    ) {
      await db.delete(examProcessedResults).where(eq(examProcessedResults.examId, examId));
      await db.delete(examProcessedStudents).where(eq(examProcessedStudents.examId, examId));
      // Each column as one array through unnest: an exam of 40,000 subject results in one statement.
      const list = (values: readonly (string | number | null)[]) =>
        `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v}"`)).join(',')}}`;
      const subjects = loaded.processed.flatMap((s) =>
        s.subjects.flatMap((sub) =>
          sub.outcome.kind === 'graded' ? [{ studentId: s.studentId, sub, o: sub.outcome }] : [],
        ),
      );
      if (subjects.length > 0)
        await db.execute(sql`
          insert into ${examProcessedResults}
            (exam_id, student_id, course_id, total, marks_percent, grade, grade_points, credits, status)
          select ${examId}, r.student_id, r.course_id, r.total, r.marks_percent, r.grade, r.grade_points, r.credits,
                 r.status
          from unnest(${list(subjects.map((x) => x.studentId))}::int[], ${list(subjects.map((x) => x.sub.courseId))}::int[],
                      ${list(subjects.map((x) => x.o.total))}::smallint[], ${list(subjects.map((x) => x.o.percent))}::smallint[],
                      ${list(subjects.map((x) => x.o.grade))}::text[], ${list(subjects.map((x) => x.o.gradePoints))}::real[],
                      ${list(subjects.map((x) => x.sub.credits))}::numeric[], ${list(subjects.map((x) => x.o.status))}::text[])
            as r(student_id, course_id, total, marks_percent, grade, grade_points, credits, status)`);
      const all = loaded.processed;
      if (all.length > 0)
        await db.execute(sql`
          insert into ${examProcessedStudents} (exam_id, student_id, missing, sgpa, cgpa, backlogs, standing)
          select ${examId}, p.student_id, p.missing, p.sgpa, p.cgpa, p.backlogs, p.standing
          from unnest(${list(all.map((x) => x.studentId))}::int[], ${list(all.map((x) => x.missing))}::smallint[],
                      ${list(all.map((x) => x.sgpa))}::real[], ${list(all.map((x) => x.cgpa))}::real[],
                      ${list(all.map((x) => x.backlogs))}::smallint[], ${list(all.map((x) => x.standing))}::text[])
            as p(student_id, missing, sgpa, cgpa, backlogs, standing)`);
      const values = {
        stage: 'processed' as const,
        inputStamp: loaded.stamp,
        processedBy: actor.id,
        processedAt: at,
        requestedBy: null,
        requestedAt: null,
        rules: rulesRecord(loaded.rules),
      };
      await db
        .insert(examResultStates)
        .values({ examId, ...values })
        .onConflictDoUpdate({ target: examResultStates.examId, set: values });
      const counts = reviewCounts(loaded.processed, loaded.rules.scheme);
      if (regraded) await log(examId, 'regraded', actor, null, { from: regraded, to: rulesRecord(loaded.rules) });
      await log(examId, 'processed', actor, null, { ...counts });
      return counts;
    },

    async setStage(examId: number, set: Partial<typeof examResultStates.$inferInsert>) {
      await db.update(examResultStates).set(set).where(eq(examResultStates.examId, examId));
    },

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

export type ResultStore = ReturnType<typeof resultStore>;
