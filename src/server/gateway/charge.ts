import * as v from 'valibot';

/** The Lyra (India) REST charge as public client code uses it; amounts are integer paise (§9). */
export const CHARGE_STATUSES = ['PAID', 'DUE', 'DROPPED'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `must have at most ${max} characters`));

/** The body of POST /pg/rest/v1/charge. */
export const ChargeRequestSchema = v.object({
  orderId: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'orderId is required'),
    v.maxLength(64, 'orderId must have at most 64 characters'),
  ),
  orderInfo: v.optional(text(255), ''),
  currency: v.picklist(['INR'], 'currency must be INR'),
  amount: v.pipe(
    v.number('amount must be a number of paise'),
    v.integer('amount must be a whole number of paise'),
    v.minValue(1, 'amount must be at least 1 paisa'),
    v.maxValue(1_000_000_000, 'amount is too large'),
  ),
  maxAgeInHours: v.optional(
    v.pipe(
      v.number(),
      v.integer('maxAgeInHours must be a whole number'),
      v.minValue(1, 'maxAgeInHours must be at least 1'),
      v.maxValue(24 * 90, 'maxAgeInHours must be at most 2160'),
    ),
    24,
  ),
  udf: v.optional(v.array(v.pipe(v.string(), v.maxLength(255))), []),
  customer: v.object({
    uid: v.optional(text(64), ''),
    name: v.optional(text(128), ''),
    emailId: v.optional(text(128), ''),
    phone: v.optional(text(20), ''),
  }),
  webhook: v.optional(v.object({ url: v.pipe(v.string(), v.url('webhook.url must be an address')) })),
  return: v.optional(
    v.object({
      method: v.optional(v.picklist(['GET', 'POST'], 'return.method must be GET or POST'), 'GET'),
      url: v.pipe(v.string(), v.url('return.url must be an address')),
      timeout: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
    }),
  ),
});

export type ChargeRequest = v.InferInput<typeof ChargeRequestSchema>;

export interface ChargeTransaction {
  uuid: string;
  type: 'PAYMENT';
  /** ACCEPTED for a successful payment, REFUSED for a declined one. */
  status: 'ACCEPTED' | 'REFUSED';
  amount: number;
  currency: 'INR';
  paymentOption: 'CARD' | 'UPI';
  scheme: string;
  externalId: string;
  authNum: string | null;
  cardLast4: string | null;
  date: string;
}

/** The answer of POST /charge and GET /charge/{uuid}, and the webhook's body. */
export interface Charge {
  uuid: string;
  date: string;
  dueDate: string;
  expiryDate: string;
  status: ChargeStatus;
  orderId: string;
  currency: string;
  amount: number;
  paid: number;
  due: number;
  refunded: number;
  customer: { uid: string; name: string; emailId: string; phone: string };
  orderInfo: string;
  udf: string[];
  attempts: number;
  maxAttempts: number;
  testMode: boolean;
  paymentLink: string;
  transactions: ChargeTransaction[];
}
