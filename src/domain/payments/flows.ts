/**
 * The four payment flows of §2/§7 as data: one confirmation pipeline on the server and one result page in
 * the app read this table instead of keeping four copies. Names and typos are the seed's (§7).
 */
export const PAYMENT_FLOWS = ['general', 'miscellaneous', 'exam', 'newAdmission'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

export interface PaymentFlowInfo {
  /** The result page the gateway sends the payer back to (§2). */
  returnPath: string;
  /** The call that records the transaction status (§7). */
  statusCall: 'getStudentPaidFeeTransationStatus' | 'getStudentPaidFeeTransationStatusUpdate';
  /** The call that saves the fee collection and answers the receipt PDF (§7). */
  saveCall:
    | 'saveFeeCollectionssDataa'
    | 'saveFeeCollectionssDataaMiscellaneous'
    | 'saveExamFeeCollection'
    | 'saveNewAdmissionFeePaymentData';
  /** How the save answers the PDF: the base64 text itself, or a JSON field (§7). */
  answerField: null | 'b64' | 'base64';
  /** The receipt file name's prefix (§9). */
  filePrefix: 'Fee_Collection' | 'Mis_Fee_Collection' | 'Exam_Fee_Collection' | 'Self_Fee_Collection';
  /** The child list a receipt record carries (§3), if any, and its wayOfReceiptType. */
  child: null | { field: 'examFeeCollectionChild' | 'newAdmissionFeePaymentChild'; wayOfReceiptType: 'UTR' | 'BANK' };
  /** The receipt's title (its words are the payments catalogue's, printed in the reader's language). */
  receiptTitle: string;
}

export const FLOW_INFO: Readonly<Record<PaymentFlow, PaymentFlowInfo>> = {
  general: {
    returnPath: '/lyra/payment/status',
    statusCall: 'getStudentPaidFeeTransationStatus',
    saveCall: 'saveFeeCollectionssDataa',
    answerField: null,
    filePrefix: 'Fee_Collection',
    child: null,
    receiptTitle: /*i18n*/ 'FEE RECEIPT',
  },
  miscellaneous: {
    returnPath: '/lyra/misFeepayment/status',
    statusCall: 'getStudentPaidFeeTransationStatus',
    saveCall: 'saveFeeCollectionssDataaMiscellaneous',
    answerField: null,
    filePrefix: 'Mis_Fee_Collection',
    child: null,
    receiptTitle: /*i18n*/ 'MISCELLANEOUS FEE RECEIPT',
  },
  exam: {
    returnPath: '/lyra/examFeepayment/status',
    statusCall: 'getStudentPaidFeeTransationStatus',
    saveCall: 'saveExamFeeCollection',
    answerField: 'b64',
    filePrefix: 'Exam_Fee_Collection',
    child: { field: 'examFeeCollectionChild', wayOfReceiptType: 'UTR' },
    receiptTitle: /*i18n*/ 'EXAMINATION FEE RECEIPT',
  },
  newAdmission: {
    returnPath: '/lyra/selfPayment/status',
    statusCall: 'getStudentPaidFeeTransationStatusUpdate',
    saveCall: 'saveNewAdmissionFeePaymentData',
    answerField: 'base64',
    filePrefix: 'Self_Fee_Collection',
    child: { field: 'newAdmissionFeePaymentChild', wayOfReceiptType: 'BANK' },
    receiptTitle: /*i18n*/ 'NEW ADMISSION FEE RECEIPT',
  },
};

/** §9 receipt file names: Fee_Collection_{yyyy-mm-dd}.pdf and the three others. */
export function receiptFileName(flow: PaymentFlow, date: string): string {
  return `${FLOW_INFO[flow].filePrefix}_${date}.pdf`;
}

/** §3: 'BANK,UTR' for every receipt child list. */
export const WAY_OF_RECEIPT = 'BANK,UTR';

/** §9: success is the status 'paid', case-insensitive. */
export const isPaidStatus = (status: string | null | undefined): boolean => (status ?? '').toLowerCase() === 'paid';
