import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** System-wide settings, one row per key (maintenance mode); every server process reads the same rows. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The user name of who changed it last, or what did (MAINTENANCE_MODE at start). */
  updatedBy: text('updated_by'),
});
