import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { students } from './schema-students';
import { users } from './schema-users';

/** Every move of a student after admission: roll number, section, promote, detain, transfer, discontinue, graduate. */
export const studentMoves = pgTable(
  'student_moves',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    fromState: jsonb('from_state').$type<Record<string, unknown>>().notNull(),
    toState: jsonb('to_state').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull().default(''),
    userId: integer('user_id').references(() => users.id),
    userName: varchar('user_name', { length: 100 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('student_moves_student').on(t.studentId, t.at)],
);
