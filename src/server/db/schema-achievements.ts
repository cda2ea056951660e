import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** §3 Achievement: one faculty member's achievement, in the department named when it was recorded. */
export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    // faculty.id and users.id, without foreign keys: the routes only ever store ids they have just read.
    facultyId: integer('faculty_id').notNull(),
    departmentName: text('department_name').notNull(),
    facultyName: text('faculty_name').notNull(),
    facultyEmail: text('faculty_email').notNull(),
    /** §3 `dates`: the day of the achievement. */
    achievedOn: date('achieved_on').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('achievements_faculty').on(t.facultyId, t.achievedOn)],
);
