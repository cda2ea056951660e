/**
 * The fee receipt's printed words. Each is its English text and the id of its Telugu and Hindi (the payments
 * catalogue): the receipt's builder prints `translate(label)`, in the language of the page that asks for it.
 */
export const RECEIPT_LABELS = {
  receiptNo: /*i18n*/ 'Receipt No',
  date: /*i18n*/ 'Date',
  rollNumber: /*i18n*/ 'Roll Number',
  name: /*i18n*/ 'Name',
  course: /*i18n*/ 'Course',
  batch: /*i18n*/ 'Batch',
  branch: /*i18n*/ 'Branch',
  semester: /*i18n*/ 'Semester',
  particulars: /*i18n*/ 'Particulars',
  wayOfReceipt: /*i18n*/ 'Way of Receipt',
  transactionId: /*i18n*/ 'Transaction Id',
  amount: /*i18n*/ 'Amount',
  total: /*i18n*/ 'Total',
  paidOnline: /*i18n*/ 'Order Id: {orderId}    Paid online.',
  paidOnlineBy: /*i18n*/ 'Order Id: {orderId}    Paid online by {mode}.',
  overpaid: /*i18n*/ 'A further {amount} was received beyond what was due; it is not a fee and will be refunded.',
  noSignature: /*i18n*/ 'This is a computer-generated receipt and needs no signature.',
} as const;

export { english, type Translate } from '../i18n/translate';

/** The words only a receipt from the fee desk prints (its other labels are RECEIPT_LABELS). */
export const COUNTER_RECEIPT_LABELS = {
  title: /*i18n*/ 'FEE RECEIPT',
  mode: /*i18n*/ 'Paid by',
  reference: /*i18n*/ 'Reference',
  bank: /*i18n*/ 'Bank',
  instrumentDate: /*i18n*/ 'Dated',
  cashier: /*i18n*/ 'Received by',
  realisation: /*i18n*/ 'Subject to realisation of the cheque or DD.',
  bounced: /*i18n*/ 'BOUNCED: the cheque or DD was returned unpaid. This receipt pays nothing.',
  cancelled: /*i18n*/ 'CANCELLED: this receipt pays nothing.',
  inWords: /*i18n*/ 'Received with thanks from the student named above.',
} as const;
