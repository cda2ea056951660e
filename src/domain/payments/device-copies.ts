import type { DeviceCopies } from '../device-copy';

/**
 * A payer's payments and receipts kept on the device (features/payments): personal, in tables of their own; and a
 * cashier's days as last seen (records 'cashierday:…').
 */
export const PAYMENTS_DEVICE_COPIES: DeviceCopies = {
  tables: ['paymentHistories', 'feeReceipts'],
  lookupPrefixes: ['cashierday:'],
};
