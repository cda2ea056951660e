import { PlainButton } from '../../ui/plain/plain-button';
import { Fragment, useState } from 'react';
import type { LedgerEntry } from '../../../domain/payments/ledger';
import { formatRupees } from '../../../domain/money/money';
import { RefundPanel } from './refund-panel';
import { dateTimeText } from '../../../domain/calendar/date-text';

const when = (iso: string | null) => (iso ? dateTimeText(iso) : '');
const canRefund = (e: LedgerEntry) =>
  (e.status === 'PAID' || e.status === 'REFUNDED' || e.status === 'OVERPAID') && e.refunded < e.amount;

/** The listed payments, newest first; a paid one can take a refund (accountant roles) and shows its credit notes. */
export function LedgerTable({ entries, mayRefund }: { entries: LedgerEntry[]; mayRefund: boolean }) {
  const [open, setOpen] = useState<number | null>(null);
  if (entries.length === 0)
    return (
      <p className="hint" role="status">
        No Records Found
      </p>
    );
  return (
    <div className="table-scroll" role="region" aria-label="Payments table" tabIndex={0}>
      <table className="result-table ledger-table">
        <thead>
          <tr>
            <th scope="col">Receipt No</th>
            <th scope="col">Paid On</th>
            <th scope="col">Roll Number</th>
            <th scope="col">Name</th>
            <th scope="col">Course / Batch</th>
            <th scope="col">Fee Type</th>
            <th scope="col">Status</th>
            <th scope="col">Amount</th>
            <th scope="col">Refunded</th>
            <th scope="col">Refund</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Fragment key={e.paymentId}>
              <tr data-testid={`ledger-row-${e.orderId}`}>
                <td data-label="Receipt No">{e.receiptNo ?? '—'}</td>
                <td data-label="Paid On">{when(e.paidAt) || '—'}</td>
                <td data-label="Roll Number">{e.rollNo}</td>
                <td data-label="Name">{e.studentName}</td>
                <td data-label="Course / Batch">
                  {e.course} {e.batch}
                </td>
                <td data-label="Fee Type">
                  {e.feeType}, {e.semester}
                </td>
                <td data-label="Status" data-status={e.status}>
                  {e.statusLabel}
                </td>
                <td data-label="Amount">
                  {formatRupees(e.amount)}
                  {e.paidAt && <span className="hint"> by {e.paymentMode}</span>}
                  {e.overpaid > 0 && e.status !== 'OVERPAID' && (
                    <span className="hint"> (of which {formatRupees(e.overpaid)} overpaid, to refund)</span>
                  )}
                </td>
                <td data-label="Refunded">{e.refunded ? formatRupees(e.refunded) : '—'}</td>
                <td data-label="Refund">
                  {(e.refunded > 0 || (mayRefund && canRefund(e))) && (
                    <PlainButton
                      size="small"
                      fill="outline"
                      onClick={() => setOpen(open === e.paymentId ? null : e.paymentId)}
                      aria-expanded={open === e.paymentId}
                    >
                      {open === e.paymentId ? 'Close' : mayRefund && canRefund(e) ? 'Refund' : 'Credit notes'}
                    </PlainButton>
                  )}
                </td>
              </tr>
              {open === e.paymentId && (
                <tr className="ledger-table__panel">
                  <td colSpan={10}>
                    <RefundPanel entry={e} mayRefund={mayRefund && canRefund(e)} />
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
