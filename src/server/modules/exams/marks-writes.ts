import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, examMarks } from '../../db/schema';

/** One mark to write: internal marks, or external marks (a number, AB, or null). */
export type InternalWrite = { studentId: number; internal: number | null };
export type ExternalWrite = { studentId: number; courseId: number; external: number | null; absent: boolean };

/** A Postgres array literal of whole numbers (null as NULL): one parameter for thousands of rows. */
const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;
const boolArray = (values: readonly boolean[]) => `{${values.map((b) => (b ? 't' : 'f')).join(',')}}`;

/**
 * The writes of marks entry: upserts that change a row only when its value differs, so the same marks sent again
 * (a repeated upload, a replayed grid) leave who-and-when as they were; coded numbers given once per student.
 */
export function marksWrites(db: Database, transaction: <T>(fn: () => Promise<T>) => Promise<T>) {
  return {
    /**
     * Runs a check of marks against their subjects' maximums and their save as one, the subjects share-locked
     * first: a change of a maximum (which locks its subject's row) and a save of marks then happen one after the
     * other, so the maximums `fn` checks against are still the subjects' when the marks are saved.
     */
    withMaximums<T>(
      courseIds: readonly number[],
      fn: (maximums: ReadonlyMap<number, { internalMax: number; externalMax: number }>) => Promise<T>,
    ): Promise<T> {
      return transaction(async () => {
        const rows = courseIds.length
          ? await db
              .select({ id: courses.id, internalMax: courses.internalMax, externalMax: courses.externalMax })
              .from(courses)
              .where(inArray(courses.id, [...new Set(courseIds)]))
              .orderBy(asc(courses.id))
              .for('share')
          : [];
        return fn(new Map(rows.map((r) => [r.id, r])));
      });
    },

    /** Writes internal marks; answers how many rows changed (the same marks again change none). */
    async saveInternal(examId: number, courseId: number, rows: readonly InternalWrite[], by: number) {
      if (!rows.length) return 0;
      const result = await db.execute(sql`
        insert into exam_marks as m (exam_id, student_id, course_id, internal, internal_by, internal_at)
        select ${examId}, t.s, ${courseId}, t.i, ${by}, now()
        from unnest(${intArray(rows.map((r) => r.studentId))}::int[], ${intArray(rows.map((r) => r.internal))}::smallint[]) as t(s, i)
        on conflict (exam_id, student_id, course_id) do update
          set internal = excluded.internal, internal_by = excluded.internal_by, internal_at = excluded.internal_at
          where m.internal is distinct from excluded.internal
        returning 1`);
      return result.rows.length;
    },

    /** Writes external marks (a number, AB or null) of one exam, any of its subjects; answers the rows changed. */
    async saveExternal(examId: number, rows: readonly ExternalWrite[], by: number) {
      if (!rows.length) return 0;
      const result = await db.execute(sql`
        insert into exam_marks as m (exam_id, student_id, course_id, external, external_absent, external_by, external_at)
        select ${examId}, t.s, t.c, t.e, t.a, ${by}, now()
        from unnest(${intArray(rows.map((r) => r.studentId))}::int[], ${intArray(rows.map((r) => r.courseId))}::int[],
                    ${intArray(rows.map((r) => r.external))}::smallint[], ${boolArray(rows.map((r) => r.absent))}::boolean[])
          as t(s, c, e, a)
        on conflict (exam_id, student_id, course_id) do update
          set external = excluded.external, external_absent = excluded.external_absent,
              external_by = excluded.external_by, external_at = excluded.external_at
          where m.external is distinct from excluded.external or m.external_absent <> excluded.external_absent
        returning 1`);
      return result.rows.length;
    },

    /** Codes given in an exam (every subject), so that a new code is unique in the whole exam. */
    async codesOf(examId: number): Promise<Set<string>> {
      const rows = await db
        .select({ code: examMarks.code })
        .from(examMarks)
        .where(and(eq(examMarks.examId, examId), isNotNull(examMarks.code)));
      return new Set(rows.map((r) => r.code!));
    },

    /** Gives codes to students without one; a student who has one keeps it. Answers how many were given. */
    async giveCodes(examId: number, courseId: number, codes: readonly { studentId: number; code: string }[]) {
      if (!codes.length) return 0;
      const result = await db
        .insert(examMarks)
        .values(codes.map((c) => ({ examId, courseId, studentId: c.studentId, code: c.code })))
        .onConflictDoUpdate({
          target: [examMarks.examId, examMarks.studentId, examMarks.courseId],
          set: { code: sql`excluded.code` },
          setWhere: sql`${examMarks.code} is null`,
        })
        .returning({ studentId: examMarks.studentId });
      return result.length;
    },
  };
}
