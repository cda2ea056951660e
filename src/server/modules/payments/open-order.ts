import { and, eq } from 'drizzle-orm';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import type { Database } from '../../db/client';
import { feePaymentOrders } from '../../db/schema';
import { confirmCharge, type ConfirmContext, type FeeOrder } from './confirm-charge';

/** A CREATED order older than this lost its charge call (the server stopped meanwhile): it no longer holds the line. */
const STALE_CREATED_MS = 10 * 60_000;
/** An open charge younger than this is offered again as it is; an older one is asked about first. */
const REOFFER_MS = 3_600_000;

export const isUniqueViolation = (err: unknown, constraint: string): boolean =>
  [err, (err as { cause?: unknown } | undefined)?.cause].some((e) => {
    const pgError = e as { code?: unknown; constraint?: unknown } | undefined;
    return pgError?.code === '23505' && (pgError.constraint === undefined || pgError.constraint === constraint);
  });

/** What to do about the line's open order: offer it again, or look again (it was closed), or refuse (409). */
export type OpenOrderDecision = { offer: FeeOrder } | { closed: true } | { refuse: string };

/** Closes an open order locally (its charge may still be paid: confirming it then records it, within what is due). */
const retire = (db: Database, ctx: ConfirmContext, order: FeeOrder) =>
  db
    .update(feePaymentOrders)
    .set({ status: 'DROPPED', checkedAt: ctx.clock() })
    .where(and(eq(feePaymentOrders.id, order.id), eq(feePaymentOrders.status, 'DUE')));

/**
 * A fee line has at most one open order (the database's `fee_payment_orders_open_line` index). A Pay that
 * finds one gets its charge again when it is for the same amount and recent; a CREATED order is being
 * charged by another Pay (409) unless its charge call never finished (then it is retired). Any other open
 * charge is asked about at the gateway first (it may have been paid or dropped meanwhile); one still open is
 * retired so the payer can pay another amount. Should the retired charge be paid after all, confirming it
 * checks what the line still owes, so it is recorded as a payment or as an overpayment, never twice.
 */
export async function decideOnOpenOrder(
  db: Database,
  ctx: ConfirmContext,
  open: FeeOrder,
  amountPaise: number,
  offerable: (order: FeeOrder) => boolean,
): Promise<OpenOrderDecision> {
  const age = ctx.clock().getTime() - open.createdAt.getTime();
  if (open.status === 'CREATED') {
    if (age < STALE_CREATED_MS) return { refuse: M.paymentStarting };
    await db
      .update(feePaymentOrders)
      .set({ status: 'FAILED', checkedAt: ctx.clock() })
      .where(and(eq(feePaymentOrders.id, open.id), eq(feePaymentOrders.status, 'CREATED')));
    return { closed: true };
  }
  // A stored link that may not be opened (docs/payment-gateway.md) is never offered: the line gets a fresh charge.
  if (offerable(open) && open.amountPaise === amountPaise && age < REOFFER_MS) return { offer: open };
  const outcome = open.chargeUuid ? await confirmCharge(db, open.chargeUuid, ctx) : ({ kind: 'unknown' } as const);
  if (outcome.kind === 'due' || outcome.kind === 'mismatch' || outcome.kind === 'unknown') await retire(db, ctx, open);
  return { closed: true };
}

/**
 * An open order holding some of the lines a Pay chose, for another set of lines: 'starting' while another
 * Pay makes its charge; 'closed' once it is found paid, dropped or stale (the lines are free again); 'open'
 * while its charge can still be paid (the Pay is refused rather than leaving two charges for one line).
 */
export async function decideOnOverlappingOrder(
  db: Database,
  ctx: ConfirmContext,
  open: FeeOrder,
): Promise<'starting' | 'closed' | 'open'> {
  if (open.status === 'CREATED') {
    const decision = await decideOnOpenOrder(db, ctx, open, -1, () => false);
    return 'refuse' in decision ? 'starting' : 'closed';
  }
  const outcome = open.chargeUuid ? await confirmCharge(db, open.chargeUuid, ctx) : ({ kind: 'unknown' } as const);
  if (outcome.kind === 'due') return 'open';
  if (outcome.kind === 'mismatch' || outcome.kind === 'unknown') await retire(db, ctx, open);
  return 'closed';
}
