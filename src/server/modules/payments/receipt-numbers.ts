import { sql } from 'drizzle-orm';
import { financialYearOf } from '../../../domain/payments/financial-year';
import { formatReceiptNumber } from '../../../domain/payments/receipt-number';
import type { Database } from '../../db/client';
import { receiptCounters } from '../../db/schema';

/**
 * Takes the next receipt number of the financial year of `at` (April–March, India time). Call it inside the
 * confirming transaction: the counter row stays locked until commit, so concurrent confirmations get
 * consecutive serials, and one that rolls back gives its serial back (no gaps).
 */
export async function allocateReceiptNumber(
  tx: Database,
  at: Date,
): Promise<{ financialYear: string; serial: number; receiptNo: string }> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(receiptCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.financialYear,
      set: { lastSerial: sql`${receiptCounters.lastSerial} + 1` },
    })
    .returning({ serial: receiptCounters.lastSerial });
  const serial = row!.serial;
  return { financialYear, serial, receiptNo: formatReceiptNumber(financialYear, serial) };
}
