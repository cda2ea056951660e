import { ChildAttendance } from '../features/attendance/child-attendance';
import { TranscriptCard } from '../features/dashboards/transcript-card';
import { ParentDashboardScreen } from '../features/parents/parent-dashboard-screen';
import { PaymentHistoryList } from '../features/payments/payment-history-list';
import '../features/payments/payment-history.css';

/** For the route's loader: the module the route loads anyway, so the entry names no other. */
export { startParentData } from './parent-dashboard-data';

/** The parent dashboard with each linked child's attendance, transcript, fee payments and receipts (features combined here). */
export function ParentDashboardPage() {
  return (
    <ParentDashboardScreen
      studentExtra={(rollNo) => (
        <>
          <ChildAttendance rollNo={rollNo} />
          <TranscriptCard rollNo={rollNo} />
          <PaymentHistoryList rollNo={rollNo} headingLevel={3} />
        </>
      )}
    />
  );
}
