import { sql } from 'drizzle-orm';
import {
  check,
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
import { createdAt } from './schema-columns';
import { libraryCopies } from './schema-library';
import { users } from './schema-users';

/**
 * A stock verification: started by the incharge for some shelves (`locations`, the copies' location; empty: the
 * whole library), open while the staff scan, closed once. One open at a time (a unique index on the open one).
 * `marked_lost` and `restored` count what closing it changed in the catalogue.
 */
export const libraryStockChecks = pgTable(
  'library_stock_checks',
  {
    id: serial('id').primaryKey(),
    locations: text('locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: varchar('status', { length: 8 }).notNull().default('OPEN'),
    startedBy: integer('started_by')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    markedLost: integer('marked_lost').notNull().default(0),
    restored: integer('restored').notNull().default(0),
    /** The figures as they stood when it closed (null while open: they are counted as the scans come). */
    totals: jsonb('totals').$type<{ inScope: number; seen: number; notSeen: number; onLoan: number }>(),
  },
  (t) => [
    uniqueIndex('library_stock_checks_one_open')
      .on(t.status)
      .where(sql`${t.status} = 'OPEN'`),
    check('library_stock_checks_status', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check(
      'library_stock_checks_closed',
      sql`(${t.status} = 'OPEN') = (${t.closedAt} is null) and (${t.status} = 'OPEN') = (${t.closedBy} is null)`,
    ),
  ],
);

/**
 * What a check saw: one row per copy scanned (the first scan counts; a second, or a replay of the outbox, adds
 * nothing), with the shelf it was scanned on, who scanned it and when (the device's moment, UTC), its status then
 * and what the scan made of it. A barcode no copy has is kept too (`copy_id` null), once per check.
 */
export const libraryStockScans = pgTable(
  'library_stock_scans',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => libraryStockChecks.id),
    copyId: integer('copy_id').references(() => libraryCopies.id),
    barcode: varchar('barcode', { length: 32 }).notNull(),
    shelf: varchar('shelf', { length: 80 }).notNull(),
    outcome: varchar('outcome', { length: 12 }).notNull(),
    statusSeen: varchar('status_seen', { length: 16 }),
    scannedBy: integer('scanned_by')
      .notNull()
      .references(() => users.id),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('library_stock_scans_copy')
      .on(t.checkId, t.copyId)
      .where(sql`${t.copyId} is not null`),
    uniqueIndex('library_stock_scans_unknown')
      .on(t.checkId, t.barcode)
      .where(sql`${t.copyId} is null`),
    index('library_stock_scans_outcome').on(t.checkId, t.outcome),
    check('library_stock_scans_outcome_value', sql`${t.outcome} in ('SEEN', 'WRONG_SHELF', 'FOUND', 'UNKNOWN')`),
    check('library_stock_scans_unknown_copy', sql`(${t.outcome} = 'UNKNOWN') = (${t.copyId} is null)`),
  ],
);
