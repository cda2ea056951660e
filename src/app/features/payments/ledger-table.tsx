import { PlainButton } from '../../ui/plain/plain-button';
import { Fragment, useState } from 'react';
import type { LedgerEntry } from '../../../domain/payments/ledger';
import { formatRupees } from '../../../domain/money/money';
import { RefundPanel } from './refund-panel';
import { SHARED_MESSAGES } from '../../../domain/messages/shared';
import { dateTimeText } from '../../../domain/calendar/date-text';
import { useLingui } from '@lingui/react';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';

const canRefund = (e: LedgerEntry) =>
  (e.status === 'PAID' || e.status === 'REFUNDED' || e.status === 'OVERPAID') && e.refunded < e.amount;

/** The listed payments, newest first; a paid one can take a refund (accountant roles) and shows its credit notes. */
export function LedgerTable({ entries, mayRefund }: { entries: LedgerEntry[]; mayRefund: boolean }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const when = (iso: string | null) => (iso ? dateTimeText(iso, locale) : '');
  const [open, setOpen] = useState<number | null>(null);
  if (entries.length === 0)
    return (
      <p className="hint" role="status">
        {i18n._(SHARED_MESSAGES.noRecordsFound)}
      </p>
    );
  return (
    <div className="table-scroll" role="region" aria-label={i18n._('Payments table')} tabIndex={0}>
      <table className="result-table ledger-table">
        <thead>
          <tr>
            <th scope="col">{i18n._('Receipt No')}</th>
            <th scope="col">{i18n._('Paid On')}</th>
            <th scope="col">{i18n._('Roll Number')}</th>
            <th scope="col">{i18n._('Name')}</th>
            <th scope="col">{i18n._('Course / Batch')}</th>
            <th scope="col">{i18n._('Fee Type')}</th>
            <th scope="col">{i18n._('Status')}</th>
            <th scope="col">{i18n._('Amount')}</th>
            <th scope="col">{i18n._('Refunded')}</th>
            <th scope="col">{i18n._('Refund')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <Fragment key={e.paymentId}>
              <tr data-testid={`ledger-row-${e.orderId}`}>
                <td data-label={i18n._('Receipt No')}>{e.receiptNo ?? '—'}</td>
                <td data-label={i18n._('Paid On')}>{when(e.paidAt) || '—'}</td>
                <td data-label={i18n._('Roll Number')}>{e.rollNo}</td>
                <td data-label={i18n._('Name')}>{e.studentName}</td>
                <td data-label={i18n._('Course / Batch')}>
                  {e.course} {e.batch}
                </td>
                <td data-label={i18n._('Fee Type')}>
                  {e.feeType}, {e.semester}
                </td>
                <td data-label={i18n._('Status')} data-status={e.status}>
                  {translateKnown(i18n, e.statusLabel)}
                </td>
                <td data-label={i18n._('Amount')}>
                  {formatRupees(e.amount)}
                  {e.paidAt && <span className="hint"> {i18n._('by {mode}', { mode: e.paymentMode })}</span>}
                  {e.overpaid > 0 && e.status !== 'OVERPAID' && (
                    <span className="hint">
                      {' '}
                      {i18n._('(of which {amount} overpaid, to refund)', { amount: formatRupees(e.overpaid) })}
                    </span>
                  )}
                </td>
                <td data-label={i18n._('Refunded')}>{e.refunded ? formatRupees(e.refunded) : '—'}</td>
                <td data-label={i18n._('Refund')}>
                  {(e.refunded > 0 || (mayRefund && canRefund(e))) && (
                    <PlainButton
                      size="small"
                      fill="outline"
                      onClick={() => setOpen(open === e.paymentId ? null : e.paymentId)}
                      aria-expanded={open === e.paymentId}
                    >
                      {open === e.paymentId
                        ? i18n._('Close')
                        : mayRefund && canRefund(e)
                          ? i18n._('Refund')
                          : i18n._('Credit notes')}
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
