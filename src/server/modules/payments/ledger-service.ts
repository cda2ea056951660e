import { paymentStatusLabel } from '../../../domain/payments/payment-status';
import {
  dailyCollection,
  LEDGER_PAGE_LIMIT,
  ledgerTotals,
  type LedgerAnswer,
  type LedgerEntry,
  type LedgerQuery,
} from '../../../domain/payments/ledger';
import type { FeeRecords } from './fee-records';
import type { RefundService } from './refund-service';

/** The ledger: every matching payment order with what was refunded on it, the totals and the daily summary. */
export function ledgerService(records: FeeRecords, refunds: RefundService) {
  async function entries(query: LedgerQuery): Promise<LedgerEntry[]> {
    const rows = await records.ledger({ ...query, status: query.status === 'REFUNDED' ? '' : query.status });
    const refunded = await refunds.refundedOn(rows.map((r) => r.paymentId));
    const all = rows.map((row): LedgerEntry => {
      const back = refunded.get(row.paymentId) ?? 0;
      const status = back > 0 && row.status === 'PAID' ? 'REFUNDED' : row.status;
      return { ...row, refunded: back, status, statusLabel: paymentStatusLabel(status, row.amount, back) };
    });
    if (query.status === 'REFUNDED') return all.filter((e) => e.status === 'REFUNDED');
    // A refunded payment is still a paid one: the PAID filter keeps it (its status says REFUNDED).
    return all;
  }

  return {
    entries,
    async answer(query: LedgerQuery): Promise<Omit<LedgerAnswer, 'options' | 'lastReconciliation'>> {
      const all = await entries(query);
      return {
        entries: all.slice(0, LEDGER_PAGE_LIMIT),
        totals: ledgerTotals(all),
        daily: dailyCollection(all),
        truncated: all.length > LEDGER_PAGE_LIMIT,
      };
    },
  };
}

export type LedgerService = ReturnType<typeof ledgerService>;
