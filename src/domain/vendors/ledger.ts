import type { LedgerLine } from './vendor-answers';

/** A bill or a payment as the ledger store reads it, oldest first. */
export interface LedgerMovement {
  day: string;
  kind: 'BILL' | 'PAYMENT';
  number: string;
  head: string;
  description: string;
  /** A bill's total, or a payment's net. */
  amount: number;
  /** A payment's TDS (0 for a bill). */
  tds: number;
  mode: string;
  reference: string;
  billNo: string;
}

/**
 * The ledger's lines, as a college keeps a creditor's account: a bill credited (the college owes it), a payment's net
 * debited and its TDS debited on a line of its own (paid to the government for the vendor), each with the balance
 * still owed after it.
 */
export function vendorLedgerLines(movements: readonly LedgerMovement[]): LedgerLine[] {
  let balance = 0;
  const lines: LedgerLine[] = [];
  const push = (line: Omit<LedgerLine, 'balance'>) => {
    balance += line.credit - line.debit;
    lines.push({ ...line, balance });
  };
  for (const m of movements) {
    if (m.kind === 'BILL') {
      push({
        at: m.day,
        kind: 'BILL',
        number: m.number,
        particulars: `${m.head}: ${m.description}`,
        debit: 0,
        credit: m.amount,
      });
      continue;
    }
    const how = m.mode === 'CHEQUE' ? `Cheque ${m.reference}` : `Transfer UTR ${m.reference}`;
    push({
      at: m.day,
      kind: 'PAYMENT',
      number: m.number,
      particulars: `Bill ${m.billNo}, ${how}`,
      debit: m.amount,
      credit: 0,
    });
    if (m.tds > 0)
      push({
        at: m.day,
        kind: 'TDS',
        number: m.number,
        particulars: `TDS on bill ${m.billNo}`,
        debit: m.tds,
        credit: 0,
      });
  }
  return lines;
}
