import * as v from 'valibot';
import { formatRupees } from '../money/money';
import { refundTooLarge } from './accounts-messages';
import { RefundRequestSchema, refundable } from './refunds';

const { amount, reason } = RefundRequestSchema.entries;

/**
 * The refund panel's form for one payment: the amount and reason as RefundRequestSchema (the server's) checks them,
 * and, once the amount is a valid one, at most paid minus refunded so far (the server's limit, in its words).
 */
export const refundFormSchema = (paid: number, refunded: number) =>
  v.pipe(
    v.object({ amount, reason }),
    v.forward(
      v.partialCheck(
        [['amount']],
        (input) => input.amount <= refundable(paid, refunded),
        refundTooLarge(formatRupees(refundable(paid, refunded))),
      ),
      ['amount'],
    ),
  );
export interface RefundFormValues {
  amount: string;
  reason: string;
}
export const EMPTY_REFUND: RefundFormValues = { amount: '', reason: '' };
