import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { batches } from './schema-masters';
import { feeStructures, feeTypes } from './schema-payments';
import { students } from './schema-students';
import { users } from './schema-users';

/**
 * A concession or scholarship on a fee head: for one student, or for every student of an admission category (in one
 * batch or all); in one semester or every one. `value` is paise (AMOUNT) or basis points (PERCENT) of each due. Proposed
 * by one person, approved or rejected by an accounts officer who is someone else; only APPROVED ones lower dues
 * (src/server/modules/payments/fee-reliefs-sql.ts). Nothing is deleted.
 */
export const feeConcessions = pgTable(
  'fee_concessions',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    value: integer('value').notNull(),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    semester: smallint('semester'),
    studentId: integer('student_id').references(() => students.id),
    category: varchar('category', { length: 16 }),
    batchId: integer('batch_id').references(() => batches.id),
    reason: text('reason').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('PROPOSED'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note').notNull().default(''),
  },
  (t) => [
    index('fee_concessions_fee_type').on(t.feeTypeId, t.status),
    index('fee_concessions_student').on(t.studentId),
    check('fee_concessions_kind', sql`${t.kind} in ('AMOUNT','PERCENT')`),
    check('fee_concessions_value', sql`${t.value} > 0 and (${t.kind} = 'AMOUNT' or ${t.value} <= 10000)`),
    check('fee_concessions_status', sql`${t.status} in ('PROPOSED','APPROVED','REJECTED')`),
    check('fee_concessions_who', sql`(${t.studentId} is null) <> (${t.category} is null)`),
  ],
);

/** A late fine lowered by an accounts officer: `fee_structure_id` is the student's fine line, `amount_paise` taken off. */
export const feeWaivers = pgTable(
  'fee_waivers',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeStructureId: integer('fee_structure_id')
      .notNull()
      .references(() => feeStructures.id),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    waivedBy: integer('waived_by')
      .notNull()
      .references(() => users.id),
    waivedAt: timestamp('waived_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fee_waivers_line').on(t.studentId, t.feeStructureId),
    check('fee_waivers_amount', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A student's claim on the state's fee reimbursement for a fee head and a year of study: what the state is expected
 * to pay, OPEN until the office closes it. Its lines say how much of each due of that year it covers.
 */
export const feeReimbursements = pgTable(
  'fee_reimbursements',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    academicYear: varchar('academic_year', { length: 9 }).notNull(),
    yearOfStudy: smallint('year_of_study').notNull(),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    scheme: varchar('scheme', { length: 80 }).notNull(),
    expectedPaise: integer('expected_paise').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('fee_reimbursements_claim').on(t.studentId, t.feeTypeId, t.yearOfStudy),
    index('fee_reimbursements_year').on(t.academicYear),
    check('fee_reimbursements_expected', sql`${t.expectedPaise} > 0`),
    check('fee_reimbursements_status', sql`${t.status} in ('OPEN','CLOSED')`),
  ],
);

/** How much of one due (`fee_structure_id`) a claim takes off the student: all it expects while open, what came once closed. */
export const feeReimbursementLines = pgTable(
  'fee_reimbursement_lines',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => feeReimbursements.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    feeStructureId: integer('fee_structure_id')
      .notNull()
      .references(() => feeStructures.id),
    expectedPaise: integer('expected_paise').notNull(),
    creditedPaise: integer('credited_paise').notNull(),
  },
  (t) => [
    uniqueIndex('fee_reimbursement_lines_line').on(t.claimId, t.feeStructureId),
    index('fee_reimbursement_lines_student').on(t.studentId, t.feeStructureId),
    check('fee_reimbursement_lines_amounts', sql`${t.creditedPaise} >= 0 and ${t.creditedPaise} <= ${t.expectedPaise}`),
  ],
);

/** Money the state paid on a claim: the amount, the day it came and the bank's reference; who recorded it. */
export const feeReimbursementReceipts = pgTable(
  'fee_reimbursement_receipts',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => feeReimbursements.id),
    amountPaise: integer('amount_paise').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    reference: varchar('reference', { length: 60 }).notNull().default(''),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fee_reimbursement_receipts_claim').on(t.claimId),
    index('fee_reimbursement_receipts_at').on(t.recordedAt),
    check('fee_reimbursement_receipts_amount', sql`${t.amountPaise} > 0`),
  ],
);
