import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MarksProgress } from '../../../domain/exams/marks';
import type { Database } from '../../db/client';
import {
  courses,
  examMarks,
  examResultStates,
  examRegistrationSubjects,
  examSubjects,
  exams,
  facultyAllotments,
  students,
  users,
} from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';

/** A subject on an exam's timetable with its maximum marks. */
export interface MarkedSubject {
  courseId: number;
  code: string;
  name: string;
  internalMax: number;
  externalMax: number;
}

/** A registered student of a subject with their marks so far (code: the coded number, when the subject is coded). */
export interface MarkRow {
  studentId: number;
  rollNo: string;
  name: string;
  sectionId: number | null;
  internal: number | null;
  external: number | null;
  absent: boolean;
  code: string | null;
}

/** One mark to write: internal marks, or external marks (a number, AB, or null). */
export type InternalWrite = { studentId: number; internal: number | null };
export type ExternalWrite = { studentId: number; courseId: number; external: number | null; absent: boolean };

/** A Postgres array literal of whole numbers (null as NULL): one parameter for thousands of rows. */
const intArray = (values: readonly (number | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : String(Math.trunc(v)))).join(',')}}`;
const boolArray = (values: readonly boolean[]) => `{${values.map((b) => (b ? 't' : 'f')).join(',')}}`;

/**
 * The rows of `exam_marks` marks entry reads and writes: who sits a subject, who teaches them, the marks so far.
 * Writes are upserts that change a row only when its value differs, so the same marks sent again (a repeated
 * upload, a replayed grid) leave who-and-when as they were.
 */
export function marksStore(db: Database, transaction: <T>(fn: () => Promise<T>) => Promise<T>) {
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

    async subject(examId: number, courseId: number): Promise<MarkedSubject | null> {
      const [row] = await db
        .select({
          courseId: courses.id,
          code: courses.code,
          name: courses.name,
          internalMax: courses.internalMax,
          externalMax: courses.externalMax,
        })
        .from(examSubjects)
        .innerJoin(courses, eq(courses.id, examSubjects.courseId))
        .where(and(eq(examSubjects.examId, examId), eq(examSubjects.courseId, courseId)));
      return row ?? null;
    },

    /** The exam's subjects by code (the upload names a subject by its code). */
    async subjectsByCode(examId: number): Promise<Map<string, MarkedSubject & { coded: boolean }>> {
      const rows = await db
        .select({
          courseId: courses.id,
          code: courses.code,
          name: courses.name,
          internalMax: courses.internalMax,
          externalMax: courses.externalMax,
          coded: sql<boolean>`exists (select 1 from exam_marks m where m.exam_id = ${examId}
            and m.course_id = ${courses.id} and m.code is not null)`,
        })
        .from(examSubjects)
        .innerJoin(courses, eq(courses.id, examSubjects.courseId))
        .where(eq(examSubjects.examId, examId));
      return new Map(rows.map((r) => [r.code.toUpperCase(), { ...r, coded: Boolean(r.coded) }]));
    },

    /** The registered students of a subject (of some sections only, for a teacher), by roll number, with marks. */
    sheet(examId: number, courseId: number, sectionIds?: readonly number[]): Promise<MarkRow[]> {
      if (sectionIds && !sectionIds.length) return Promise.resolve([]);
      return db
        .select({
          studentId: students.id,
          rollNo: students.rollNo,
          name: students.fullName,
          sectionId: students.sectionId,
          internal: examMarks.internal,
          external: examMarks.external,
          absent: sql<boolean>`coalesce(${examMarks.externalAbsent}, false)`,
          code: examMarks.code,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(
          and(
            eq(examRegistrationSubjects.examId, examId),
            eq(examRegistrationSubjects.courseId, courseId),
            sectionIds ? inArray(students.sectionId, [...sectionIds]) : undefined,
          ),
        )
        .orderBy(asc(students.rollNo));
    },

    async facultyOf(userId: number): Promise<number | null> {
      const [row] = await db.select({ id: users.facultyId }).from(users).where(eq(users.id, userId));
      return row?.id ?? null;
    },

    /** The sections a teacher is allotted a subject for, in any academic year (a supplementary exam's too). */
    async allottedSections(facultyId: number, courseId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: facultyAllotments.sectionId })
        .from(facultyAllotments)
        .where(and(eq(facultyAllotments.facultyId, facultyId), eq(facultyAllotments.subjectId, courseId)));
      return rows.map((r) => r.id);
    },

    /** A teacher's subjects with registered students of their sections: per exam and subject, how many entered. */
    async teacherSubjects(facultyId: number) {
      const result = await db.execute<{
        exam_id: number;
        title: string;
        course_id: number;
        code: string;
        name: string;
        internal_max: number;
        registered: number;
        entered: number;
      }>(sql`
        select r.exam_id, e.title, r.course_id, c.code, c.name, c.internal_max,
               count(*)::int as registered, count(m.internal)::int as entered
        from exam_registration_subjects r
        join students s on s.id = r.student_id
        join exams e on e.id = r.exam_id
        join courses c on c.id = r.course_id
        left join exam_marks m on m.exam_id = r.exam_id and m.student_id = r.student_id and m.course_id = r.course_id
        where exists (select 1 from faculty_allotments a
                      where a.faculty_id = ${facultyId} and a.subject_id = r.course_id and a.section_id = s.section_id)
        group by r.exam_id, e.title, r.course_id, c.code, c.name, c.internal_max, e.year, e.month
        order by e.year desc, e.month desc, c.code`);
      return result.rows.map((r) => ({
        examId: Number(r.exam_id),
        title: r.title,
        courseId: Number(r.course_id),
        code: r.code,
        name: r.name,
        internalMax: Number(r.internal_max),
        registered: Number(r.registered),
        entered: Number(r.entered),
      }));
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

    /** Who sits each subject of an exam, by roll number and by coded number, for an upload's rows. */
    async uploadLookups(examId: number) {
      const rows = await db
        .select({
          studentId: examRegistrationSubjects.studentId,
          courseId: examRegistrationSubjects.courseId,
          rollNo: students.rollNo,
          code: examMarks.code,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(eq(examRegistrationSubjects.examId, examId));
      const byRoll = new Map<string, number>();
      const byCode = new Map<string, number>();
      for (const r of rows) {
        byRoll.set(`${r.courseId}|${r.rollNo.toUpperCase()}`, r.studentId);
        if (r.code) byCode.set(`${r.courseId}|${r.code.toUpperCase()}`, r.studentId);
      }
      return { byRoll, byCode };
    },

    /** Whether roll numbers are in the directory at all (an unknown roll number and one not registered differ). */
    async knownRolls(rollNos: readonly string[]): Promise<Set<string>> {
      if (!rollNos.length) return new Set();
      const rows = await db
        .select({ rollNo: students.rollNo })
        .from(students)
        .where(inArray(students.rollNo, [...rollNos]));
      return new Set(rows.map((r) => r.rollNo.toUpperCase()));
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

    /** Per subject of the exam's timetable: registered, internal and external entered, absent, coded, above the maxima. */
    async progress(examId: number): Promise<MarksProgress[]> {
      const result = await db.execute<Record<string, string | number>>(sql`
        select c.id as course_id, c.code, c.name, b.short_name as branch, c.internal_max, c.external_max,
               count(r.student_id)::int as registered,
               count(m.internal)::int as internal_entered,
               count(*) filter (where m.external is not null or m.external_absent)::int as external_entered,
               count(*) filter (where m.external_absent)::int as absent,
               count(m.code)::int as coded,
               (count(*) filter (where m.internal > c.internal_max)
                 + count(*) filter (where m.external > c.external_max))::int as above_max
        from exam_subjects es
        join courses c on c.id = es.course_id
        join branches b on b.id = c.branch_id
        left join exam_registration_subjects r on r.exam_id = es.exam_id and r.course_id = es.course_id
        left join exam_marks m on m.exam_id = r.exam_id and m.student_id = r.student_id and m.course_id = r.course_id
        where es.exam_id = ${examId}
        group by c.id, c.code, c.name, b.short_name, c.internal_max, c.external_max
        order by c.code`);
      return result.rows.map((r) => ({
        courseId: Number(r.course_id),
        code: String(r.code),
        name: String(r.name),
        branch: String(r.branch),
        internalMax: Number(r.internal_max),
        externalMax: Number(r.external_max),
        registered: Number(r.registered),
        internalEntered: Number(r.internal_entered),
        externalEntered: Number(r.external_entered),
        absent: Number(r.absent),
        coded: Number(r.coded),
        aboveMax: Number(r.above_max),
      }));
    },

    /** Whether the exam's results wait for authorization or are published: its marks are then fixed. */
    async frozen(examId: number): Promise<boolean> {
      const [row] = await db
        .select({ stage: examResultStates.stage })
        .from(examResultStates)
        .where(eq(examResultStates.examId, examId));
      return row?.stage === 'awaiting' || row?.stage === 'published';
    },

    async examTitle(examId: number): Promise<string | null> {
      const [row] = await db.select({ title: exams.title }).from(exams).where(eq(exams.id, examId));
      return row?.title ?? null;
    },
  };
}

export type MarksStore = ReturnType<typeof marksStore>;
