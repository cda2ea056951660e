import * as v from 'valibot';

const text = v.optional(v.string());

/**
 * §3 payment return parameters: what the gateway sends the payer back with, each as the text it sent (undefined when
 * missing). Read from the address's raw query string, not the router's parsed search: that reads number-like values
 * as JSON, and a long all-digit id or an amount must reach the server exactly as the gateway wrote it.
 */
export const PaymentReturnSchema = v.object({
  orderId: text,
  vads_order_id: text,
  vads_charge_uuid: text,
  vads_charge_status: text,
  vads_trans_date: text,
  vads_amount: text,
  vads_currency: text,
  vads_cust_name: text,
  vads_cust_email: text,
});
export type PaymentReturn = v.InferOutput<typeof PaymentReturnSchema>;

/** The return parameters in a query string (`?vads_order_id=…&…`, with or without its `?`). */
export const paymentReturnIn = (searchStr: string): PaymentReturn =>
  v.parse(PaymentReturnSchema, Object.fromEntries(new URLSearchParams(searchStr)));
