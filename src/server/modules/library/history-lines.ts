import { addDays } from '../../../domain/library/loan-days';
import type { HistoryLoanRow } from './history-store';
import { loanLine, type LineContext } from './loan-lines';
import type { RulesStore } from './rules-store';

/** The rules and closed days a page of loans is counted with: from the earliest due day on it to `today`. */
export async function historyContext(rules: RulesStore, rows: readonly HistoryLoanRow[], today: string) {
  const from = rows.reduce((earliest, r) => (r.dueOn < earliest ? r.dueOn : earliest), today);
  const read = await rules.circulation(addDays(from, -1), today);
  return { ...read, today } satisfies LineContext;
}

/**
 * How a loan went: its days, renewals, open days late (at return, or so far) and the fine. A returned loan shows the
 * fine its return raised (the rules may have changed since); one still out, what it has run up so far.
 */
export function loanSpan(row: HistoryLoanRow, ctx: LineContext) {
  const line = loanLine(row, ctx);
  return {
    id: row.id,
    issuedAt: line.issuedAt,
    dueOn: row.dueOn,
    returnedAt: line.returnedAt,
    renewals: row.renewals,
    lateDays: line.lateDays,
    finePaise: row.returnedAt ? (row.fineRaisedPaise ?? 0) : line.finePaise,
  };
}
