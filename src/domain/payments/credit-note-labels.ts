/**
 * A credit note's printed words. Each is its English text and the id of its Telugu and Hindi (the payments
 * catalogue): the credit note's builder prints `translate(label)`, in the language of the page that asks for it.
 */
export const CREDIT_NOTE_LABELS = {
  title: /*i18n*/ 'CREDIT NOTE (FEE REFUND)',
  creditNoteNo: /*i18n*/ 'Credit Note No',
  date: /*i18n*/ 'Date',
  rollNumber: /*i18n*/ 'Roll Number',
  studentName: /*i18n*/ 'Student Name',
  feeType: /*i18n*/ 'Fee Type',
  semester: /*i18n*/ 'Semester',
  againstReceiptNo: /*i18n*/ 'Against Receipt No',
  orderId: /*i18n*/ 'Order Id',
  transactionId: /*i18n*/ 'Transaction Id',
  paidOn: /*i18n*/ 'Paid On',
  amountPaid: /*i18n*/ 'Amount Paid',
  amountRefunded: /*i18n*/ 'Amount Refunded (this note)',
  refundedToDate: /*i18n*/ 'Refunded To Date',
  reason: /*i18n*/ 'Reason',
  recordedBy: /*i18n*/ 'Recorded By',
  note: /*i18n*/ 'This is a computer-generated credit note.',
} as const;

export { english, type Translate } from '../i18n/translate';
