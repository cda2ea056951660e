import { and, eq, gte, sum } from 'drizzle-orm';
import { collegeDay, collegeDayStart, collegeMonthStart } from '../../../domain/payments/college-day';
import type { Database } from '../../db/client';
import { feePaymentOrders } from '../../db/schema';

/** Paise confirmed PAID since a moment (by the time the gateway's payment was confirmed). */
async function paidSince(db: Database, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(feePaymentOrders.amountPaise) })
    .from(feePaymentOrders)
    .where(and(eq(feePaymentOrders.status, 'PAID'), gte(feePaymentOrders.confirmedAt, since)));
  return Number(row?.total ?? 0);
}

/**
 * The Accounts and Fee Payments dashboards' live money figures (paise), asked of the database each time:
 * collected today and this month (college days in India), and what open payments (DUE charges) still await.
 */
export const FEE_FIGURES = {
  collectedToday: (db: Database, now = new Date()) => paidSince(db, collegeDayStart(collegeDay(now))),
  collectedThisMonth: (db: Database, now = new Date()) => paidSince(db, collegeDayStart(collegeMonthStart(now))),
  pending: async (db: Database) => {
    const [row] = await db
      .select({ total: sum(feePaymentOrders.amountPaise) })
      .from(feePaymentOrders)
      .where(eq(feePaymentOrders.status, 'DUE'));
    return Number(row?.total ?? 0);
  },
};
