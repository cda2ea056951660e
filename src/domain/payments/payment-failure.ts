import { FEE_MESSAGES as M } from './messages';

/** Why a payment did not go through, as the result page says it (never from the browser's query string). */
export const PAYMENT_FAILURE_REASONS = ['refused', 'cancelled', 'expired', 'notCompleted'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export const FAILURE_MESSAGES: Readonly<Record<PaymentFailureReason, string>> = {
  refused: M.failedRefused,
  cancelled: M.failedCancelled,
  expired: M.failedExpired,
  notCompleted: M.failedNotCompleted,
};

/** What the gateway's charge (GET /charge/{uuid}) tells about an unpaid order. */
export interface ChargeFacts {
  status: string;
  expiryDate: string;
  attempts: number;
  maxAttempts: number;
  transactions: readonly { status: string }[];
}

/**
 * The reason of an unpaid order: a DROPPED charge expired (past its expiry), was refused too often, or was
 * cancelled by the payer; a DUE one whose last attempt was refused was refused; anything else (the payer came
 * back without paying, or the gateway could not be asked) is "not completed".
 */
export function paymentFailureReason(charge: ChargeFacts | null, now: Date): PaymentFailureReason {
  if (!charge) return 'notCompleted';
  const lastRefused = charge.transactions.at(-1)?.status === 'REFUSED';
  if (charge.status === 'DROPPED') {
    if (now.getTime() >= Date.parse(charge.expiryDate)) return 'expired';
    return lastRefused && charge.attempts >= charge.maxAttempts ? 'refused' : 'cancelled';
  }
  return lastRefused ? 'refused' : 'notCompleted';
}
