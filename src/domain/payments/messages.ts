import { SHARED_MESSAGES } from '../messages/shared';
import { STUDENT_IDENTITY_MESSAGES } from '../messages/student-identity';

/**
 * The fee payment screens' words (§2 payment result screens, §8), each written once. The accounts side
 * (gateway keys, ledger, refunds, payment history) has its own in accounts-messages.ts, so the pay screen's
 * first load carries only these.
 */
export const FEE_MESSAGES = {
  // §8 shared messages, word for word
  notEntitled: /*i18n*/ 'Your not Entitled to pay',
  // §2 payment result screens, word for word
  paymentSuccessful: /*i18n*/ 'Payment Successful!',
  thankYou: /*i18n*/ 'Thank you for your Payment',
  paymentFail: /*i18n*/ 'Payment Fail',
  transactionDetails: /*i18n*/ 'Transaction Details',
  // Ours (the spec leaves these open)
  offline: /*i18n*/ 'Paying needs an internet connection. Connect and try again.',
  chooseFee: /*i18n*/ 'Choose what you want to pay',
  amountRequired: /*i18n*/ 'Enter the amount to pay',
  amountInvalid: /*i18n*/ 'Enter the amount in rupees, with at most two decimals (for example 1250.50)',
  amountTooSmall: /*i18n*/ 'The amount must be at least Rs 1.00',
  amountMoreThanDue: /*i18n*/ 'The amount is more than what is due',
  fullAmountOnly: /*i18n*/ 'This fee cannot be paid in instalments: pay the full amount due',
  instalmentTooSmall: /*i18n*/ 'An instalment must be at least Rs 1,000.00 (or the whole amount due)',
  nothingDue: /*i18n*/ 'Nothing is due for this fee',
  unknownFee: /*i18n*/ 'There is no such fee for this student',
  unknownStudent: SHARED_MESSAGES.unknownRollNumber,
  gatewayNotSetUp: /*i18n*/ 'Online payment of this fee is not set up yet. Please contact the accounts office.',
  orderNotFound: /*i18n*/ 'No payment was found for this order id and transaction id',
  notConfirmed: /*i18n*/ 'The payment gateway has not confirmed this payment',
  applicantNoMatch:
    /*i18n*/ 'No applicant has this admission number with this date of birth. Check both and try again.',
  admissionNoRequired: /*i18n*/ 'Please enter the admission number',
  dateOfBirthRequired: STUDENT_IDENTITY_MESSAGES.dateOfBirthRequired,
  dateOfBirthInvalid: /*i18n*/ 'Please enter the date of birth as YYYY-MM-DD',
  receiptNotReady: /*i18n*/ 'The receipt is ready once the payment is confirmed',
  gatewayBusy:
    /*i18n*/ 'The payment gateway could not be reached. Nothing was charged; please try again in a few minutes.',
  failedRefused: /*i18n*/ 'Your bank refused the payment (the card or UPI payment was declined). No money was taken.',
  failedCancelled: /*i18n*/ 'The payment was cancelled on the payment page. No money was taken.',
  failedExpired: /*i18n*/ 'The payment link expired before the payment was made. No money was taken.',
  failedNotCompleted:
    /*i18n*/ 'The payment was not completed. If money was taken, it is recorded once the bank confirms it.',
  tryAgain: SHARED_MESSAGES.tryAgain,
  applicantNameCheck: /*i18n*/ 'Check that this is your admission before paying. It is in the name of',
  backToFees: /*i18n*/ 'Back to fees',
  downloadReceipt: /*i18n*/ 'Download receipt',
  home: /*i18n*/ 'Home',
  paymentStarting: /*i18n*/ 'A payment for this fee is being started. Please wait a moment and try again.',
  overpaid:
    /*i18n*/ 'This fee was already paid, so this payment was not taken as a fee. The accounts office will refund it.',
  noLinkedStudents:
    /*i18n*/ 'No student is linked to your account yet. Link your child on the Parent Dashboard to see and pay their fees.',
  partlyOverpaid:
    /*i18n*/ 'Part of this payment was more than what was still due. The due fees are paid; the accounts office will refund the rest.',
  oneFeeTypeAtATime:
    /*i18n*/ 'Fees of different types are paid to different accounts: choose fees of one type to pay together',
  wholeDueTogether: /*i18n*/ 'Fees paid together are paid in full: the amount must be the total due of the chosen fees',
  sameFeeTwice: /*i18n*/ 'A fee was chosen twice',
  // Said after a fee's name (payable-lines.ts), so shown as the server words it, not translated alone.
  lineInOpenPayment:
    'is in a payment that is still open. Complete that payment, or wait until it expires (at most 2 hours), then try again.',
  paymentLinkRefused:
    /*i18n*/ 'The payment gateway answered a payment page address that is not its own, so it was not opened. Nothing was charged; please contact the accounts office.',
} as const;

/** The smallest instalment the college takes (paise) when a fee type allows instalments; less only for the full balance. */
export const MIN_INSTALMENT_PAISE = 100_000;
