import type { LoginRole } from '../auth/roles';
import type { Counter, CounterKey } from './counters';

/** The signed-in person's own record on their dashboard (§2 Faculty dashboard: name, e-mail, department). */
export type DashboardCard =
  | { kind: 'faculty'; name: string; email: string; department: string; designation: string; code: string }
  | { kind: 'student'; name: string; rollNo: string; branch: string; batch: string; regulation: string };

/** GET /api/app/getDashboard */
export interface DashboardData {
  role: LoginRole | null;
  title: string;
  module: string;
  counters: Counter[];
  card: DashboardCard | null;
  /** Counts shown as badges on the menu links the caller can open. */
  badges: Partial<Record<CounterKey, number>>;
  generatedAt: string;
}

/** GET /api/app/getNotifications: one entry of the header's notification menu. */
export interface NotificationItem {
  id: string;
  kind: 'results' | 'logins' | 'security' | 'leave';
  title: string;
  detail: string;
  /** When it happened (UTC ISO), when that is meaningful. */
  at: string | null;
  to: string | null;
}
