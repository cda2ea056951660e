import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { courses, degrees, regulations } from './schema-masters';
import { students } from './schema-students';

/** An exam the exam cell holds: its title (the public list's form), regulation, degree, semester, type, month, year. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull().unique(),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    semester: smallint('semester').notNull(),
    examType: varchar('exam_type', { length: 16 }).notNull().$type<'regular' | 'supplementary'>(),
    month: smallint('month').notNull(),
    year: smallint('year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('exams_type', sql`${t.examType} in ('regular','supplementary')`),
    check('exams_month', sql`${t.month} between 1 and 12`),
  ],
);

/** The exam's timetable: each subject it covers, on a day and in a session (FN forenoon, AN afternoon). */
export const examSubjects = pgTable(
  'exam_subjects',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    date: date('date', { mode: 'string' }).notNull(),
    session: varchar('session', { length: 2 }).notNull().$type<'FN' | 'AN'>(),
  },
  (t) => [
    primaryKey({ columns: [t.examId, t.courseId] }),
    check('exam_subjects_session', sql`${t.session} in ('FN','AN')`),
  ],
);

/**
 * Who sits an exam: one row per student, with whether they may sit it now (fee dues and attendance) and why not.
 * A registration run replaces the exam's rows with what the rules give, so running it again changes nothing.
 */
export const examRegistrations = pgTable(
  'exam_registrations',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    eligible: boolean('eligible').notNull(),
    /** '' when eligible; else 'dues', 'attendance' (below the condonation band) or 'condonation' (its fee unpaid). */
    reason: varchar('reason', { length: 16 }).notNull().default(''),
    /**
     * The student's attendance in the exam's semester in tenths of a percent (825 = 82.5%); null when it was not
     * assessed (a supplementary exam, or no class of theirs recorded that semester).
     */
    attendanceTenths: smallint('attendance_tenths'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] }), index('exam_registrations_student').on(t.studentId)],
);

/** The subjects each registered student sits (a supplementary student only their backlogs). */
export const examRegistrationSubjects = pgTable(
  'exam_registration_subjects',
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
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId, t.courseId] })],
);

export type ExamRow = typeof exams.$inferSelect;
