import { sql } from 'drizzle-orm';
import { financialYearOf } from '../../../domain/payments/financial-year';
import { creditNoteNumber } from '../../../domain/payments/refunds';
import type { Database } from '../../db/client';
import { creditNoteCounters } from '../../db/schema';

/**
 * The next credit note number of the financial year (April to March in India time, as receipts) a moment falls in. Call it
 * inside the transaction that stores the refund: the counter row stays locked until it commits, so numbers
 * have no gaps and no repeats however many refunds are recorded at once.
 */
export async function nextCreditNoteNo(tx: Database, at: Date): Promise<string> {
  const financialYear = financialYearOf(at);
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, last: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { last: sql`${creditNoteCounters.last} + 1` },
    })
    .returning({ last: creditNoteCounters.last });
  return creditNoteNumber(financialYear, row!.last);
}
