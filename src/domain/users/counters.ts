import type { CounterLabels } from '../dashboards/counter-labels';
import type { USERS_COUNTER_KEYS } from './counter-keys';

/** The accounts and sign-ins an administrator watches: each count's label (dashboards/counters.ts). */
export const USERS_COUNTERS: CounterLabels<(typeof USERS_COUNTER_KEYS)[number]> = {
  accounts: /*i18n*/ 'User accounts',
  studentsWithoutLogin: /*i18n*/ 'Students without a login',
  facultyWithoutLogin: /*i18n*/ 'Faculty without a login',
  signedInNow: /*i18n*/ 'Users signed in now',
};
