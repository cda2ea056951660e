import type { DailyCollection, LedgerTotals } from '../../../domain/payments/ledger';
import { formatRupees } from '../../../domain/money/money';
import { useLingui } from '@lingui/react';

/** The totals of every payment the filters match (not only the listed ones). */
export function LedgerTotalsView({ totals }: { totals: LedgerTotals }) {
  const { i18n } = useLingui();
  const facts: [string, string][] = [
    [/*i18n*/ 'Payments', String(totals.entries)],
    [/*i18n*/ 'Collected', formatRupees(totals.collected)],
    [/*i18n*/ 'Refunded', formatRupees(totals.refunded)],
    [/*i18n*/ 'Net', formatRupees(totals.net)],
    [/*i18n*/ 'Pending (DUE)', formatRupees(totals.pending)],
    [/*i18n*/ 'Overpaid, to refund', formatRupees(totals.toRefund)],
  ];
  return (
    <dl className="result-facts ledger-totals" aria-label={i18n._('Totals')}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{i18n._(label)}</dt>
          <dd data-testid={`total-${label}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The daily collection summary: paid per college day, per fee type. */
export function DailyCollectionView({ daily }: { daily: DailyCollection[] }) {
  const { i18n } = useLingui();
  if (daily.length === 0) return <p className="hint">{i18n._('No payments were collected in this selection.')}</p>;
  const feeTypes = [...new Set(daily.flatMap((d) => Object.keys(d.byFeeType)))].sort();
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Daily collection table')} tabIndex={0}>
      <table className="result-table">
        <thead>
          <tr>
            <th scope="col">{i18n._('Day')}</th>
            <th scope="col">{i18n._('Payments')}</th>
            <th scope="col">{i18n._('Collected')}</th>
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
              <td data-label={i18n._('Day')}>{d.day}</td>
              <td data-label={i18n._('Payments')}>{d.payments}</td>
              <td data-label={i18n._('Collected')}>{formatRupees(d.collected)}</td>
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
