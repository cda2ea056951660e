import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { indiaDate } from '../../../domain/payments/financial-year';
import { rupeesText } from '../../../domain/money/money';
import type { Database } from '../../db/client';
import { feePaymentOrderLines, feePaymentOrders, feeReceipts, feeStructures, students } from '../../db/schema';
import type { Charge } from '../../gateway/charge';
import type { GatewayClient } from '../../gateway/client';
import type { GatewayKeysService } from '../../gateway/gateway-keys';
import type { Clock } from '../../http/attempt-store';
import { errorForLog } from '../../http/error-for-log';
import type { Logger } from '../../http/logger';
import { reliefOnLineSql } from './fee-reliefs-sql';
import { orderLinesOf, orderLinesOrOwn, settledOnLineSql, type FeeOrderLine } from './order-lines';
import { allocateReceiptNumber } from './receipt-numbers';

export type FeeOrder = typeof feePaymentOrders.$inferSelect;
export type FeeReceipt = typeof feeReceipts.$inferSelect;

export interface ConfirmContext {
  gateway: GatewayClient;
  keys: GatewayKeysService;
  clock: Clock;
  logger: Logger;
  /** What other modules do once a charge is found paid (`FeeSettlement`); none when nothing listens. */
  settled?: (settlement: FeeSettlement) => Promise<void>;
}

/** A PAID order's student and the fee lines it settled something on, as other modules learn of it. */
export interface FeeSettlement {
  studentId: number;
  lines: { feeStructureId: number; semester: number; item: string }[];
}

/**
 * What confirming a charge found. `recorded` is true only for the one call that recorded the payment (the
 * return page, the webhook or reconciliation, whichever came first); every other call sees it already done.
 */
export type ConfirmOutcome =
  | { kind: 'paid'; order: FeeOrder; receipt: FeeReceipt; recorded: boolean }
  /** Paid at the gateway for more than the line still owed: kept as money to refund, with no receipt. */
  | { kind: 'overpaid'; order: FeeOrder; recorded: boolean }
  | { kind: 'due'; order: FeeOrder }
  | { kind: 'dropped'; order: FeeOrder }
  | { kind: 'mismatch'; order: FeeOrder; reason: string }
  | { kind: 'unknown' };

/** Why a charge the gateway answered is not this order's payment; null when it is. */
function chargeMismatch(order: FeeOrder, charge: Charge): string | null {
  if (charge.uuid !== order.chargeUuid) return 'uuid';
  if (charge.orderId !== order.orderId) return 'orderId';
  if (charge.currency !== order.currency) return 'currency';
  if (charge.amount !== order.amountPaise) return 'amount';
  if (charge.status === 'PAID' && charge.paid !== order.amountPaise) return 'paid amount';
  return null;
}

async function receiptOf(db: Database, order: FeeOrder): Promise<FeeReceipt> {
  const [receipt] = await db.select().from(feeReceipts).where(eq(feeReceipts.orderId, order.id));
  if (!receipt) throw new Error(`PAID order ${order.orderId} has no receipt`);
  return receipt;
}

/** What each of the order's lines still owes its student, not counting the order itself (paise, never below 0). */
async function stillDue(db: Database, order: FeeOrder, lines: readonly FeeOrderLine[]): Promise<Map<number, number>> {
  const due = new Map<number, number>();
  for (const line of lines) {
    const [row] = await db
      .select({
        amount: feeStructures.amountPaise,
        settled: settledOnLineSql(order.studentId, line.feeStructureId),
        relief: reliefOnLineSql(order.studentId, line.feeStructureId),
      })
      .from(feeStructures)
      .where(eq(feeStructures.id, line.feeStructureId));
    due.set(line.id, row ? Math.max(0, row.amount - row.relief - (row.settled - line.settledPaise)) : 0);
  }
  return due;
}

