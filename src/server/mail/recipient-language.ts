import { inArray, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '../../domain/i18n/locales';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { mailI18n } from './mail-i18n';
import type { I18n } from '@lingui/core';

/**
 * The language each address reads mail in: the interface language its account chose (e-mail addresses are unique
 * per account, whatever their case), English for an address with no account or no choice.
 */
export type MailLanguages = (addresses: readonly string[]) => Promise<(to: string) => I18n>;

export async function recipientLanguages(db: Database, addresses: readonly string[]): Promise<(to: string) => I18n> {
  const lower = [...new Set(addresses.map((a) => a.trim().toLowerCase()).filter(Boolean))];
  const rows =
    lower.length === 0
      ? []
      : await db
          .select({ email: sql<string>`lower(${users.email})`, language: users.language })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, lower));
  const chosen = new Map<string, Locale>();
  for (const row of rows) if (isLocale(row.language)) chosen.set(row.email, row.language);
  return (to) => mailI18n(chosen.get(to.trim().toLowerCase()) ?? 'en');
}
