import { timestamp } from 'drizzle-orm/pg-core';

/** Timestamps are `timestamptz` and written in UTC. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a record was last changed (UTC). */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
