import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reconciliationRuns } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import type { Clock } from '../../http/attempt-store';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';

/** A payment order with a charge at the gateway: still DUE, or closed here (Not completed, expired) but perhaps paid late. */
export interface OpenCharge {
  chargeUuid: string;
  feeType: string;
}

/** What reconciliation needs from the payment flows (fee-pay): the open charges and the one confirmation path. */
export interface ReconcileSource {
  openCharges(limit: number): Promise<OpenCharge[]>;
  /**
   * Orders closed here (DROPPED: Not completed, expired or replaced; FAILED with a charge) since `since`,
   * whose charge the gateway may still confirm (a late bank confirmation, a payment on an old link).
   */
  closedCharges(since: Date, limit: number): Promise<OpenCharge[]>;
  /**
   * The confirmation pipeline: asks the gateway (GET /charge/{uuid}), checks the charge against its order and
   * records a payment once. 'recorded' only for the call that recorded it; throws when the gateway cannot be asked.
   */
  confirm(chargeUuid: string): Promise<'recorded' | 'unchanged' | 'mismatch'>;
}

export interface ReconcileDeps {
  db: Database;
  source: ReconcileSource;
  clock: Clock;
  logger: Logger;
  /** At most this many open charges per run (the oldest first). */
  batchSize?: number;
}

export interface ReconcileOutcome {
  checked: number;
  recorded: number;
  failed: number;
}

/** How long after its order a closed charge is still asked about (gateways confirm late payments within days). */
const LATE_CONFIRMATION_WINDOW_MS = 7 * 24 * 3_600_000;

/** A run left unfinished (a crash) stops blocking others after this long. */
const RUN_LEASE_MS = 10 * 60_000;

/**
 * Reconciliation: asks the gateway about every payment still DUE, and about those closed here in the last
 * LATE_CONFIRMATION_WINDOW_MS (Not completed, expired, replaced by another Pay), and lets the confirmation
 * pipeline record those that were paid meanwhile (the payer closed the tab, the webhook was lost, the gateway
 * timed out, the bank confirmed late): it settles what the lines still owe and keeps the rest as an
 * overpayment to refund.
 * The pipeline checks amount, currency and order itself and records each payment once, so overlapping
 * runs (two replicas, the button during a scheduled run) are harmless.
 */
export function reconciler({ db, source, clock, logger, batchSize = 200 }: ReconcileDeps) {
  async function running(): Promise<boolean> {
    const [open] = await db
      .select({ id: reconciliationRuns.id })
      .from(reconciliationRuns)
      .where(
        and(
          isNull(reconciliationRuns.finishedAt),
          gt(reconciliationRuns.startedAt, new Date(clock().getTime() - RUN_LEASE_MS)),
        ),
      )
      .limit(1);
    return Boolean(open);
  }

  return {
    /** null when another run is in progress. */
    async run(trigger: 'manual' | 'schedule', startedBy: number | null = null): Promise<ReconcileOutcome | null> {
      if (await running()) return null;
      const [run] = await db
        .insert(reconciliationRuns)
        .values({ trigger, startedAt: clock(), startedBy })
        .returning({ id: reconciliationRuns.id });
      const outcome: ReconcileOutcome = { checked: 0, recorded: 0, failed: 0 };
      try {
        const open = await source.openCharges(batchSize);
        const closed = await source.closedCharges(new Date(clock().getTime() - LATE_CONFIRMATION_WINDOW_MS), batchSize);
        for (const charge of [...open, ...closed]) {
          outcome.checked += 1;
          try {
            const found = await source.confirm(charge.chargeUuid);
            if (found === 'recorded') outcome.recorded += 1;
            if (found === 'mismatch') outcome.failed += 1;
          } catch (err) {
            // A closed order's charge the gateway no longer knows has nothing left to record.
            if (closed.includes(charge) && err instanceof GatewayError && err.kind === 'not-found') continue;
            outcome.failed += 1;
            // The charge uuid only: no roll number, name or amount in the logs.
            logger.warn(
              { charge: charge.chargeUuid, kind: err instanceof GatewayError ? err.kind : 'error' },
              'reconciliation could not check a charge',
            );
          }
        }
      } finally {
        await db
          .update(reconciliationRuns)
          .set({ finishedAt: clock(), ...outcome })
          .where(eq(reconciliationRuns.id, run!.id));
      }
      if (outcome.recorded > 0 || outcome.failed > 0) logger.info({ trigger, ...outcome }, 'reconciliation finished');
      return outcome;
    },

    async lastRun() {
      const [last] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.startedAt)).limit(1);
      return last
        ? {
            trigger: last.trigger,
            startedAt: last.startedAt.toISOString(),
            finishedAt: last.finishedAt?.toISOString() ?? null,
            checked: last.checked,
            recorded: last.recorded,
            failed: last.failed,
          }
        : null;
    },
  };
}

export type Reconciler = ReturnType<typeof reconciler>;

export interface ScheduleTimers {
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const nodeTimers: ScheduleTimers = {
  setInterval: (run, ms) => setInterval(run, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

/**
 * Runs reconciliation every `intervalMs` (RECONCILE_INTERVAL_MINUTES; 0 = never). Started by the server
 * (src/server/main.ts), not by createApp, so tests only reconcile when they ask; the timers are injectable.
 * Returns the function that stops it.
 */
export function scheduleReconciliation(
  run: () => Promise<unknown>,
  intervalMs: number,
  logger: Logger,
  timers: ScheduleTimers = nodeTimers,
): () => void {
  if (intervalMs <= 0) return () => undefined;
  let busy = false;
  const handle = timers.setInterval(() => {
    if (busy) return;
    busy = true;
    run()
      .catch((err: Error) => logger.warn({ err: errorForLog(err) }, 'scheduled reconciliation failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  return () => timers.clearInterval(handle);
}
