import { PAYMENT_STATUS_LABELS as L } from './accounts-messages';

/**
 * A payment's state in words: paid, partly refunded (some of it went back) or refunded (all of it); an order
 * never paid — still open at the gateway, abandoned, cancelled or expired — is "Not completed", never DUE,
 * so a student does not read it as money still owed on that order.
 */
export function paymentStatusLabel(status: string, amount: number, refunded: number): string {
  if (status !== 'PAID' && status !== 'REFUNDED') return L.notCompleted;
  if (refunded <= 0) return L.paid;
  return refunded >= amount ? L.refunded : L.partlyRefunded;
}
