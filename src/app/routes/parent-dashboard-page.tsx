import { ParentDashboardScreen } from '../features/parents/parent-dashboard-screen';
import { PaymentHistoryList } from '../features/payments/payment-history-list';
import '../features/payments/payment-history.css';

/** The parent dashboard with each linked child's fee payments and receipts (features combined here, not in each other). */
export function ParentDashboardPage() {
  return <ParentDashboardScreen studentExtra={(rollNo) => <PaymentHistoryList rollNo={rollNo} headingLevel={3} />} />;
}
