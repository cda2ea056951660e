import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-users';

/**
 * Uploaded files: the bytes live in the file store (DATA_DIR/files by SHA-256), this row says whose they
 * are. One row per use; rows may share a hash (the bytes are kept once).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * The id in every file address (GET /api/app/files/{publicId}): 128 random bits in base64url, so nobody reaches
     * a file by counting. The server sets it (newPublicFileId); the default gives rows made before it one.
     */
    publicId: varchar('public_id', { length: 22 })
      .notNull()
      .default(
        sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`,
      ),
    /** The owning record's type (a key of the server's file-owner registry) and id. */
    ownerType: varchar('owner_type', { length: 40 }).notNull(),
    ownerId: text('owner_id').notNull(),
    /** What the file is for that record: 'photo', 'certificate', 'offer-letter'… */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    /** The media type found in the bytes (never the client's claim). */
    mediaType: varchar('media_type', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_files_public_id').on(t.publicId),
    index('stored_files_owner').on(t.ownerType, t.ownerId),
    index('stored_files_sha256').on(t.sha256),
    check('stored_files_size_positive', sql`${t.size} > 0`),
  ],
);
