import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { feePaymentOrders } from './schema-payments';
import { users } from './schema-users';

/**
 * A counter receipt's cancellation: asked for with a reason by the desk, decided by an accounts officer other than the
 * one who asked (APPROVED cancels the payment, REJECTED leaves it standing). At most one waits per payment; nothing is
 * ever deleted.
 */
export const receiptCancellations = pgTable(
  'receipt_cancellations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => feePaymentOrders.id),
    reason: text('reason').notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decision: varchar('decision', { length: 8 }),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('receipt_cancellations_waiting')
      .on(t.orderId)
      .where(sql`${t.decision} is null`),
    check('receipt_cancellations_decision', sql`${t.decision} is null or ${t.decision} in ('APPROVED', 'REJECTED')`),
  ],
);

/**
 * A cashier's day at the fee desk once handed over: what was collected by mode (paise), frozen when the cashier hands
 * it over (HANDED_OVER), and CLOSED when an accounts officer confirms the money. A day without a row is open; a
 * handed-over day takes no more money, and a closed one never changes.
 */
export const cashierDays = pgTable(
  'cashier_days',
  {
    id: serial('id').primaryKey(),
    cashierId: integer('cashier_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    byMode: jsonb('by_mode').$type<Record<string, number>>().notNull(),
    receipts: integer('receipts').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('cashier_days_cashier_day').on(t.cashierId, t.day),
    index('cashier_days_status').on(t.status, t.day),
    check('cashier_days_status_known', sql`${t.status} in ('HANDED_OVER', 'CLOSED')`),
  ],
);
