import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { Config } from '../../config';
import type { RequestScopedDatabase } from '../../db/request-scope';
import type { GatewayClient } from '../../gateway/client';
import { gatewayKeysService } from '../../gateway/gateway-keys';
import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import { confirmCharge } from '../fees/service';
import type { homeService } from '../home/service';
import type { FeeRecords } from './fee-records';
import { feeRecordsSql } from './fee-records-sql';
import { gatewayKeyRoutes } from './gateway-key-routes';
import { feeTypeNames, gatewayKeyMaintenance } from './gateway-key-service';
import { ledgerRoutes } from './ledger-routes';
import { ledgerService } from './ledger-service';
import { paymentHistoryRoutes } from './payment-history-routes';
import { reconciler, scheduleReconciliation } from './reconciliation';
import { receiptCopy } from './receipt-copy';
import { refundService } from './refund-service';
import type { Letterhead } from '../../../domain/pdf/letterhead';

export interface FeeAccountsDeps {
  scoped: RequestScopedDatabase;
  config: Config;
  gateway: GatewayClient;
  clock: Clock;
  logger: Logger;
  college: ReturnType<typeof homeService>;
  /** The college letterhead of receipts and credit notes. */
  letterhead: () => Promise<Letterhead>;
}

/** The fee accounts module: gateway keys, ledger, refunds, reconciliation, payment history. */
export function feeAccountsModule({ scoped, config, gateway, clock, logger, college, letterhead }: FeeAccountsDeps) {
  const { db } = scoped;
  const keys = gatewayKeysService(db, config.payments.keysSecret);
  const confirm: FeeRecords['confirm'] = async (chargeUuid) => {
    const outcome = await confirmCharge(db, chargeUuid, { gateway, keys, clock, logger });
    if (outcome.kind === 'paid' || outcome.kind === 'overpaid') return outcome.recorded ? 'recorded' : 'unchanged';
    return outcome.kind === 'mismatch' ? 'mismatch' : 'unchanged';
  };
  const records = feeRecordsSql(db, confirm, (studentId, receiptNo) => receiptCopy(db, studentId, receiptNo, letterhead));
  const collegeName = async () => (await college.collegeProfile())?.name ?? config.collegeName;
  const refunds = refundService(db, (work) => scoped.transaction(() => work()), records, clock, collegeName);
  const reconcile = reconciler({ db, source: records, clock, logger });

  const routes = new Hono<AppEnv>()
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
