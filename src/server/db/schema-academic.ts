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
  },
  (t) => [index('list_changes_list_at').on(t.list, t.at), index('list_changes_at').on(t.at)],
);
