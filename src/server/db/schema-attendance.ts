import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import { sections } from './schema-academic';
import { createdAt, updatedAt } from './schema-columns';
import { courses } from './schema-masters';
import { bellPeriods, timetableSlots } from './schema-timetables';
import { users } from './schema-users';

/**
 * One class's attendance: a section's subject on a date from a period of the bell schedule, stored once (the unique
 * index: a second save of the same class is a correction of it). The year and semester are the timetable's, so a
 * semester's percentages read only its own sheets. The slot may go (timetable deleted): the sheet stays.
 */
export const attendanceSheets = pgTable(
  'attendance_sheets',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => courses.id),
    date: date('date', { mode: 'string' }).notNull(),
    periodId: integer('period_id')
      .notNull()
      .references(() => bellPeriods.id),
    slotId: integer('slot_id').references(() => timetableSlots.id, { onDelete: 'set null' }),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    term: varchar('term', { length: 4 }).notNull(),
    /** Who saved it last (the teacher, a substitute, the HoD correcting it). */
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    absent: smallint('absent').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attendance_sheets_class').on(t.sectionId, t.subjectId, t.date, t.periodId),
    index('attendance_sheets_section_date').on(t.sectionId, t.date),
    index('attendance_sheets_date').on(t.date),
    check('attendance_sheets_term', sql`${t.term} in ('odd', 'even')`),
  ],
);

/**
 * A student's mark on a sheet: present or absent. Every student of the class has one, so a percentage is a count of
 * the student's own marks (the index by student answers a semester's percentages without reading the sheets' marks).
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    sheetId: integer('sheet_id')
      .notNull()
      .references(() => attendanceSheets.id, { onDelete: 'cascade' }),
    /** students.id (no foreign key: 40,000 marks a day are written without checking each student row). */
    studentId: integer('student_id').notNull(),
    present: boolean('present').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sheetId, t.studentId] }),
    index('attendance_marks_student').on(t.studentId, t.sheetId, t.present),
  ],
);

/** Whether a student was last told they are below the threshold in a semester: one mail per fall, not per sheet. */
export const attendanceShortages = pgTable(
  'attendance_shortages',
  {
    studentId: integer('student_id').notNull(),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    term: varchar('term', { length: 4 }).notNull(),
    short: boolean('short').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.academicYear, t.term] })],
);
