import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { faculty, users } from './schema';

/** §3 Achievement: one faculty member's achievement, in the department named when it was recorded. */
export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculty.id, { onDelete: 'cascade' }),
    departmentName: text('department_name').notNull(),
    facultyName: text('faculty_name').notNull(),
    facultyEmail: text('faculty_email').notNull(),
    /** §3 `dates`: the day of the achievement. */
    achievedOn: date('achieved_on').notNull(),
    description: text('description').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('achievements_faculty').on(t.facultyId, t.achievedOn)],
);
