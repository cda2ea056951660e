import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './schema-users';

/**
 * Excel bulk uploads of admissions (§7 masterDataExcelsUploads?fileType=newAdmissionsForm): one row per
 * upload, keyed by the upload's Idempotency-Key, updated after every saved batch so the app can show rows
 * checked and saved while the upload runs (GET admissionImports/{importKey}); its answer is kept for a replay.
 */
export const admissionImports = pgTable(
  'admission_imports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    importKey: varchar('import_key', { length: 255 }).notNull(),
    /** What the upload holds: 'newAdmissionsForm', 'students' or a list's kind (masterDataExcelsUploads' fileType). */
    fileType: varchar('file_type', { length: 32 }).notNull().default('newAdmissionsForm'),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    /** 'checking' while rows are read and saved, then 'done' or 'failed'. */
    status: varchar('status', { length: 16 }).notNull(),
    totalRows: integer('total_rows'),
    checkedRows: integer('checked_rows').notNull().default(0),
    savedRows: integer('saved_rows').notNull().default(0),
    alreadyAdmittedRows: integer('already_admitted_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    message: text('message'),
    /** SHA-256 of the upload's query, file name, type and bytes: the same key with another file is refused. */
    requestHash: varchar('request_hash', { length: 64 }),
    /** When the job last moved (started or saved a batch): a 'checking' job idle for long was interrupted. */
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('admission_imports_user_key').on(t.userId, t.importKey)],
);

/** The rows an upload did not save: as typed (template column order), and why (kind 'invalid' or 'admitted'). */
export const admissionImportRejects = pgTable(
  'admission_import_rejects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => admissionImports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    issues: jsonb('issues').$type<{ column: string; reason: string }[]>().notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [index('admission_import_rejects_import_row').on(t.importId, t.rowNumber)],
);
