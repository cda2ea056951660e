import { sql } from 'drizzle-orm';
import { financialYearOf } from '../../../domain/payments/financial-year';
import { voucherNumber } from '../../../domain/vendors/voucher-number';
import type { Database } from '../../db/client';
import { vendorVoucherCounters } from '../../db/schema';

/**
 * The next payment voucher number of the financial year (April to March, India time) a moment falls in. Call it inside
 * the transaction that stores the payment: the counter row stays locked until it commits, so numbers have no gaps
 * and no repeats however many payments are recorded at once.
 */
export async function nextVoucherNo(tx: Database, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(vendorVoucherCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: vendorVoucherCounters.financialYear,
      set: { last: sql`${vendorVoucherCounters.last} + 1` },
    })
    .returning({ last: vendorVoucherCounters.last });
  return voucherNumber(financialYear, row!.last);
}
