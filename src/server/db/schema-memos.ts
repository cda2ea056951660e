import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { IssuedContent } from '../../domain/memos/transcript';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * Every marks memo and provisional certificate issued: who issued it, when, its verification code and what it
 * said, kept as printed so the code verifies that document even after a revaluation changes the results.
 */
export const issuedDocuments = pgTable(
  'issued_documents',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 14 }).notNull().unique(),
    kind: varchar('kind', { length: 12 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    issuedBy: integer('issued_by')
      .notNull()
      .references(() => users.id),
    issuedByName: text('issued_by_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    content: jsonb('content').$type<IssuedContent>().notNull(),
  },
  (t) => [
    index('issued_documents_student').on(t.studentId, t.kind, t.issuedAt),
    check('issued_documents_kind', sql`${t.kind} in ('memo','provisional')`),
  ],
);
