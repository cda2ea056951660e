import {
  FAILURE_MESSAGES,
  paymentFailureReason,
  type PaymentFailureReason,
} from '../../../domain/payments/payment-failure';
import type { ConfirmContext, FeeOrder } from './confirm-charge';

export interface FailureDetail {
  reason: PaymentFailureReason;
  message: string;
  /** The gateway's payment page while the charge is still open (a refused card may be tried again there). */
  retryLink: string | null;
}

/**
 * Why an order that is not PAID failed, from the gateway's own charge (asked again server to server, so a
 * forged return address cannot change the reason); "not completed" when the gateway cannot be asked.
 */
export async function failureDetail(order: FeeOrder, ctx: ConfirmContext): Promise<FailureDetail | null> {
  if (order.status === 'PAID') return null;
  let charge = null;
  if (order.chargeUuid) {
    const credentials = await ctx.keys.credentialsFor(order.feeType).catch(() => null);
    charge = credentials ? await ctx.gateway.getCharge(credentials, order.chargeUuid).catch(() => null) : null;
  }
  const reason = paymentFailureReason(charge, ctx.clock());
  const open = order.status === 'DUE' && charge?.status === 'DUE';
  return { reason, message: FAILURE_MESSAGES[reason], retryLink: open ? order.paymentLink : null };
}
