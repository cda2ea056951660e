import type { CounterKey } from '../dashboards/counter-keys';
import type { RoleDashboards } from '../dashboards/role-dashboard';

const ACCOUNTS: readonly CounterKey[] = [
  'feeCollectedToday',
  'feeCashToday',
  'feeChequeToday',
  'feeUpiCardToday',
  'feeOnlineToday',
  'feeCollectedThisMonth',
  'feeDuesOutstanding',
  'feePending',
  'students',
  'admissionsThisYear',
  'finalYearStudents',
];

/** The accounts section's dashboards (role-dashboards.ts): what is collected and what is still open. */
export const PAYMENTS_DASHBOARDS: RoleDashboards = {
  ROLE_ACCOUNTANT: { title: /*i18n*/ 'Accounts Dashboard', module: 'Accounts', counters: ACCOUNTS },
  ROLE_ACCOUNTANTS_OFFICER: { title: /*i18n*/ 'Accounts Dashboard', module: 'Accounts', counters: ACCOUNTS },
  ROLE_FEEPAYMENTS: { title: /*i18n*/ 'Fee Payments Dashboard', module: 'Accounts', counters: ACCOUNTS },
};
