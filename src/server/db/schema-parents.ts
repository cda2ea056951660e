import { bigserial, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { students } from './schema-students';
import { users } from './schema-users';

/** Students a parent account follows; a parent links one by giving its roll number and date of birth. */
export const parentStudents = pgTable(
  'parent_students',
  {
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentUserId, t.studentId] }), index('parent_students_student').on(t.studentId)],
);

/** Link attempts that matched no student, per parent: guessing dates of birth is limited per account. */
export const parentLinkFailures = pgTable(
  'parent_link_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentUserId: integer('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('parent_link_failures_parent_at').on(t.parentUserId, t.at)],
);
