import { mayOpen } from '../../../domain/menus/screen-access';
import { APP_PATHS } from '../../../domain/routes/known-paths';
import { PAYMENT_HISTORY_MESSAGES as M } from '../../../domain/payments/accounts-messages';
import { currentUser } from '../../lib/session';
import { useOnline } from '../../lib/use-online';
import { NoPermission } from '../../ui/no-permission';
import { PageFrame } from '../../ui/page-frame';
import { PaymentHistoryList } from './payment-history-list';
import './payment-history.css';

const TITLE = 'Payment History';

/** A student's own payments and receipts; receipts seen once open offline too. */
export function PaymentHistoryScreen() {
  const online = useOnline();
  if (!mayOpen(currentUser()?.roles ?? [], APP_PATHS.paymentHistory)) return <NoPermission title={TITLE} />;
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
