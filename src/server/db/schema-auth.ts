import { boolean, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';
import { users } from './schema-users';

/** Server-side sessions; the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen, written at most once a minute so a request does not cost a write. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Minutes without a request that end the session (shorter on a kiosk); null for a remembered session. */
    idleMinutes: integer('idle_minutes'),
    /** When the user last typed their password: the sign-in, or a confirmation before a sensitive change. */
    passwordAt: timestamp('password_at', { withTimezone: true }).notNull().defaultNow(),
    /** Signed in on a kiosk, a device many people share: its choices (the interface language) stay off the account. */
    kiosk: boolean('kiosk').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/** Single-use password reset links, valid 30 minutes; stored as the SHA-256 of the token. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user').on(t.userId)],
);

/**
 * Counters of failed attempts that every API replica shares: failed sign-ins per user name and per
 * address, results lookups of unknown roll numbers per address. The key is the SHA-256 of
 * '<kind>:<value>', so no user name (which may be a mistyped password) or address is stored as typed.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: varchar('key', { length: 64 }).primaryKey(),
    count: integer('count').notNull(),
    /** When the current window (per-address limits) or run of failures (per user name) began. */
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    /** SHA-256 of the mailed single-use unlock token of a locked user name, and when it stops working. */
    unlockTokenId: varchar('unlock_token_id', { length: 64 }),
    unlockExpiresAt: timestamp('unlock_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('attempt_counters_last_at').on(t.lastAt),
    uniqueIndex('attempt_counters_unlock_token').on(t.unlockTokenId),
  ],
);
