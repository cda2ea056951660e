import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { dateText } from '../../../domain/calendar/date-text';
import { formatRupees } from '../../../domain/money/money';
import type { Bill } from '../../../domain/vendors/vendor-answers';
import { useLocale } from '../../i18n/use-locale';
import { BILL_STATUS_LABELS } from './bill-words';

/**
 * Bills as a table that folds into cards on a phone: vendor, number and date, head, total and what is paid, status
 * (with who decided, or why it was rejected), and the actions `actions` gives each bill.
 */
export function BillsTable({
  bills,
  caption,
  actions,
}: {
  bills: readonly Bill[];
  caption: string;
  actions: (bill: Bill) => ReactNode;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="result-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._('Vendor')}</th>
            <th scope="col">{i18n._('Bill')}</th>
            <th scope="col">{i18n._('Head')}</th>
            <th scope="col">{i18n._('Total')}</th>
            <th scope="col">{i18n._('Paid')}</th>
            <th scope="col">{i18n._('Status')}</th>
            <th scope="col">{i18n._('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {bills.map((b) => (
            <tr key={b.id}>
              <td data-label={i18n._('Vendor')}>{b.vendorName}</td>
              <td data-label={i18n._('Bill')}>
                {b.billNo}, {dateText(b.billDate, locale)}
                <br />
                <small>{b.description}</small>
              </td>
              <td data-label={i18n._('Head')}>{b.head}</td>
              <td data-label={i18n._('Total')} className="money">
                {formatRupees(b.total)}
                {b.gst > 0 && (
                  <>
                    <br />
                    <small>{i18n._('GST {gst}', { gst: formatRupees(b.gst) })}</small>
                  </>
                )}
              </td>
              <td data-label={i18n._('Paid')} className="money">
                {b.paid ? formatRupees(b.paid) : ''}
                {b.payments.map((p) => (
                  <small key={p.id}>
                    <br />
                    {p.voucherNo}
                    {p.tds > 0 && ` (${i18n._('TDS {tds}', { tds: formatRupees(p.tds) })})`}
                  </small>
                ))}
              </td>
              <td data-label={i18n._('Status')}>
                <span className={`vendor-status vendor-status--${b.status.toLowerCase()}`}>
                  {i18n._(BILL_STATUS_LABELS[b.status])}
                </span>
                {b.rejectedReason && (
                  <>
                    <br />
                    <small>{b.rejectedReason}</small>
                  </>
                )}
                <br />
                <small>{i18n._('Submitted by {name}', { name: b.submittedBy })}</small>
              </td>
              <td data-label={i18n._('Actions')}>{actions(b)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
