/**
 * A fee payment order's states, as stored and as the status calls answer them: CREATED (no charge yet), DUE (its
 * charge is open at the gateway), PAID, OVERPAID (paid for lines no longer owed: money to refund), DROPPED
 * (abandoned, cancelled or expired at the gateway) and FAILED (the gateway refused the charge).
 */
export const ORDER_STATUSES = ['CREATED', 'DUE', 'PAID', 'DROPPED', 'FAILED', 'OVERPAID'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
