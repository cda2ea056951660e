import { PARENT_ROLES } from '../../../domain/auth/access';
import {
  ACCOUNTS_OFFICER_ROLES,
  BOUNCE_ROLES,
  CONCESSION_DECIDER_ROLES,
  CONCESSION_ROLES,
  COUNTER_ROLES,
  DEFAULTER_ROLES,
  FEE_PAYER_ROLES,
  FEE_STRUCTURE_ROLES,
  GATEWAY_KEY_ROLES,
  LEDGER_ROLES,
  PAYER_ROLES,
  REFUND_ROLES,
} from '../../../domain/payments/access';
import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { selfPaymentLimiter } from '../../http/attempt-limit';
import { condonationSettlements } from '../exams/service';
import type { ServerModule } from '../server-module';
import { confirmCharge } from './confirm-charge';
import { feeConfirmRoutes } from './confirm-routes';
import type { FeeRecords } from './fee-records';
import { feeRecordsSql } from './fee-records-sql';
import { gatewayKeyRoutes } from './gateway-key-routes';
import { feeTypeNames, gatewayKeyMaintenance } from './gateway-key-service';
import { ledgerRoutes } from './ledger-routes';
import { ledgerService } from './ledger-service';
import type { PayDeps } from './pay-context';
import { feePayRoutes } from './pay-routes';
import { paymentHistoryRoutes } from './payment-history-routes';
import { paymentsOperations } from './operations';
import { reconciler, scheduleReconciliation } from './reconciliation';
import { receiptCopy } from './receipt-copy';
import { receiptTranslate } from './receipt-translate';
import { refundService } from './refund-service';
import { paymentsDemo } from '../../demo/payments-part';
import { cashierDayStore } from './cashier-day-store';
import type { CounterDeps } from './counter-collect';
import { counterClosing } from './counter-closing';
import { counterRoutes } from './counter-routes';
import { counterStore } from './counter-store';
import { collegeDay } from '../../../domain/calendar/college-time';
import { feePlanRoutes } from './fee-plan-routes';
import { feePlanSheetRoutes } from './fee-plan-sheet-routes';
import { dayBookRoutes } from './day-book-routes';
import { dayBookStore } from './day-book-store';
import { feePlanStore } from './fee-plan-store';
import { defaulterRoutes } from './defaulter-routes';
import { defaulterStore } from './defaulter-store';
import { concessionRoutes } from './concession-routes';
import { concessionStore } from './concession-store';
import { feeWaiverStore } from './fee-waiver-store';
import { reimbursementStore } from './reimbursement-store';

