import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { feePaymentOrders } from './schema-payments';
import { users } from './schema-users';

/**
 * A refund recorded against a paid fee payment (the gateway's own refund call is outside the product):
 * the amount in paise, the reason, who recorded it, and its credit note number (per financial year).
 */
export const feeRefunds = pgTable(
  'fee_refunds',
  {
    id: serial('id').primaryKey(),
    creditNoteNo: varchar('credit_note_no', { length: 32 }).notNull(),
    /** The payment the money goes back on (fee-pay's payment order). */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => feePaymentOrders.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fee_refunds_credit_note_no').on(t.creditNoteNo),
    index('fee_refunds_payment').on(t.paymentId),
    index('fee_refunds_recorded').on(t.recordedAt),
    check('fee_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The last credit note number handed out in each financial year ('2026-2027'): numbers without gaps. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    financialYear: varchar('financial_year', { length: 9 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.financialYear] })],
);

/** Each reconciliation (asking the gateway about payments still DUE): when, why, and what it found. */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  id: serial('id').primaryKey(),
  trigger: varchar('trigger', { length: 16 }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  checked: integer('checked').notNull().default(0),
  recorded: integer('recorded').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  startedBy: integer('started_by').references(() => users.id),
});
