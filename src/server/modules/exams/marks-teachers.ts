import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { facultyAllotments, users } from '../../db/schema';

/** Who teaches whom: a user's faculty record, their sections of a subject and their subjects in exams. */
export function marksTeachers(db: Database) {
  return {
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
  };
}
