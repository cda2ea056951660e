import type { CounterLabels } from '../dashboards/counter-labels';
import type { USERS_COUNTER_KEYS } from './counter-keys';

/** The accounts and sign-ins an administrator watches: each count's label (dashboards/counters.ts). */
export const USERS_COUNTERS: CounterLabels<(typeof USERS_COUNTER_KEYS)[number]> = {
  accounts: 'User accounts',
  studentsWithoutLogin: 'Students without a login',
  facultyWithoutLogin: 'Faculty without a login',
  signedInNow: 'Users signed in now',
};
