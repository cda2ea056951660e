import { GatewayKeyAnswerSchema, GatewayKeyListSchema } from '../../../domain/payments/gateway-keys';
import { LedgerAnswerSchema } from '../../../domain/payments/ledger-answers';
import {
  ConfirmedStatusSchema,
  ExamReceiptSavedSchema,
  FeePaymentDetailsSchema,
  FeeTypeNamesSchema,
  LinkedStudentsFeesSchema,
  SelfReceiptSavedSchema,
  StartedPaymentSchema,
  WebhookAnswerSchema,
} from '../../../domain/payments/payment-answers';
import { PaymentHistorySchema, ReceiptAnswerSchema } from '../../../domain/payments/payment-history';
import { FeeRefundsSchema, ReconcileAnswerSchema, RefundAnswerSchema } from '../../../domain/payments/refund-answers';
import type { Operation, PermissionLine } from '../server-module';
import { concessionOperations } from './concession-operations';
import {
  CashierDayAnswerSchema,
  CounterChangedSchema,
  CounterCollectedSchema,
  CounterSearchAnswerSchema,
  CounterStudentDuesSchema,
  HandedOverDaysSchema,
  WaitingCancellationsSchema,
} from '../../../domain/payments/counter-answers';
import { DayBookAnswerSchema } from '../../../domain/payments/day-book';
import {
  FeePlanAnswerSchema,
  FeePlanAppliedSchema,
  FeePlanListSchema,
  FeePlanOptionsSchema,
  FeePlanSavedSchema,
} from '../../../domain/payments/fee-plan-answers';
import { DefaultersAnswerSchema, RemindersSentSchema } from '../../../domain/payments/defaulter-answers';

