import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { useOnline } from '../../lib/use-online';
import { PageFrame } from '../../ui/page-frame';
import { PaymentHistoryList } from './payment-history-list';
import './payment-history.css';

const TITLE = 'Payment History';

/** A student's own payments and receipts; receipts seen once open offline too. */
export function PaymentHistoryScreen() {
  const online = useOnline();
  return (
    <PageFrame title={TITLE}>
      {!online && (
        <p className="error-alert" role="status">
          {M.needsConnection}
        </p>
      )}
      <PaymentHistoryList />
    </PageFrame>
  );
}
