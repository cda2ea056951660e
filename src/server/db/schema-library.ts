import { sql } from 'drizzle-orm';
import {
  check,
  customType,
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
import { createdAt, updatedAt } from './schema-columns';
import { users } from './schema-users';

/** PostgreSQL's full-text document; PGlite has it too, so one search runs on both. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A title of the catalogue: one book (or reference work, journal issue, thesis, e-resource) however many copies the
 * library holds. The ISBN is kept as its 13 digits, once (an ISBN-10 is kept converted), so a second purchase of
 * a catalogued book adds copies to it. `match_key` (title, first author, edition, loosely) joins copies of old books
 * without an ISBN. `search` is the weighted full-text document the catalogue search reads: title A, authors B,
 * subjects C, keywords, publisher and call number D; the store writes it with the row.
 */
export const libraryTitles = pgTable(
  'library_titles',
  {
    id: serial('id').primaryKey(),
    isbn: varchar('isbn', { length: 13 }),
    matchKey: text('match_key').notNull(),
    title: text('title').notNull(),
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    edition: text('edition').notNull().default(''),
    publisher: text('publisher').notNull().default(''),
    year: integer('year'),
    subjects: text('subjects')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    callNumber: varchar('call_number', { length: 40 }).notNull().default(''),
    language: varchar('language', { length: 40 }).notNull().default(''),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    itemType: varchar('item_type', { length: 16 }).notNull(),
    url: text('url').notNull().default(''),
    search: tsvector('search').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('library_titles_isbn').on(t.isbn),
    index('library_titles_match_key').on(t.matchKey),
    index('library_titles_search').using('gin', t.search),
    index('library_titles_created').on(t.createdAt),
    index('library_titles_title').on(sql`lower(${t.title})`),
    check(
      'library_titles_item_type',
      sql`${t.itemType} in ('BOOK', 'REFERENCE', 'JOURNAL_ISSUE', 'THESIS', 'E_RESOURCE')`,
    ),
  ],
);

/**
 * One physical copy of a title: its accession number (the register's, unique in the college) and barcode (unique;
 * the accession number unless the old system printed its own), shelf, price in paise, how it came and its status.
 * Circulation, holds and stock-taking move the status; the catalogue sets it by hand with a reason.
 */
export const libraryCopies = pgTable(
  'library_copies',
  {
    id: serial('id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => libraryTitles.id),
    accessionNo: varchar('accession_no', { length: 20 }).notNull(),
    barcode: varchar('barcode', { length: 32 }).notNull(),
    location: varchar('location', { length: 80 }).notNull().default(''),
    pricePaise: integer('price_paise'),
    source: varchar('source', { length: 12 }).notNull().default('PURCHASE'),
    status: varchar('status', { length: 16 }).notNull().default('AVAILABLE'),
    statusReason: text('status_reason').notNull().default(''),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('library_copies_accession').on(t.accessionNo),
    uniqueIndex('library_copies_barcode').on(t.barcode),
    // The desk finds a copy by its barcode whatever case the scanner types.
    index('library_copies_barcode_upper').on(sql`upper(${t.barcode})`),
    index('library_copies_title_status').on(t.titleId, t.status),
    index('library_copies_status').on(t.status),
    check('library_copies_price', sql`${t.pricePaise} is null or ${t.pricePaise} >= 0`),
    check('library_copies_source', sql`${t.source} in ('PURCHASE', 'DONATION', 'BOOK_BANK')`),
    check(
      'library_copies_status_value',
      sql`${t.status} in ('AVAILABLE', 'ISSUED', 'ON_HOLD', 'LOST', 'DAMAGED', 'WITHDRAWN', 'IN_PROCESSING')`,
    ),
  ],
);

/** Every status a copy was given by hand, with the reason and who gave it: the register's history of the copy. */
export const libraryCopyStatusChanges = pgTable(
  'library_copy_status_changes',
  {
    id: serial('id').primaryKey(),
    copyId: integer('copy_id')
      .notNull()
      .references(() => libraryCopies.id),
    fromStatus: varchar('from_status', { length: 16 }).notNull(),
    toStatus: varchar('to_status', { length: 16 }).notNull(),
    reason: text('reason').notNull(),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: createdAt(),
  },
  (t) => [index('library_copy_status_changes_copy').on(t.copyId)],
);

/**
 * A MARC import as a job named by its upload's Idempotency-Key: records read and saved so far (polled while it runs),
 * and the records not saved with their reasons.
 */
export const libraryImports = pgTable(
  'library_imports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    importKey: varchar('import_key', { length: 255 }).notNull(),
    fileName: text('file_name').notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('checking'),
    totalRecords: integer('total_records'),
    checked: integer('checked').notNull().default(0),
    saved: integer('saved').notNull().default(0),
    already: integer('already').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    issues: jsonb('issues').$type<{ row: number; column: string; reason: string }[]>().notNull().default([]),
    alreadyRecords: jsonb('already_records').$type<number[]>().notNull().default([]),
    message: text('message'),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('library_imports_key').on(t.userId, t.importKey)],
);
