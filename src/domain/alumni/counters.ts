import type { CounterLabels } from '../dashboards/counter-labels';
import type { ALUMNI_COUNTER_KEYS } from './counter-keys';

/**
 * The alumni counts: one alumnus per roll number, their history record first, else their registration. Each count's
 * label, on a dashboard or beside a menu link (dashboards/counters.ts).
 */
export const ALUMNI_COUNTERS: CounterLabels<(typeof ALUMNI_COUNTER_KEYS)[number]> = {
  alumniOnRecord: /*i18n*/ 'Alumni on record',
  alumniWorking: /*i18n*/ 'Alumni working',
  alumniStudying: /*i18n*/ 'Alumni studying further',
  alumniRegistrations: /*i18n*/ 'Alumni registrations',
};
