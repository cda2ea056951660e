import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  numeric,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ResultStage, SubjectStatus } from '../../domain/exams/processing';
import { exams } from './schema-exams';
import { courses } from './schema-masters';
import { feeStructures } from './schema-payments';
import { examTitles } from './schema-results';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * Where an exam's results stand: processed (reviewable), awaiting the principal's authorization, published (under
 * `exam_titles`) or withdrawn. `inputStamp` is a digest of everything processing read (registrations, marks, grace,
 * pass rules, maxima): a publication is authorized only while the marks are still the ones processed.
 */
export const examResultStates = pgTable(
  'exam_result_states',
  {
    examId: integer('exam_id')
      .primaryKey()
      .references(() => exams.id),
    stage: varchar('stage', { length: 10 }).notNull().$type<ResultStage>(),
    inputStamp: varchar('input_stamp', { length: 64 }).notNull(),
    processedBy: integer('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    authorizedBy: integer('authorized_by').references(() => users.id, { onDelete: 'set null' }),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }),
    examTitleId: integer('exam_title_id').references(() => examTitles.id, { onDelete: 'set null' }),
    withdrawnReason: text('withdrawn_reason'),
    /** The scheme and pass rules the exam was last processed under: a change to them is re-graded only on request. */
    rules: jsonb('rules').$type<Record<string, unknown>>(),
  },
  (t) => [check('exam_result_states_stage', sql`${t.stage} in ('processed','awaiting','published','withdrawn')`)],
);

/** Each subject result processing gave: what is copied into `exam_results` when the exam is published. */
export const examProcessedResults = pgTable(
  'exam_processed_results',
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
    total: smallint('total'),
    marksPercent: smallint('marks_percent'),
    grade: varchar('grade', { length: 2 }).notNull(),
    gradePoints: real('grade_points').notNull(),
    /** The subject's credits the SGPA was computed with (null on rows processed before they were kept). */
    credits: numeric('credits', { precision: 4, scale: 1, mode: 'number' }),
    status: varchar('status', { length: 8 }).notNull().$type<SubjectStatus>(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId, t.courseId] })],
);

/** Each student's SGPA for the exam, cumulative GPA and backlogs, or how many subjects still lack marks. */
export const examProcessedStudents = pgTable(
  'exam_processed_students',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    missing: smallint('missing').notNull(),
    sgpa: real('sgpa'),
    cgpa: real('cgpa'),
    backlogs: smallint('backlogs'),
    standing: varchar('standing', { length: 8 }).$type<SubjectStatus>(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId] })],
);

/** Grace marks (moderation) of a student in a subject of an exam: how many, why, who and when. */
export const examGrace = pgTable(
  'exam_grace',
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
    marks: smallint('marks').notNull(),
    reason: text('reason').notNull(),
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.studentId, t.courseId] }), check('exam_grace_marks', sql`${t.marks} > 0`)],
);

/** The exam's results log: processing, grace, publication requests, authorizations, rejections, withdrawals. */
export const examResultLog = pgTable(
  'exam_result_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    action: varchar('action', { length: 12 })
      .notNull()
      .$type<
        | 'processed'
        | 'regraded'
        | 'grace'
        | 'requested'
        | 'authorized'
        | 'rejected'
        | 'withdrawn'
        | 'revaluation'
        | 'recounting'
      >(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('exam_result_log_exam').on(t.examId, t.at)],
);

/**
 * A student's application for recounting or revaluation of one subject of a published exam: once per subject and
 * kind, with the fee line it made (`fee_structures`; it counts once paid). The exam cell's decision keeps the marks
 * and grade before and after, who and when, and the publication it was made on: the history a result sheet shows.
 */
export const examRevaluations = pgTable(
  'exam_revaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    kind: varchar('kind', { length: 11 }).notNull().$type<'recounting' | 'revaluation'>(),
    feeStructureId: integer('fee_structure_id')
      .notNull()
      .references(() => feeStructures.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    oldExternal: smallint('old_external').notNull(),
    oldGrade: varchar('old_grade', { length: 2 }).notNull(),
    newExternal: smallint('new_external'),
    newGrade: varchar('new_grade', { length: 2 }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * The publication the decision was made on; null once those results are withdrawn (the title is deleted), so a
     * later publication's sheet shows no note of it. Undecided applications have none yet.
     */
    examTitleId: integer('exam_title_id').references(() => examTitles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('exam_revaluations_once').on(t.examId, t.studentId, t.courseId, t.kind),
    index('exam_revaluations_student').on(t.studentId),
    check('exam_revaluations_kind', sql`${t.kind} in ('recounting','revaluation')`),
  ],
);
