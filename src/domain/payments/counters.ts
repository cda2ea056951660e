import type { CounterFormat, CounterLabels } from '../dashboards/counter-labels';
import type { PAYMENTS_COUNTER_KEYS } from './counter-keys';

/** Fee accounts' counts: money in paise, shown in rupees; each count's label (dashboards/counters.ts). */
export const PAYMENTS_COUNTERS: CounterLabels<(typeof PAYMENTS_COUNTER_KEYS)[number]> = {
  feeCollectedToday: /*i18n*/ 'Fees collected today',
  feeCashToday: /*i18n*/ 'Cash at the desk today',
  feeChequeToday: /*i18n*/ 'Cheques and DDs at the desk today',
  feeUpiCardToday: /*i18n*/ 'UPI and card at the desk today',
  feeOnlineToday: /*i18n*/ 'Paid online today',
  feeCollectedThisMonth: /*i18n*/ 'Fees collected this month',
  feeDuesOutstanding: /*i18n*/ 'Dues outstanding (students on roll)',
  feePending: /*i18n*/ 'Fees pending (open payments)',
};

/** Every fee figure is money, written in rupees. */
export const PAYMENTS_COUNTER_FORMATS: Readonly<
  Partial<Record<(typeof PAYMENTS_COUNTER_KEYS)[number], CounterFormat>>
> = {
  feeCollectedToday: 'rupees',
  feeCashToday: 'rupees',
  feeChequeToday: 'rupees',
  feeUpiCardToday: 'rupees',
  feeOnlineToday: 'rupees',
  feeCollectedThisMonth: 'rupees',
  feeDuesOutstanding: 'rupees',
  feePending: 'rupees',
};
