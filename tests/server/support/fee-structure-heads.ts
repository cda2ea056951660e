/**
 * A fee structure head as the form sends it: the final year's lab fee of Rs 2,000 due on 1 June (overdue on the fee
 * app's 23 November clock, past the 30-day slab: Rs 300 fine), with `over` changing any field.
 */
export const labFeeHead = (over: Record<string, unknown> = {}) => ({
  feeType: 'MISCELLANEOUS',
  item: 'LAB FEE',
  amount: '2000',
  dueDate: '2026-06-01',
  fineKind: 'SLAB',
  finePerDay: '',
  fineSlabs: [
    { afterDays: 1, amount: '100' },
    { afterDays: 30, amount: '300' },
  ],
  fineCap: '',
  instalments: [],
  ...over,
});
