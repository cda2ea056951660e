/**
 * A fee payment order's states, as stored and as the status calls answer them: CREATED (no charge yet), DUE (its
 * charge is open at the gateway), PAID, OVERPAID (paid for lines no longer owed: money to refund), DROPPED
 * (abandoned, cancelled or expired at the gateway) and FAILED (the gateway refused the charge). A payment taken at
 * the fee desk is PAID at once, and may later be BOUNCED (its cheque or DD came back unpaid) or CANCELLED (its receipt
 * cancelled with the accounts officer's approval): both keep the receipt on record and open its dues again.
 */
export const ORDER_STATUSES = [
  'CREATED',
  'DUE',
  'PAID',
  'DROPPED',
  'FAILED',
  'OVERPAID',
  'BOUNCED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