/** The payments module's calls: gateway keys, the ledger and refunds, payment history, paying and its result pages. */
export const paymentsOperations = {
  'GET /api/app/getPaymentGatewayKeyMaintenance': {
    summary: "The gateway's shop ids and keys per fee type (keys masked) and the fee types to choose from",
    answer: GatewayKeyListSchema,
  },
  'POST /api/app/savePaymentGatewayKeyMaintenance': {
    summary: 'Save the gateway keys of one or more fee types',
    answer: GatewayKeyAnswerSchema,
    status: 201,
  },
  'PUT /api/app/updatePaymentGatewayKeyMaintenance': {
    summary: "Modify one fee type's gateway keys (a masked key stays as it is)",
    answer: GatewayKeyAnswerSchema,
  },
  'DELETE /api/app/deletPaymentGatewayKeyMaintenance': {
    summary: "Delete one fee type's gateway keys (query uniquekey)",
    answer: GatewayKeyAnswerSchema,
  },
  'GET /api/app/getFeeLedger': {
    summary:
      'The fee ledger for the filters: payment orders, totals, daily collection, filter options, last reconciliation',
    answer: LedgerAnswerSchema,
  },
  'GET /api/app/getFeeLedgerExcel': {
    summary: 'The fee ledger for the filters as an Excel workbook',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'POST /api/app/reconcileFeePayments': {
    summary: 'Ask the gateway about every payment still due now → how many were checked, recorded and failed',
    answer: ReconcileAnswerSchema,
  },
  'GET /api/app/getFeeRefunds': {
    summary: 'The refunds recorded against one payment (query paymentId)',
    answer: FeeRefundsSchema,
  },
  'GET /api/app/getCreditNote': {
    summary: "A refund's credit note PDF again (query creditNoteNo) → { fileName, b64 }",
    answer: ReceiptAnswerSchema,
  },
  'POST /api/app/recordFeeRefund': {
    summary: 'Record a refund against a payment → the credit note number and PDF',
    answer: RefundAnswerSchema,
    status: 201,
  },
  'GET /api/app/getFeePaymentHistory': {
    summary: "A student's own payments and receipts, or a linked child's for a parent (query rollNo)",
    answer: PaymentHistorySchema,
  },
  'GET /api/app/getFeeReceipt': {
    summary: 'A receipt PDF again (query receiptNo, and rollNo for a parent) → { fileName, b64 }',
    answer: ReceiptAnswerSchema,
  },
  'GET /api/app/getFeesToAllot': {
    summary: "The fee types' names, in their order",
    answer: FeeTypeNamesSchema,
  },
  'GET /api/app/getStudentsFeePaymentDetails': {
    summary:
      "Fee lines due and paid (paise): one's own, a student's for fee staff (rollNo), or an order's lines (orderId + transactionId, public)",
    answer: FeePaymentDetailsSchema,
  },
  'POST /api/app/payFee': {
    summary: "Pay fee lines (one's own, or a linked child's for a parent) → the order and the gateway's payment link",
    answer: StartedPaymentSchema,
    status: 201,
  },
  'GET /api/app/getLinkedStudentsFeeDetails': {
    summary: "A parent's linked children, each with their fee lines",
    answer: LinkedStudentsFeesSchema,
  },
  'POST /api/app/getApplicantFeePaymentDetails': {
    summary: "An applicant's new-admission fee lines, by admission number and date of birth (name as initials)",
    answer: FeePaymentDetailsSchema,
  },
  'POST /api/app/payNewAdmissionFee': {
    summary: "An applicant pays the new-admission fee → the order and the gateway's payment link",
    answer: StartedPaymentSchema,
    status: 201,
  },
  'GET /api/app/getStudentPaidFeeTransationStatus': {
    summary: "A result page: the order's status as confirmed with the gateway (orderId + transactionId), recorded once",
    answer: ConfirmedStatusSchema,
  },
  'GET /api/app/getStudentPaidFeeTransationStatusUpdate': {
    summary: "The new-admission result page: the order's status as confirmed with the gateway, recorded once",
    answer: ConfirmedStatusSchema,
  },
  'POST /api/app/saveFeeCollectionssDataa': {
    summary: "A paid general fee order's receipt PDF, as base64 text",
    produces: 'text/plain',
  },
  'POST /api/app/saveFeeCollectionssDataaMiscellaneous': {
    summary: "A paid miscellaneous fee order's receipt PDF, as base64 text",
    produces: 'text/plain',
  },
  'POST /api/app/saveExamFeeCollection': {
    summary: "A paid exam fee order's receipt PDF → { b64, receiptNo }",
    answer: ExamReceiptSavedSchema,
  },
  'POST /api/app/saveNewAdmissionFeePaymentData': {
    summary: "A paid new-admission fee order's receipt PDF → { base64, receiptNo }",
    answer: SelfReceiptSavedSchema,
  },
  'POST /api/app/feePaymentWebhook': {
    summary: "The gateway's webhook: the charge (uuid) is asked for and recorded → the order's state",
    answer: WebhookAnswerSchema,
  },
  'GET /api/app/counter/students': {
    summary:
      'The fee desk: students by roll number, name or admission number (q; a scanned ID card gives the roll number)',
    answer: CounterSearchAnswerSchema,
  },
  'GET /api/app/counter/students/:id': {
    summary: "A student's dues (every fee line with what was paid and what is due) and the desk's receipts",
    answer: CounterStudentDuesSchema,
  },
  'POST /api/app/counter/collect': {
    summary: 'Take money at the desk for chosen dues (cash, cheque, DD, UPI or card) → the receipt number',
    answer: CounterCollectedSchema,
    status: 201,
  },
  'GET /api/app/counter/receipt': {
    summary: "A counter receipt's PDF (receiptNo; size a5 or 80mm)",
    produces: 'application/pdf',
  },
  'POST /api/app/counter/receipt/bounce': {
    summary: 'Record a bounced cheque or DD: its dues open again, with the bounce charge as a new due',
    answer: CounterChangedSchema,
  },
  'POST /api/app/counter/receipt/cancel': {
    summary: "Ask for a counter receipt's cancellation, with the reason (the accounts officer decides)",
    answer: CounterChangedSchema,
    status: 201,
  },
  'GET /api/app/counter/cancellations': {
    summary: 'Cancellations waiting for an accounts officer',
    answer: WaitingCancellationsSchema,
  },
  'POST /api/app/counter/cancellations/:id/decision': {
    summary: "Approve or reject a cancellation (not one's own): approved, the receipt's dues open again",
    answer: CounterChangedSchema,
  },
  'GET /api/app/counter/day': {
    summary: "The signed-in cashier's day (day, today when not given): money by mode and the receipts",
    answer: CashierDayAnswerSchema,
  },
  'POST /api/app/counter/day/hand-over': {
    summary: "Hand the cashier's day over: its figures are frozen and the desk takes no more on it",
    answer: CounterChangedSchema,
  },
  'GET /api/app/counter/days': {
    summary: "Cashiers' days handed over and waiting, then the latest closed",
    answer: HandedOverDaysSchema,
  },
  'POST /api/app/counter/days/:id/close': {
    summary: "Confirm a cashier's handed-over day (not one's own): closed, it never changes",
    answer: CounterChangedSchema,
  },
  'GET /api/app/day-book': {
    summary:
      'The day book (from, to; mode, head, cashierId): opening and closing balances, totals by day, head, mode and cashier, a page of entries',
    answer: DayBookAnswerSchema,
  },
  'GET /api/app/day-book/excel': {
    summary: 'The day book as an Excel workbook: every entry, and the totals',
    produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  'GET /api/app/day-book/pdf': {
    summary: 'The day book as a PDF to print: balances, totals and every entry (at most 5,000; 413 past that)',
    produces: 'application/pdf',
  },
  'GET /api/app/day-book/tally': {
    summary: "The day book as Tally's XML voucher import (Receipt and Payment vouchers)",
    produces: 'application/xml',
  },
  'GET /api/app/fee-structures': {
    summary: 'The fee structures: who each is for, its semester, heads, total and when it was last applied',
    answer: FeePlanListSchema,
  },
  'GET /api/app/fee-structures/options': {
    summary: 'What a fee structure chooses from: courses, batches, branches, fee types, quotas and categories',
    answer: FeePlanOptionsSchema,
  },
  'GET /api/app/fee-structures/:id': {
    summary: 'One fee structure with its heads (rupees as text), when it was applied and its history',
    answer: FeePlanAnswerSchema,
  },
  'POST /api/app/fee-structures': {
    summary: 'Save a new fee structure (heads with due dates, late fines and instalments)',
    answer: FeePlanSavedSchema,
    status: 201,
  },
  'PUT /api/app/fee-structures/:id': {
    summary: 'Change a fee structure; applying it again changes only unpaid dues',
    answer: FeePlanSavedSchema,
  },
  'POST /api/app/fee-structures/:id/apply': {
    summary: "Make each matching student's dues once (again: only unpaid dues change), with an audit line",
    answer: FeePlanAppliedSchema,
  },
  'GET /api/app/fee-defaulters': {
    summary:
      'Students on roll with dues past their due date (optional batchId, branchId): overdue total, dues, oldest due date, fine',
    answer: DefaultersAnswerSchema,
  },
  'POST /api/app/fee-defaulters/remind': {
    summary: 'Remind chosen defaulters by e-mail or SMS → how many were sent and skipped',
    answer: RemindersSentSchema,
  },
  'GET /api/app/fee-defaulters/letter': {
    summary: "A defaulter's reminder letter PDF (studentId): the overdue dues, the total and the day to pay by",
    produces: 'application/pdf',
  },
  ...concessionOperations,
} satisfies Readonly<Record<PermissionLine, Operation>>;
