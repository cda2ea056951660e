import { SHARED_MESSAGES } from '../messages/shared';

/**
 * The payments module's words, each written once: fee payment (§2 payment result screens, §8), the gateway
 * key screen (§4 and §8 give its confirmations and 'Fee Types are not there'; its toasts show the server's
 * message, taken from §8's shared messages), the ledger, refunds, reconciliation and payment history.
 */

/** Fee payment: the pay screens, the gateway's answers and the result screens. */
export const FEE_MESSAGES = {
  // §8 shared messages, word for word
  notEntitled: 'Your not Entitled to pay',
  // §2 payment result screens, word for word
  paymentSuccessful: 'Payment Successful!',
  thankYou: 'Thank you for your Payment',
  paymentFail: 'Payment Fail',
  transactionDetails: 'Transaction Details',
  // Ours (the spec leaves these open)
  offline: 'Paying needs an internet connection. Connect and try again.',
  chooseFee: 'Choose what you want to pay',
  amountRequired: 'Enter the amount to pay',
  amountInvalid: 'Enter the amount in rupees, with at most two decimals (for example 1250.50)',
  amountTooSmall: 'The amount must be at least Rs 1.00',
  amountMoreThanDue: 'The amount is more than what is due',
  fullAmountOnly: 'This fee cannot be paid in instalments: pay the full amount due',
  instalmentTooSmall: 'An instalment must be at least Rs 1,000.00 (or the whole amount due)',
  nothingDue: 'Nothing is due for this fee',
  unknownFee: 'There is no such fee for this student',
  unknownStudent: 'No student has this roll number',
  gatewayNotSetUp: 'Online payment of this fee is not set up yet. Please contact the accounts office.',
  orderNotFound: 'No payment was found for this order id and transaction id',
  notConfirmed: 'The payment gateway has not confirmed this payment',
  applicantNoMatch: 'No applicant has this admission number with this date of birth. Check both and try again.',
  admissionNoRequired: 'Please enter the admission number',
  dateOfBirthRequired: 'Please enter the date of birth',
  dateOfBirthInvalid: 'Please enter the date of birth as YYYY-MM-DD',
  receiptNotReady: 'The receipt is ready once the payment is confirmed',
  gatewayBusy: 'The payment gateway could not be reached. Nothing was charged; please try again in a few minutes.',
  failedRefused: 'Your bank refused the payment (the card or UPI payment was declined). No money was taken.',
  failedCancelled: 'The payment was cancelled on the payment page. No money was taken.',
  failedExpired: 'The payment link expired before the payment was made. No money was taken.',
  failedNotCompleted: 'The payment was not completed. If money was taken, it is recorded once the bank confirms it.',
  tryAgain: 'Try again',
  applicantNameCheck: 'Check that this is your admission before paying. It is in the name of',
  backToFees: 'Back to fees',
  paymentStarting: 'A payment for this fee is being started. Please wait a moment and try again.',
  overpaid: 'This fee was already paid, so this payment was not taken as a fee. The accounts office will refund it.',
  noLinkedStudents: 'No student is linked to your account yet. Link your child on the Parent Dashboard to see and pay their fees.',
  partlyOverpaid: 'Part of this payment was more than what was still due. The due fees are paid; the accounts office will refund the rest.',
  oneFeeTypeAtATime: 'Fees of different types are paid to different accounts: choose fees of one type to pay together',
  wholeDueTogether: 'Fees paid together are paid in full: the amount must be the total due of the chosen fees',
  sameFeeTwice: 'A fee was chosen twice',
  lineInOpenPayment: 'is in a payment that is still open. Complete that payment, or wait until it expires (at most 2 hours), then try again.',
  paymentLinkRefused:
    'The payment gateway answered a payment page address that is not its own, so it was not opened. Nothing was charged; please contact the accounts office.',
} as const;

/** The smallest instalment the college takes (paise) when a fee type allows instalments; less only for the full balance. */
export const MIN_INSTALMENT_PAISE = 100_000;

/** §1 gateway key maintenance per fee type. */
export const GATEWAY_KEY_MESSAGES = {
  confirmSave: 'Do you want to Save?',
  confirmUpdate: 'Do you want to Update?',
  confirmDelete: 'Do you want to Delete?',
  noFeeTypes: 'Fee Types are not there',
  saved: SHARED_MESSAGES.recordSaved,
  modified: SHARED_MESSAGES.recordModified,
  modifyFailed: 'Record modification Failed',
  deleted: 'Successfully Deleted a Record',
  deleteFailed: 'Unable to Delete the Record',
  invalid: 'Details are not saved due to invalid data please re-enter',
  fillAll: 'Please fill all the fields.',
  feeTypeRequired: 'Fee type is required',
  userNameRequired: 'Payment gateway user name (shop id) is required',
  passwordRequired: 'Payment gateway password (key) is required',
  tooLong: 'The value is too long',
  unknownFeeType: 'There is no such fee type',
  alreadySaved: 'This fee type already has a gateway key: use Edit to change it',
  notFound: 'There is no gateway key with this uniquekey',
  uniquekeyRequired: 'uniquekey is required',
  atLeastOneRow: 'Send at least one row to save',
  sameFeeTypeTwice: 'The same fee type appears twice',
} as const;

export const LEDGER_MESSAGES = {
  badDate: 'Dates are written YYYY-MM-DD',
  fromAfterTo: 'The from date must not be after the to date',
  badStatus: 'Status must be PAID, DUE, DROPPED or REFUNDED',
  tooLong: GATEWAY_KEY_MESSAGES.tooLong,
  noEntries: SHARED_MESSAGES.noRecordsFound,
} as const;

export const REFUND_MESSAGES = {
  amountRequired: 'Enter the amount to refund in rupees, e.g. 1500 or 1500.50',
  amountPositive: 'The refund must be more than zero',
  reasonRequired: 'Give the reason for the refund (at least 5 characters)',
  reasonTooLong: 'The reason must have at most 500 characters',
  paymentRequired: 'Choose the payment to refund',
  notPaid: 'Only a paid payment can be refunded',
  noSuchPayment: 'There is no such payment',
  recorded: 'Refund recorded; the credit note is ready',
  confirm: 'Do you want to record this refund?',
} as const;

/** Over the limit: says how much can still go back (in rupees, as the accountant typed it). */
export const refundTooLarge = (refundable: string) => `The refund cannot be more than what was paid minus earlier refunds: at most ${refundable}`;

export const RECONCILE_MESSAGES = {
  done: (checked: number, recorded: number, failed: number) =>
    `Asked the gateway about ${checked} open payment${checked === 1 ? '' : 's'}: ${recorded} newly recorded as paid${failed ? `, ${failed} could not be checked now` : ''}.`,
  busy: 'A reconciliation is already running; try again in a minute.',
} as const;

export const PAYMENT_HISTORY_MESSAGES = {
  needsConnection: 'Paying needs a connection: you are offline. Your receipts already on this device still open.',
  noPayments: 'No payments yet.',
  offlineCopy: 'You are offline: these are the payments and receipts this device already has.',
  receiptNotOnDevice: 'This receipt has not been opened on this device yet, so it needs a connection.',
} as const;

/** How a payment's state reads to students, parents and accounts (the status codes stay for filters). */
export const PAYMENT_STATUS_LABELS = {
  paid: 'Paid',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
  notCompleted: 'Not completed',
} as const;
