import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  courses,
  examMarks,
  examProcessedResults,
  examRegistrations,
  examResultStates,
  examResults,
  examTitles,
  exams,
  semesters,
  students,
} from '../../db/schema';
import { announceResultsChanged } from '../results/service';

/** The SQL of publishing an exam's results under a public title, withdrawing them, and mailing the students. */
export function resultPublishingStore(db: Database) {
  return {
    /** The semester row of the exam's degree and semester, and the one batch its students come from (or null). */
    async titleFields(examId: number) {
      const [exam] = await db
        .select({ title: exams.title, degreeId: exams.degreeId, semester: exams.semester })
        .from(exams)
        .where(eq(exams.id, examId));
      const [sem] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.degreeId, exam!.degreeId), eq(semesters.number, exam!.semester)));
      const batchesOf = await db
        .selectDistinct({ batchId: students.batchId })
        .from(examRegistrations)
        .innerJoin(students, eq(students.id, examRegistrations.studentId))
        .where(eq(examRegistrations.examId, examId))
        .limit(2);
      return {
        title: exam!.title,
        semesterId: sem?.id ?? null,
        batchId: batchesOf.length === 1 ? (batchesOf[0]!.batchId ?? null) : null,
      };
    },

    /**
     * Puts the processed results under a new public title, with the marks they were graded on (external as processing
     * counted it, grace included, so internal + external = total) and the credits their SGPA was computed with, which
     * they keep whatever later becomes of the subject's credits; announces it to every replica on commit.
     */
    async publish(examId: number, fields: { title: string; semesterId: number; batchId: number | null }, at: Date) {
      const [title] = await db
        .insert(examTitles)
        .values({ title: fields.title, semesterId: fields.semesterId, batchId: fields.batchId, publishedAt: at })
        .returning({ id: examTitles.id });
      await db.execute(sql`
        insert into ${examResults}
          (exam_title_id, student_id, course_id, marks_percent, grade, grade_points, credits, internal, external, total)
        select ${title!.id}, p.student_id, p.course_id, p.marks_percent, p.grade, p.grade_points,
               coalesce(p.credits, c.credits), m.internal, p.total - m.internal, p.total
        from ${examProcessedResults} p
        join ${courses} c on c.id = p.course_id
        left join ${examMarks} m on m.exam_id = p.exam_id and m.student_id = p.student_id and m.course_id = p.course_id
        where p.exam_id = ${examId}`);
      await announceResultsChanged(db, fields.title);
      return title!.id;
    },

    /** Takes a published title and its results out of every public lookup; announces it on commit. */
    async unpublish(examTitleId: number) {
      await db.delete(examResults).where(eq(examResults.examTitleId, examTitleId));
      await db.update(examResultStates).set({ examTitleId: null }).where(eq(examResultStates.examTitleId, examTitleId));
      await db.delete(examTitles).where(eq(examTitles.id, examTitleId));
      await announceResultsChanged(db);
    },

    /** The students of a published exam who have an e-mail address, for the publication mail. */
    async mailAddresses(examId: number) {
      return db
        .select({ email: students.email, name: students.fullName, rollNo: students.rollNo })
        .from(examRegistrations)
        .innerJoin(students, eq(students.id, examRegistrations.studentId))
        .where(
          and(eq(examRegistrations.examId, examId), sql`${students.email} is not null and ${students.email} <> ''`),
        );
    },
  };
}
