import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PARENT_RELATIONS } from '../../domain/parents/profile';
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

/**
 * A parent's own details beside their account (My Profile): mobile, relation to the students and postal address. The
 * name is the account's (users.full_name) and the e-mail the account's sign-in address, so neither is here.
 */
export const parentProfiles = pgTable(
  'parent_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    relation: varchar('relation', { length: 8 }).notNull(),
    address: varchar('address', { length: 300 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'parent_profiles_relation',
      sql`${t.relation} in (${sql.raw(PARENT_RELATIONS.map((relation) => `'${relation}'`).join(', '))})`,
    ),
  ],
);
