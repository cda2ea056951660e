import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { Config } from '../../config';
import type { RequestScopedDatabase } from '../../db/request-scope';
import type { GatewayClient } from '../../gateway/client';
import type { gatewayKeysService } from '../../gateway/gateway-keys';
import type { SignInLimiter } from '../../http/attempt-limit';
import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import type { homeService } from '../home/service';
import { confirmCharge, type ConfirmContext } from './confirm-charge';
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
import { reconciler, scheduleReconciliation } from './reconciliation';
import { receiptCopy } from './receipt-copy';
import { refundService } from './refund-service';

export interface PaymentsDeps {
  scoped: RequestScopedDatabase;
  config: Config;
  gateway: GatewayClient;
  /** The shop ids and keys per fee type (the sandbox gateway reads the same service). */
  keys: ReturnType<typeof gatewayKeysService>;
  clock: Clock;
  logger: Logger;
  college: ReturnType<typeof homeService>;
  /** Counts the applicant's identification attempts (admission number + date of birth) per number and address. */
  applicantLimits: SignInLimiter;
  /** The client address the limits count (TRUST_PROXY aware). */
  address: (c: Context) => string;
  /** Told of each payment confirmed PAID, whichever path confirmed it (see `confirmCharge`). */
  settled?: ConfirmContext['settled'];
}

/** The payments module: paying fees, gateway keys, ledger, refunds, reconciliation, payment history. */
export function paymentsModule({
  scoped,
  config,
  gateway,
  keys,
  clock,
  logger,
  college,
  applicantLimits,
  address,
  settled,
}: PaymentsDeps) {
  const { db } = scoped;
  const pay: PayDeps = {
    db,
    confirm: { gateway, keys, clock, logger, settled },
    publicUrl: config.publicUrl,
    paymentLinkOrigin: config.payments.paymentLinkOrigin,
    // The college letterhead of receipts and credit notes.
    letterhead: async () => ({
      collegeName: (await college.collegeProfile())?.name ?? 'Fee Receipt',
      logo: await college.letterheadLogo(),
    }),
    applicantLimits,
    address,
  };
  const { letterhead } = pay;
  const confirm: FeeRecords['confirm'] = async (chargeUuid) => {
    const outcome = await confirmCharge(db, chargeUuid, pay.confirm);
    if (outcome.kind === 'paid' || outcome.kind === 'overpaid') return outcome.recorded ? 'recorded' : 'unchanged';
    return outcome.kind === 'mismatch' ? 'mismatch' : 'unchanged';
  };
  const records = feeRecordsSql(db, confirm, (studentId, receiptNo) =>
    receiptCopy(db, studentId, receiptNo, letterhead),
  );
  const collegeName = async () => (await college.collegeProfile())?.name ?? config.collegeName;
  const refunds = refundService(db, (work) => scoped.transaction(() => work()), records, clock, collegeName);
  const reconcile = reconciler({ db, source: records, clock, logger });

  const routes = new Hono<AppEnv>()
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
    .route('/', paymentHistoryRoutes(db, records, refunds));

  return {
    routes,
    reconcile,
    /** The interval timer of RECONCILE_INTERVAL_MINUTES (the server starts it; tests do not). */
    startSchedule: () => scheduleReconciliation(() => reconcile.run('schedule'), config.reconcileIntervalMs, logger),
  };
}
