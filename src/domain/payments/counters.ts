import type { CounterFormat, CounterLabels } from '../dashboards/counter-labels';
import type { PAYMENTS_COUNTER_KEYS } from './counter-keys';

/** Fee accounts' counts: money in paise, shown in rupees; each count's label (dashboards/counters.ts). */
export const PAYMENTS_COUNTERS: CounterLabels<(typeof PAYMENTS_COUNTER_KEYS)[number]> = {
  feeCollectedToday: /*i18n*/ 'Fees collected today',
  feeCollectedThisMonth: /*i18n*/ 'Fees collected this month',
  feePending: /*i18n*/ 'Fees pending (open payments)',
};

/** Every fee figure is money, written in rupees. */
export const PAYMENTS_COUNTER_FORMATS: Readonly<
  Partial<Record<(typeof PAYMENTS_COUNTER_KEYS)[number], CounterFormat>>
> = {
  feeCollectedToday: 'rupees',
  feeCollectedThisMonth: 'rupees',
  feePending: 'rupees',
};
