import { useLingui } from '@lingui/react';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { useOnline } from '../../lib/use-online';
import { PageFrame } from '../../ui/page-frame';
import { PaymentHistoryList } from './payment-history-list';
import './payment-history.css';

/** A student's own payments and receipts; receipts seen once open offline too. */
export function PaymentHistoryScreen() {
  const { i18n } = useLingui();
  const online = useOnline();
  return (
    <PageFrame title={i18n._('Payment History')}>
      {!online && (
        <p className="error-alert" role="status">
          {i18n._(M.needsConnection)}
        </p>
      )}
      <PaymentHistoryList />
    </PageFrame>
  );
}
