import { RECORD_MESSAGES } from '../messages/record-changes';
import { SHARED_MESSAGES } from '../messages/shared';

/**
 * The accounts side's words, each written once: the gateway key screen (§4 and §8 give its confirmations
 * and 'Fee Types are not there'; its toasts show the server's message, taken from §8's shared messages),
 * the ledger, refunds, reconciliation and payment history.
 */

/** §1 gateway key maintenance per fee type. */
export const GATEWAY_KEY_MESSAGES = {
  confirmSave: /*i18n*/ 'Do you want to Save?',
  confirmUpdate: /*i18n*/ 'Do you want to Update?',
  confirmDelete: /*i18n*/ 'Do you want to Delete?',
  noFeeTypes: /*i18n*/ 'Fee Types are not there',
  saved: SHARED_MESSAGES.recordSaved,
  modified: SHARED_MESSAGES.recordModified,
  modifyFailed: RECORD_MESSAGES.recordModificationFailed,
  deleted: RECORD_MESSAGES.recordDeleted,
  deleteFailed: RECORD_MESSAGES.deleteRefused,
  invalid: RECORD_MESSAGES.invalidData,
  fillAll: RECORD_MESSAGES.fillAllFields,
  feeTypeRequired: /*i18n*/ 'Fee type is required',
  userNameRequired: /*i18n*/ 'Payment gateway user name (shop id) is required',
  passwordRequired: /*i18n*/ 'Payment gateway password (key) is required',
  tooLong: /*i18n*/ 'The value is too long',
  unknownFeeType: /*i18n*/ 'There is no such fee type',
  alreadySaved: /*i18n*/ 'This fee type already has a gateway key: use Edit to change it',
  notFound: /*i18n*/ 'There is no gateway key with this uniquekey',
  uniquekeyRequired: /*i18n*/ 'uniquekey is required',
  atLeastOneRow: /*i18n*/ 'Send at least one row to save',
  sameFeeTypeTwice: /*i18n*/ 'The same fee type appears twice',
} as const;

export const LEDGER_MESSAGES = {
  badDate: /*i18n*/ 'Dates are written YYYY-MM-DD',
  fromAfterTo: /*i18n*/ 'The from date must not be after the to date',
  badStatus: /*i18n*/ 'Status must be PAID, DUE, DROPPED or REFUNDED',
  tooLong: GATEWAY_KEY_MESSAGES.tooLong,
  noEntries: SHARED_MESSAGES.noRecordsFound,
} as const;

export const REFUND_MESSAGES = {
  amountRequired: /*i18n*/ 'Enter the amount to refund in rupees, e.g. 1500 or 1500.50',
  amountPositive: /*i18n*/ 'The refund must be more than zero',
  reasonRequired: /*i18n*/ 'Give the reason for the refund (at least 5 characters)',
  reasonTooLong: /*i18n*/ 'The reason must have at most 500 characters',
  paymentRequired: /*i18n*/ 'Choose the payment to refund',
  notPaid: /*i18n*/ 'Only a paid payment can be refunded',
  noSuchPayment: /*i18n*/ 'There is no such payment',
  recorded: /*i18n*/ 'Refund recorded; the credit note is ready',
  confirm: /*i18n*/ 'Do you want to record this refund?',
} as const;

/** Over the limit: says how much can still go back (in rupees, as the accountant typed it). */
export const refundTooLarge = (refundable: string) =>
  `The refund cannot be more than what was paid minus earlier refunds: at most ${refundable}`;

export const RECONCILE_MESSAGES = {
  done: (checked: number, recorded: number, failed: number) =>
    `Asked the gateway about ${checked} open payment${checked === 1 ? '' : 's'}: ${recorded} newly recorded as paid${failed ? `, ${failed} could not be checked now` : ''}.`,
  busy: /*i18n*/ 'A reconciliation is already running; try again in a minute.',
} as const;

export const PAYMENT_HISTORY_MESSAGES = {
  needsConnection:
    /*i18n*/ 'Paying needs a connection: you are offline. Your receipts already on this device still open.',
  noPayments: /*i18n*/ 'No payments yet.',
  offlineCopy: /*i18n*/ 'You are offline: these are the payments and receipts this device already has.',
  receiptNotOnDevice: /*i18n*/ 'This receipt has not been opened on this device yet, so it needs a connection.',
} as const;

/** How a payment's state reads to students, parents and accounts (the status codes stay for filters). */
export const PAYMENT_STATUS_LABELS = {
  paid: /*i18n*/ 'Paid',
  partlyRefunded: /*i18n*/ 'Partly refunded',
  refunded: /*i18n*/ 'Refunded',
  notCompleted: /*i18n*/ 'Not completed',
} as const;
