import { date, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { batches, branches, regulations } from './schema-masters';

export const students = pgTable('students', {
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
  createdAt: createdAt(),
});
