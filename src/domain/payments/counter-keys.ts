/** The fee accounts' counts: their names (labels: counters.ts), listed in dashboards/counter-keys.ts. */
export const PAYMENTS_COUNTER_KEYS = [
  'feeCollectedToday',
  'feeCashToday',
  'feeChequeToday',
  'feeUpiCardToday',
  'feeOnlineToday',
  'feeCollectedThisMonth',
  'feeDuesOutstanding',
  'feePending',
] as const;
