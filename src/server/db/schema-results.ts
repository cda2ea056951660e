import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  integer,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches, courses, semesters } from './schema-masters';
import { students } from './schema-students';

export const examTitles = pgTable('exam_titles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  semesterId: integer('semester_id')
    .notNull()
    .references(() => semesters.id),
  /** The batch sitting it; null for an exam the exam cell published whose students come from several batches. */
  batchId: integer('batch_id').references(() => batches.id),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/**
 * One row per student, exam and course. `grade` is §9's letter or a regulation's own (A+, O); F fails and AB is
 * absent whatever the scheme. `gradePoints` are the points the regulation's scheme gave when the exam cell
 * processed the exam; rows stored without them (the demo's, older ones) take §9's points for their grade.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examTitleId: integer('exam_title_id')
      .notNull()
      .references(() => examTitles.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    /** Percentage of marks; null when absent. */
    marksPercent: smallint('marks_percent'),
    grade: varchar('grade', { length: 2 }).notNull(),
    gradePoints: real('grade_points'),
    /**
     * The subject's credits as published, which a later change of the subject's credits leaves as they were (null on
     * rows published before results kept them: the subject's credits are read then).
     */
    credits: numeric('credits', { precision: 4, scale: 1, mode: 'number' }),
    /**
     * The marks as published: internal, external (grace included, as processing counted it) and their total; null
     * for an absentee's external and total, and on rows published without marks (the demo's, older ones).
     */
    internal: smallint('internal'),
    external: smallint('external'),
    total: smallint('total'),
  },
  (t) => [
    uniqueIndex('exam_results_student_exam_course').on(t.studentId, t.examTitleId, t.courseId),
    index('exam_results_exam').on(t.examTitleId),
    check('exam_results_grade', sql`${t.grade} ~ '^[A-Z][A-Z+]?$'`),
    check('exam_results_points', sql`${t.gradePoints} is null or ${t.gradePoints} between 0 and 10`),
    check('exam_results_marks', sql`${t.marksPercent} is null or ${t.marksPercent} between 0 and 100`),
  ],
);