/** The payments module: paying fees, gateway keys, ledger, refunds, reconciliation, payment history. */
export const paymentsModule: ServerModule = {
  name: 'payments',
  mount: '/app',
  demo: paymentsDemo,
  permissions: {
    // Payment gateway key maintenance (§7, paths as spelt): shop ids and keys per fee type.
    'GET /api/app/getPaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
    'POST /api/app/savePaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
    'PUT /api/app/updatePaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
    'DELETE /api/app/deletPaymentGatewayKeyMaintenance': GATEWAY_KEY_ROLES,
    // Fee accounts: the ledger and reconciliation for accountant roles and the fee payments desk; refunds accountants only.
    'GET /api/app/getFeeLedger': LEDGER_ROLES,
    'GET /api/app/getFeeLedgerExcel': LEDGER_ROLES,
    'POST /api/app/reconcileFeePayments': LEDGER_ROLES,
    'GET /api/app/getFeeRefunds': LEDGER_ROLES,
    'GET /api/app/getCreditNote': LEDGER_ROLES,
    'POST /api/app/recordFeeRefund': REFUND_ROLES,
    // A student's own payments and receipts, or a linked child's for a parent (checked in the handler).
    'GET /api/app/getFeePaymentHistory': [...PAYER_ROLES, ...PARENT_ROLES],
    'GET /api/app/getFeeReceipt': [...PAYER_ROLES, ...PARENT_ROLES],
    // Fees: due details of one's own (students) or anyone's (fee staff, checked in the handler; with an
    // orderId + charge uuid pair it is a public result page); Pay for students; applicants pay without an
    // account with admission number and date of birth; result pages, receipts and the gateway's webhook are
    // public and reveal nothing without a valid order id + charge uuid pair.
    'GET /api/app/getFeesToAllot': 'signed-in',
    'GET /api/app/getStudentsFeePaymentDetails': 'public',
    // Students pay their own fees; parents pay a linked child's (the handler checks the link and fails closed).
    'POST /api/app/payFee': [...FEE_PAYER_ROLES, ...PARENT_ROLES],
    'GET /api/app/getLinkedStudentsFeeDetails': PARENT_ROLES,
    'POST /api/app/getApplicantFeePaymentDetails': 'public',
    'POST /api/app/payNewAdmissionFee': 'public',
    'GET /api/app/getStudentPaidFeeTransationStatus': 'public',
    'GET /api/app/getStudentPaidFeeTransationStatusUpdate': 'public',
    'POST /api/app/saveFeeCollectionssDataa': 'public',
    'POST /api/app/saveFeeCollectionssDataaMiscellaneous': 'public',
    'POST /api/app/saveExamFeeCollection': 'public',
    'POST /api/app/saveNewAdmissionFeePaymentData': 'public',
    'POST /api/app/feePaymentWebhook': 'public',
    // The fee desk: the desk roles take money and ask for cancellations; accountants record bounced cheques; only
    // an accounts officer approves a cancellation or confirms a cashier's day (never their own).
    'GET /api/app/counter/students': COUNTER_ROLES,
    'GET /api/app/counter/students/:id': COUNTER_ROLES,
    'POST /api/app/counter/collect': COUNTER_ROLES,
    'GET /api/app/counter/receipt': COUNTER_ROLES,
    'POST /api/app/counter/receipt/bounce': BOUNCE_ROLES,
    'POST /api/app/counter/receipt/cancel': COUNTER_ROLES,
    'GET /api/app/counter/cancellations': ACCOUNTS_OFFICER_ROLES,
    'POST /api/app/counter/cancellations/:id/decision': ACCOUNTS_OFFICER_ROLES,
    'GET /api/app/counter/day': COUNTER_ROLES,
    'POST /api/app/counter/day/hand-over': COUNTER_ROLES,
    'GET /api/app/counter/days': ACCOUNTS_OFFICER_ROLES,
    'POST /api/app/counter/days/:id/close': ACCOUNTS_OFFICER_ROLES,
    // The day book and its exports: the accountant roles and the fee payments desk.
    'GET /api/app/day-book': LEDGER_ROLES,
    'GET /api/app/day-book/excel': LEDGER_ROLES,
    'GET /api/app/day-book/pdf': LEDGER_ROLES,
    'GET /api/app/day-book/tally': LEDGER_ROLES,
    // Fee structures and applying them: the accountant roles.
    'GET /api/app/fee-structures': FEE_STRUCTURE_ROLES,
    'GET /api/app/fee-structures/options': FEE_STRUCTURE_ROLES,
    'GET /api/app/fee-structures/template': FEE_STRUCTURE_ROLES,
    'POST /api/app/fee-structures/heads-from-sheet': FEE_STRUCTURE_ROLES,
    'GET /api/app/fee-structures/:id': FEE_STRUCTURE_ROLES,
    'POST /api/app/fee-structures': FEE_STRUCTURE_ROLES,
    'PUT /api/app/fee-structures/:id': FEE_STRUCTURE_ROLES,
    'POST /api/app/fee-structures/:id/apply': FEE_STRUCTURE_ROLES,
    // Defaulters (dues past their due date), their reminders by e-mail or SMS and letters: the accountant roles.
    'GET /api/app/fee-defaulters': DEFAULTER_ROLES,
    'POST /api/app/fee-defaulters/remind': DEFAULTER_ROLES,
    'GET /api/app/fee-defaulters/letter': DEFAULTER_ROLES,
    // Scholarship and waiver: accountants propose concessions and keep the state's reimbursement claims; an accounts
    // officer decides concessions (never their own) and waives late fines.
    'GET /api/app/concessions': CONCESSION_ROLES,
    'POST /api/app/concessions': CONCESSION_ROLES,
    'POST /api/app/concessions/:id/decision': CONCESSION_DECIDER_ROLES,
    'GET /api/app/reimbursements': CONCESSION_ROLES,
    'POST /api/app/reimbursements': CONCESSION_ROLES,
    'POST /api/app/reimbursements/:id/receipts': CONCESSION_ROLES,
    'POST /api/app/reimbursements/:id/close': CONCESSION_ROLES,
    'GET /api/app/fee-waivers': CONCESSION_ROLES,
    'POST /api/app/fee-waivers': CONCESSION_DECIDER_ROLES,
  },
  operations: paymentsOperations,
  build: ({
    scoped,
    config,
    gateway,
    gatewayKeys: keys,
    clock,
    logger,
    college,
    attempts,
    address,
    exams,
    examRules,
    mailer,
    sms,
  }) => {
    const { db } = scoped;
    const pay: PayDeps = {
      db,
      // A paid condonation fee lets the student sit at once, without the exam cell running registration again.
      confirm: { gateway, keys, clock, logger, settled: condonationSettlements(db, exams, examRules) },
      publicUrl: config.publicUrl,
      paymentLinkOrigin: config.payments.paymentLinkOrigin,
      // The college letterhead of receipts and credit notes.
      letterhead: () => college.letterhead('Fee Receipt'),
      // Counts the applicant's identification attempts (admission number + date of birth) per number and address.
      applicantLimits: selfPaymentLimiter(attempts, config.selfPaymentLimits),
      address,
    };
    const { letterhead } = pay;
    const confirm: FeeRecords['confirm'] = async (chargeUuid) => {
      const outcome = await confirmCharge(db, chargeUuid, pay.confirm);
      if (outcome.kind === 'paid' || outcome.kind === 'overpaid') return outcome.recorded ? 'recorded' : 'unchanged';
      return outcome.kind === 'mismatch' ? 'mismatch' : 'unchanged';
    };
    const records = feeRecordsSql(db, confirm, (studentId, receiptNo, locale) =>
      receiptCopy(db, studentId, receiptNo, letterhead, receiptTranslate(locale ?? 'en')),
    );
    const collegeName = async () => (await college.collegeProfile())?.name ?? config.collegeName;
    const refunds = refundService(db, (work) => scoped.transaction(() => work()), records, clock, collegeName);
    const reconcile = reconciler({ db, source: records, clock, logger });
    const desk: CounterDeps = { db, transaction: (work) => scoped.transaction(() => work()), confirm: pay.confirm };

    const router = new Hono<AppEnv>()
      .route('/', feePayRoutes(pay))
      .route('/', feeConfirmRoutes(pay))
      .route(
        '/',
        gatewayKeyRoutes(
          gatewayKeyMaintenance(db, config.payments.keysSecret, () => feeTypeNames(db)),
          () => feeTypeNames(db),
        ),
      )
      .route('/', ledgerRoutes({ ledger: ledgerService(records, refunds), refunds, reconcile, records, clock }))
      .route('/', paymentHistoryRoutes(db, records, refunds))
      .route(
        '/',
        dayBookRoutes(dayBookStore(db), clock, collegeName, () => college.letterhead('Day Book')),
      )
      .route(
        '/',
        counterRoutes({
          ...desk,
          store: counterStore(db, () => collegeDay(clock())),
          closing: counterClosing(desk),
          days: cashierDayStore(desk),
          letterhead,
        }),
      )
      // The template's addresses before fee-structures/:id, which would take 'template' for an id.
      .route('/', feePlanSheetRoutes(feePlanStore(db, desk.transaction)))
      .route('/', feePlanRoutes(feePlanStore(db, desk.transaction), clock))
      .route(
        '/',
        concessionRoutes({
          concessions: concessionStore(db, desk.transaction),
          claims: reimbursementStore(db, desk.transaction),
          waivers: feeWaiverStore(db, desk.transaction),
          clock,
        }),
      )
      .route(
        '/',
        defaulterRoutes({
          db,
          store: defaulterStore(db),
          today: () => collegeDay(clock()),
          now: clock,
          mailer,
          sms,
          logger,
          collegeName,
          letterhead,
        }),
      );

    return {
      router,
      // The interval timer of RECONCILE_INTERVAL_MINUTES.
      startSchedule: () => scheduleReconciliation(() => reconcile.run('schedule'), config.reconcileIntervalMs, logger),
    };
  },
};
