import { eq, sql } from 'drizzle-orm';
import type { MarksProgress } from '../../../domain/exams/marks';
import type { Database } from '../../db/client';
import { examResultStates, exams } from '../../db/schema';

/** How far an exam's marks entry has come, and whether its marks are fixed by its results' stage. */
export function marksProgress(db: Database) {
  return {
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
