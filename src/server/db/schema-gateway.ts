import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns';

/**
 * §3 Payment gateway key row: the shop id and key of the payment gateway, one row per fee type. The key
 * (paymentGatewayPassword) is stored only encrypted (AES-256-GCM, GATEWAY_KEYS_SECRET); uniquekey is the
 * row's public id once saved.
 */
export const paymentGatewayKeys = pgTable(
  'payment_gateway_keys',
  {
    id: serial('id').primaryKey(),
    uniquekey: varchar('uniquekey', { length: 36 }).notNull(),
    feeType: text('fee_type').notNull(),
    paymentGatewayUserName: text('payment_gateway_user_name').notNull(),
    /** 'v1:<iv>:<tag>:<ciphertext>' in base64url; never the key as typed. */
    paymentGatewayPasswordEncrypted: text('payment_gateway_password_encrypted').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_gateway_keys_uniquekey').on(t.uniquekey),
    uniqueIndex('payment_gateway_keys_fee_type').on(t.feeType),
    index('payment_gateway_keys_user_name').on(t.paymentGatewayUserName),
  ],
);

/**
 * Charges of the sandbox gateway (development, demo, tests): in the database so they survive restarts and
 * every replica agrees. One charge per shop and orderId, so a create retried after a network error returns
 * the charge already made. Card numbers and CVVs are never stored: a transaction keeps only the last 4 digits.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    uuid: varchar('uuid', { length: 32 }).primaryKey(),
    shopId: text('shop_id').notNull(),
    orderId: text('order_id').notNull(),
    /** PAID, DUE or DROPPED. */
    status: varchar('status', { length: 8 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    orderInfo: text('order_info').notNull(),
    udf: jsonb('udf').notNull(),
    customer: jsonb('customer').notNull(),
    webhookUrl: text('webhook_url'),
    returnMethod: varchar('return_method', { length: 4 }).notNull(),
    returnUrl: text('return_url'),
    returnTimeout: integer('return_timeout').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    transactions: jsonb('transactions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sandbox_charges_shop_order').on(t.shopId, t.orderId)],
);
