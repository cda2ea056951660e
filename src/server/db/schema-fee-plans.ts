import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FineSlab, Instalment } from '../../domain/payments/fee-plans';
import { feeTypes } from './schema-payments';
import { batches, branches, degrees } from './schema-masters';
import { users } from './schema-users';

/**
 * A fee structure as the accounts office keeps it: which students it is for (a batch of a course, and optionally
 * one branch, one quota (the admission type) and one category; '' is every quota or category) and the semester its
 * heads are due in. Applying it makes each matching student's dues (`fee_structures` lines of their own).
 */
export const feePlans = pgTable(
  'fee_plans',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    degreeId: integer('degree_id')
      .notNull()
      .references(() => degrees.id),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id').references(() => branches.id),
    quota: varchar('quota', { length: 64 }).notNull().default(''),
    category: varchar('category', { length: 16 }).notNull().default(''),
    semester: smallint('semester').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was last applied (null: never): its dues exist only once applied. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fee_plans_name').on(t.name), index('fee_plans_batch').on(t.batchId, t.semester)],
);

/**
 * A head of a fee structure: its fee type (and item), amount, due date, late fine (none, per day, or by slabs of days
 * late; capped when `fine_cap_paise` is above 0) and instalments (their due dates and amounts; none: one payment).
 */
export const feePlanHeads = pgTable(
  'fee_plan_heads',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => feePlans.id, { onDelete: 'cascade' }),
    feeTypeId: integer('fee_type_id')
      .notNull()
      .references(() => feeTypes.id),
    item: varchar('item', { length: 48 }).notNull().default(''),
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    fineKind: varchar('fine_kind', { length: 8 }).notNull().default('NONE'),
    finePerDayPaise: integer('fine_per_day_paise').notNull().default(0),
    fineSlabs: jsonb('fine_slabs').$type<FineSlab[]>().notNull().default([]),
    fineCapPaise: integer('fine_cap_paise').notNull().default(0),
    instalments: jsonb('instalments').$type<Instalment[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('fee_plan_heads_head').on(t.planId, t.feeTypeId, t.item),
    check('fee_plan_heads_amount_positive', sql`${t.amountPaise} > 0`),
    check('fee_plan_heads_fine_kind', sql`${t.fineKind} in ('NONE', 'PER_DAY', 'SLAB')`),
    check('fee_plan_heads_fine_money', sql`${t.finePerDayPaise} >= 0 and ${t.fineCapPaise} >= 0`),
  ],
);

/** What happened to a fee structure and its students' dues: each save and apply, who did it and when. */
export const feePlanChanges = pgTable(
  'fee_plan_changes',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => feePlans.id, { onDelete: 'cascade' }),
    what: text('what').notNull(),
    created: integer('created').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    keptPaid: integer('kept_paid').notNull().default(0),
    by: integer('by').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('fee_plan_changes_plan').on(t.planId, t.at)],
);