/**
 * Confirms the charge `chargeUuid` server to server (GET /charge/{uuid} with the fee type's keys) and
 * records it exactly once: nothing that came through the browser or the webhook is trusted, only the
 * gateway's answer checked against our own order (status, amount, currency, orderId). A PAID charge is
 * recorded in one transaction, which first locks the student and checks each of the order's lines against
 * what it still owes: each line settles at most that, and what is left of the charge is the order's
 * overpayment (money to refund, shown in the ledger), never a second fee. An order that settled something
 * is PAID and takes the next receipt number (the receipt lists each line and what it settled); one that
 * settled nothing is OVERPAID. The order may have been closed meanwhile (Not completed, expired, replaced by
 * another Pay): a charge the gateway confirms later is recorded the same way. Concurrent confirmations (reloads, replays, webhooks,
 * reconciliation) of one charge or of two charges for one line record each charge once.
 * Throws GatewayError when the gateway cannot be asked (nothing is recorded then).
 *
 * Never call it inside a request-scoped transaction: it waits on an HTTP call.
 */
export async function confirmCharge(db: Database, chargeUuid: string, ctx: ConfirmContext): Promise<ConfirmOutcome> {
  const outcome = await recordCharge(db, chargeUuid, ctx);
  if (outcome.kind === 'paid' && ctx.settled) await announceSettlement(db, outcome.order, ctx);
  return outcome;
}

/**
 * Tells `ctx.settled` what a PAID order settled, after its transaction has committed. It is told each time the order
 * is confirmed PAID (the first recording, a replayed webhook, a reloaded return page), so what it does must change
 * nothing the second time; a listener that failed once completes on the next confirmation. Its failure is logged and
 * never undoes or hides the payment.
 */
async function announceSettlement(db: Database, order: FeeOrder, ctx: ConfirmContext) {
  const lines = (await orderLinesOf(db, order.id)).filter((l) => l.settledPaise > 0);
  if (lines.length === 0) return;
  try {
    await ctx.settled!({
      studentId: order.studentId,
      lines: lines.map((l) => ({ feeStructureId: l.feeStructureId, semester: l.semester, item: l.item })),
    });
  } catch (err) {
    ctx.logger.error(
      { orderId: order.orderId, err: errorForLog(err) },
      'a module could not act on a settled fee payment',
    );
  }
}

