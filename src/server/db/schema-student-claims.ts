import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { students } from './schema-students';

/**
 * One-time codes sent to the contact on a student's admission record before a parent is linked to the
 * student or an alumni account is made for the roll number: knowing a roll number and a date of birth is
 * not enough. One live code per purpose, student and claimant (a newer code of the same claimant replaces
 * it; another claimant's code stays); only a hash of the code is stored, and it is deleted once used.
 */
export const studentClaimCodes = pgTable(
  'student_claim_codes',
  {
    id: serial('id').primaryKey(),
    /** 'parent-link' or 'alumni-account'. */
    purpose: varchar('purpose', { length: 20 }).notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** Who asked: the parent's user id, or 0 for an anonymous alumni claim. */
    requester: integer('requester').notNull(),
    /** SHA-256 of what names an anonymous claimant (the alumni account's e-mail); '' for a parent account. */
    claimant: varchar('claimant', { length: 64 }).notNull().default(''),
    /** SHA-256 of a random salt and the code. */
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    salt: varchar('salt', { length: 32 }).notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('student_claim_codes_one_per_claimant').on(t.purpose, t.studentId, t.requester, t.claimant),
    index('student_claim_codes_expires').on(t.expiresAt),
  ],
);
