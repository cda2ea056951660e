import { PlainButton } from '../../ui/plain/plain-button';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { formatRupees } from '../../../domain/money/money';
import type { PaymentHistoryEntry } from '../../../domain/payments/payment-history';
import { failureMessage } from '../../lib/http';
import { translateKnown } from '../../i18n/translate-known';
import { useLocale } from '../../i18n/use-locale';
import { showToast } from '../../ui/toast';
import { openReceipt, paymentHistoryKeys, paymentHistoryQueries, receiptsOnDevice } from './payment-history-queries';
import { ErrorAlert } from '../../ui/error-alert';
import { dateText, dateTimeText } from '../../../domain/calendar/date-text';

/** A student's payments, newest first, each paid one with its receipt (persisted on this device once opened). */
export function PaymentHistoryList({ rollNo = '', headingLevel = 2 }: { rollNo?: string; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const day = (iso: string | null) => (iso ? dateText(iso, locale) : '');
  const history = useQuery(paymentHistoryQueries.history(rollNo));
  const onDevice = useQuery({
    queryKey: [...paymentHistoryKeys.history(rollNo), 'receipts-on-device'],
    queryFn: receiptsOnDevice,
  });
  const [opening, setOpening] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const open = async (entry: PaymentHistoryEntry) => {
    if (!entry.receiptNo) return;
    setOpening(entry.receiptNo);
    try {
      const outcome = await openReceipt(entry.receiptNo, rollNo);
      if (!outcome.ok) void showToast(i18n._(outcome.message), { tone: 'danger' });
      else void onDevice.refetch();
    } catch (e) {
      void showToast(translateKnown(i18n, await failureMessage(e)), { tone: 'danger' });
    } finally {
      setOpening(null);
    }
  };

  return (
    <section
      className="payment-history"
      aria-label={rollNo ? i18n._('Fee payments of {rollNo}', { rollNo }) : i18n._('Fee payments')}
    >
      <Heading>{i18n._('Fee payments and receipts')}</Heading>
      {history.isPending && (
        <p className="hint" role="status">
          {i18n._('Loading payments…')}
        </p>
      )}
      {history.isError && (
        <ErrorAlert message={i18n._('The payments could not be loaded. Check your connection and try again.')} />
      )}
      {history.data?.source === 'device' && (
        <p className="hint" role="status">
          {i18n._('{offlineCopy} (saved {time})', {
            offlineCopy: i18n._(M.offlineCopy),
            time: dateTimeText(history.data.fetchedAt, locale),
          })}
        </p>
      )}
      {history.data && history.data.data.payments.length === 0 && <p className="hint">{i18n._(M.noPayments)}</p>}
      {history.data && history.data.data.payments.length > 0 && (
        <ul className="payment-list">
          {history.data.data.payments.map((p) => (
            <li key={p.orderId} className="payment-item" data-testid={`payment-${p.orderId}`}>
              <span className="payment-item__what">
                <b>{p.feeType}</b>, {p.semester}
              </span>
              <span className="payment-item__facts">
                <span>
                  {p.refunded > 0
                    ? i18n._('Paid {amount}', { amount: formatRupees(p.amount) })
                    : formatRupees(p.amount)}
                </span>
                {p.refunded > 0 && <span>{i18n._('Refunded {amount}', { amount: formatRupees(p.refunded) })}</span>}
                <span className={p.status === 'PAID' ? 'status-pass' : undefined} data-status={p.status}>
                  {translateKnown(i18n, p.statusLabel)}
                </span>
                <span>{day(p.paidAt ?? p.createdAt)}</span>
                {p.paidAt && <span>{i18n._('Paid by {mode}', { mode: translateKnown(i18n, p.paymentMode) })}</span>}
              </span>
              {p.receiptNo && (
                <PlainButton
                  size="small"
                  fill="outline"
                  onClick={() => void open(p)}
                  disabled={opening === p.receiptNo}
                >
                  {onDevice.data?.has(p.receiptNo)
                    ? i18n._('Receipt {receiptNo} (on this device)', { receiptNo: p.receiptNo })
                    : i18n._('Receipt {receiptNo}', { receiptNo: p.receiptNo })}
                </PlainButton>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