async function recordCharge(db: Database, chargeUuid: string, ctx: ConfirmContext): Promise<ConfirmOutcome> {
  const [order] = await db.select().from(feePaymentOrders).where(eq(feePaymentOrders.chargeUuid, chargeUuid));
  if (!order) return { kind: 'unknown' };
  if (order.status === 'PAID') return { kind: 'paid', order, receipt: await receiptOf(db, order), recorded: false };
  if (order.status === 'OVERPAID') return { kind: 'overpaid', order, recorded: false };

  const credentials = await ctx.keys.credentialsFor(order.feeType);
  if (!credentials) throw new Error(`no gateway keys for fee type ${order.feeType}`);
  const charge = await ctx.gateway.getCharge(credentials, chargeUuid);
  const now = ctx.clock();
  const mismatch = chargeMismatch(order, charge);
  if (mismatch) {
    ctx.logger.warn(
      { orderId: order.orderId, charge: chargeUuid, field: mismatch },
      'gateway charge does not match its order; nothing recorded',
    );
    return { kind: 'mismatch', order, reason: mismatch };
  }

  if (charge.status === 'PAID') {
    const accepted = charge.transactions.find((t) => t.status === 'ACCEPTED') ?? charge.transactions.at(-1);
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      // One confirmation at a time per student, so two charges for one line cannot both fit what is due.
      await t.select({ id: students.id }).from(students).where(eq(students.id, order.studentId)).for('update');
      const [current] = await t.select().from(feePaymentOrders).where(eq(feePaymentOrders.id, order.id));
      if (current!.status === 'PAID')
        return { kind: 'paid' as const, order: current!, receipt: await receiptOf(t, current!), recorded: false };
      if (current!.status === 'OVERPAID') return { kind: 'overpaid' as const, order: current!, recorded: false };
      const lines = await orderLinesOrOwn(t, current!);
      const due = await stillDue(t, current!, lines);
      const settled = lines.map((l) => ({ line: l, settled: Math.min(l.amountPaise, due.get(l.id) ?? 0) }));
      const settledTotal = settled.reduce((sum, s) => sum + s.settled, 0);
      const fits = settledTotal > 0;
      const [paid] = await tx
        .update(feePaymentOrders)
        .set({
          status: fits ? 'PAID' : 'OVERPAID',
          overpaidPaise: current!.amountPaise - settledTotal,
          confirmedAt: now,
          checkedAt: now,
          transactionUuid: accepted?.uuid ?? null,
          paymentOption: accepted?.paymentOption ?? null,
          cardLast4: accepted?.cardLast4 ?? null,
        })
        .where(and(eq(feePaymentOrders.id, order.id), notInArray(feePaymentOrders.status, ['PAID', 'OVERPAID'])))
        .returning();
      if (!fits) {
        ctx.logger.warn(
          { orderId: paid!.orderId },
          'a charge was paid for fee lines that no longer owed it: recorded as an overpayment to refund',
        );
        return { kind: 'overpaid' as const, order: paid!, recorded: true };
      }
      for (const s of settled) {
        if (s.settled > 0)
          await t
            .update(feePaymentOrderLines)
            .set({ settledPaise: s.settled })
            .where(eq(feePaymentOrderLines.id, s.line.id));
      }
      if (paid!.overpaidPaise > 0)
        ctx.logger.warn(
          { orderId: paid!.orderId },
          'a charge was paid for more than its fee lines still owed: the excess is recorded as an overpayment to refund',
        );
      const number = await allocateReceiptNumber(t, now);
      const [receipt] = await tx
        .insert(feeReceipts)
        .values({
          ...number,
          orderId: paid!.id,
          amountPaise: settledTotal,
          issuedAt: now,
          details: {
            orderId: paid!.orderId,
            rollNo: paid!.rollNo,
            feeType: paid!.feeType,
            semester: paid!.semester,
            item: paid!.item,
            amount: rupeesText(settledTotal),
            overpaid: rupeesText(paid!.overpaidPaise),
            transactionId: paid!.chargeUuid ?? '',
            transactionUuid: accepted?.uuid ?? '',
            paymentOption: accepted?.paymentOption ?? '',
            paidOn: indiaDate(now),
          },
        })
        .returning();
      ctx.logger.info({ orderId: paid!.orderId, receiptNo: number.receiptNo }, 'fee payment recorded');
      return { kind: 'paid' as const, order: paid!, receipt: receipt!, recorded: true };
    });
  }

  const status = charge.status === 'DROPPED' ? 'DROPPED' : 'DUE';
  const [updated] = await db
    .update(feePaymentOrders)
    .set({ status, checkedAt: now, ...(status === 'DROPPED' ? { confirmedAt: now } : {}) })
    .where(and(eq(feePaymentOrders.id, order.id), inArray(feePaymentOrders.status, ['CREATED', 'DUE'])))
    .returning();
  // A closed order asked about again (reconciliation) is marked checked, so the next runs ask the others first.
  if (!updated)
    await db
      .update(feePaymentOrders)
      .set({ checkedAt: now })
      .where(and(eq(feePaymentOrders.id, order.id), inArray(feePaymentOrders.status, ['DROPPED', 'FAILED'])));
  // Another confirmation (the webhook, a reload) may have changed the order meanwhile: answer what it is now.
  const current = updated ?? (await db.select().from(feePaymentOrders).where(eq(feePaymentOrders.id, order.id)))[0]!;
  if (current.status === 'PAID')
    return { kind: 'paid', order: current, receipt: await receiptOf(db, current), recorded: false };
  if (current.status === 'OVERPAID') return { kind: 'overpaid', order: current, recorded: false };
  return status === 'DROPPED' ? { kind: 'dropped', order: current } : { kind: 'due', order: current };
}
