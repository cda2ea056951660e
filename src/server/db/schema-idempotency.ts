import { bigserial, index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * Idempotent writes: a POST/PUT/PATCH/DELETE with an Idempotency-Key header is stored here, in the same
 * transaction as its write, with the answer it got; a replay gets that answer. user_id 0 is anonymous.
 * Keys expire after IDEMPOTENCY_KEY_TTL_DAYS and are purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** Method and path, e.g. 'POST /api/auth/signup'. */
    call: text('call').notNull(),
    /** SHA-256 (hex) of the call, the query string and the body bytes. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: smallint('status'),
    contentType: text('content_type'),
    response: text('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.userId, t.key),
    index('idempotency_keys_created').on(t.createdAt),
  ],
);
