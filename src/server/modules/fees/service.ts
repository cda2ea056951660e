/**
 * What other server modules may use of fee payment: confirming a charge with the gateway (reconciliation)
 * and producing a paid charge's receipt again (payment history, accounts).
 */
export { confirmCharge } from './confirm-charge';
export { receiptPdfBase64 } from './receipts';
