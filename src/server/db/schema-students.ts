import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { batches, branches, regulations } from './schema-masters';

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    rollNo: varchar('roll_no', { length: 20 }).notNull().unique(),
    fullName: text('full_name').notNull(),
    gender: varchar('gender', { length: 8 }).notNull(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    email: text('email'),
    mobile: varchar('mobile', { length: 10 }),
    /** §3 dateofBirth (YYYY-MM-DD); a parent links to the student with it and the roll number. */
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    /** studying, detained, discontinued or graduated: changed only by the year-end moves (student_moves). */
    status: varchar('status', { length: 16 }).notNull().default('studying'),
    /** The semester the student is in (1 = I Year I Semester); promote moves it on. */
    semester: smallint('semester').notNull().default(1),
    /** The section (sections.id); no foreign key: schema-academic reads users, which read students (a cycle). */
    sectionId: integer('section_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // Prefix search answers from these (LIKE 'x%' needs the pattern operator classes under any collation).
    index('students_roll_prefix').on(sql`${t.rollNo} varchar_pattern_ops`),
    index('students_name_prefix').on(sql`lower(${t.fullName}) text_pattern_ops`),
    index('students_batch_branch').on(t.batchId, t.branchId, t.status),
    index('students_section').on(t.sectionId),
    check('students_status', sql`${t.status} in ('studying','detained','discontinued','graduated')`),
  ],
);

/** The college's roll number pattern (one row): tokens and the codes they stand for (roll-number-pattern.ts). */
export const rollNumberSettings = pgTable(
  'roll_number_settings',
  {
    id: smallint('id').primaryKey().default(1),
    pattern: varchar('pattern', { length: 80 }).notNull(),
    collegeCode: varchar('college_code', { length: 8 }).notNull(),
    regularEntry: varchar('regular_entry', { length: 2 }).notNull(),
    lateralEntry: varchar('lateral_entry', { length: 2 }).notNull(),
  },
  (t) => [check('roll_number_settings_one', sql`${t.id} = 1`)],
);
