import type { DailyCollection, LedgerTotals } from '../../../domain/payments/ledger';
import { formatRupees } from '../../../domain/money/money';

/** The totals of every payment the filters match (not only the listed ones). */
export function LedgerTotalsView({ totals }: { totals: LedgerTotals }) {
  const facts: [string, string][] = [
    ['Payments', String(totals.entries)],
    ['Collected', formatRupees(totals.collected)],
    ['Refunded', formatRupees(totals.refunded)],
    ['Net', formatRupees(totals.net)],
    ['Pending (DUE)', formatRupees(totals.pending)],
    ['Overpaid, to refund', formatRupees(totals.toRefund)],
  ];
  return (
    <dl className="result-facts ledger-totals" aria-label="Totals">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={`total-${label}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The daily collection summary: paid per college day, per fee type. */
export function DailyCollectionView({ daily }: { daily: DailyCollection[] }) {
  if (daily.length === 0) return <p className="hint">No payments were collected in this selection.</p>;
  const feeTypes = [...new Set(daily.flatMap((d) => Object.keys(d.byFeeType)))].sort();
  return (
    <div className="table-scroll" role="region" aria-label="Daily collection table" tabIndex={0}>
      <table className="result-table">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Payments</th>
            <th scope="col">Collected</th>
            {feeTypes.map((f) => (
              <th scope="col" key={f}>
                {f}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <td data-label="Day">{d.day}</td>
              <td data-label="Payments">{d.payments}</td>
              <td data-label="Collected">{formatRupees(d.collected)}</td>
              {feeTypes.map((f) => (
                <td data-label={f} key={f}>
                  {formatRupees(d.byFeeType[f] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
