import type { PaymentFlow } from '../../../domain/payments/flows';
import type { FeeLineRef } from '../../../domain/payments/schemas';
import type { StudentRow } from './fee-details';

/** A refusal the payer can act on: the message and the HTTP status that answers it. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409 | 422 | 502 | 503,
  ) {
    super(message);
  }
}

export interface StartPaymentInput {
  student: StudentRow;
  flows: readonly PaymentFlow[];
  /** The fee lines to pay: one (the whole due or an instalment), or several of one fee type, each in full. */
  lines: readonly FeeLineRef[];
  amountPaise: number;
  /** The request's Idempotency-Key: the same key gets the same order and charge. */
  requestKey: string | null;
  createdBy: number | null;
  /** Where the gateway sends the payer back and posts the webhook (our public address). */
  publicUrl: string;
  /** The only origin a paymentLink may have (the gateway's payment pages); undefined without a gateway. */
  paymentLinkOrigin: string | undefined;
}

export interface StartedPayment {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
  /** The origin the paymentLink was checked against, so the app can check it again before opening it. */
  paymentLinkOrigin: string;
  amount: number;
}
