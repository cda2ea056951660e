import { sql } from 'drizzle-orm';
import {
  bigserial,
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
import { batches, branches } from './schema-masters';
import { users } from './schema-users';

/** Sections of a batch's branch ('A', 'B'): students and subject allotments are kept per section. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    name: varchar('name', { length: 8 }).notNull(),
    capacity: smallint('capacity').notNull(),
  },
  (t) => [uniqueIndex('sections_batch_branch_name').on(t.batchId, t.branchId, t.name)],
);

/** Every change to a list the college keeps: who, when, the row before and after (null for an add or a delete). */
export const listChanges = pgTable(
  'list_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    list: varchar('list', { length: 20 }).notNull(),
    recordId: integer('record_id').notNull(),
    action: varchar('action', { length: 8 }).notNull().$type<'add' | 'edit' | 'delete'>(),
    userId: integer('user_id').references(() => users.id),
    userName: text('user_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** Set when the change waited for a second person (maker-checker): authorized or rejected, by whom, why. */
    decision: varchar('decision', { length: 10 }).$type<'authorized' | 'rejected'>(),
    checkerId: integer('checker_id').references(() => users.id),
    checkerName: text('checker_name'),
    reason: text('reason'),
  },
  (t) => [index('list_changes_list_at').on(t.list, t.at), index('list_changes_at').on(t.at)],
);

/**
 * Changes to checked lists (regulations, subjects) waiting for a second person: the proposed values and the row
 * when the change was made. One pending change per row at a time; the decision is kept with the request.
 */
export const listChangeRequests = pgTable(
  'list_change_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    list: varchar('list', { length: 20 }).notNull(),
    recordId: integer('record_id'),
    action: varchar('action', { length: 8 }).notNull().$type<'add' | 'edit' | 'delete'>(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    proposed: jsonb('proposed').$type<Record<string, unknown>>(),
    status: varchar('status', { length: 10 })
      .notNull()
      .default('pending')
      .$type<'pending' | 'authorized' | 'rejected'>(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => users.id),
    makerName: text('maker_name').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    checkerId: integer('checker_id').references(() => users.id),
    checkerName: text('checker_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    index('list_change_requests_status').on(t.status, t.list),
    uniqueIndex('list_change_requests_one_pending')
      .on(t.list, t.recordId)
      .where(sql`${t.status} = 'pending' and ${t.recordId} is not null`),
  ],
);
