import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { exams } from './schema-exams';
import { courses } from './schema-masters';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * A registered student's marks in one subject of an exam: the internal marks the subject's faculty enter and the
 * external marks the exam cell enters (by upload or on screen). Null is "not entered yet"; an absentee of the
 * external examination is `externalAbsent` (AB), never a zero. Each half records who entered it and when.
 *
 * `code` is the coded (dummy) number printed on the answer script when the exam cell codes a subject, so that
 * valuers enter external marks against codes and never see roll numbers; unique within the exam's subject.
 */
export const examMarks = pgTable(
  'exam_marks',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    internal: smallint('internal'),
    internalBy: integer('internal_by').references(() => users.id, { onDelete: 'set null' }),
    internalAt: timestamp('internal_at', { withTimezone: true }),
    external: smallint('external'),
    externalAbsent: boolean('external_absent').notNull().default(false),
    externalBy: integer('external_by').references(() => users.id, { onDelete: 'set null' }),
    externalAt: timestamp('external_at', { withTimezone: true }),
    code: varchar('code', { length: 16 }),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.studentId, t.courseId] }),
    index('exam_marks_exam_course').on(t.examId, t.courseId),
    uniqueIndex('exam_marks_code').on(t.examId, t.courseId, t.code),
    check('exam_marks_internal', sql`${t.internal} is null or ${t.internal} >= 0`),
    check('exam_marks_external', sql`${t.external} is null or ${t.external} >= 0`),
    check('exam_marks_absent', sql`not (${t.externalAbsent} and ${t.external} is not null)`),
  ],
);

export type ExamMarkRow = typeof examMarks.$inferSelect;
