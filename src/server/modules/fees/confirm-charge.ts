import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { indiaDate } from '../../../domain/fees/financial-year';
import { rupeesText } from '../../../domain/money/money';
import type { Database } from '../../db/client';
import { feePaymentOrders, feeReceipts, feeStructures, students } from '../../db/schema';
import type { Charge } from '../../gateway/charge';
import type { GatewayClient } from '../../gateway/client';
import type { GatewayKeysService } from '../../gateway/gateway-keys';
import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import { allocateReceiptNumber } from './receipt-numbers';

export type FeeOrder = typeof feePaymentOrders.$inferSelect;
export type FeeReceipt = typeof feeReceipts.$inferSelect;

export interface ConfirmContext {
  gateway: GatewayClient;
  keys: GatewayKeysService;
  clock: Clock;
  logger: Logger;
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
export function chargeMismatch(order: FeeOrder, charge: Charge): string | null {
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

/** What the order's fee line still owes its student, not counting the order itself (paise). */
async function stillDue(db: Database, order: FeeOrder): Promise<number> {
  const [line] = await db
    .select({
      amount: feeStructures.amountPaise,
      paid: sql<number>`coalesce((select sum(${feePaymentOrders.amountPaise}) from ${feePaymentOrders}
        where ${feePaymentOrders.studentId} = ${order.studentId} and ${feePaymentOrders.feeStructureId} = ${order.feeStructureId}
        and ${feePaymentOrders.status} = 'PAID' and ${feePaymentOrders.id} <> ${order.id}), 0)`.mapWith(Number),
    })
    .from(feeStructures)
    .where(eq(feeStructures.id, order.feeStructureId));
  return line ? line.amount - line.paid : 0;
}

/**
 * Confirms the charge `chargeUuid` server to server (GET /charge/{uuid} with the fee type's keys) and
 * records it exactly once: nothing that came through the browser or the webhook is trusted, only the
 * gateway's answer checked against our own order (status, amount, currency, orderId). A PAID charge marks
 * its order PAID and takes the next receipt number in one transaction, which first locks the student and
 * checks the amount against what the line still owes: a charge for more is kept as OVERPAID (money to
 * refund, shown in the ledger), never as a second fee. Concurrent confirmations (reloads, replays, webhooks,
 * reconciliation) of one charge or of two charges for one line record each charge once.
 * Throws GatewayError when the gateway cannot be asked (nothing is recorded then).
 *
 * Never call it inside a request-scoped transaction: it waits on an HTTP call.
 */
export async function confirmCharge(db: Database, chargeUuid: string, ctx: ConfirmContext): Promise<ConfirmOutcome> {
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
    ctx.logger.warn({ orderId: order.orderId, charge: chargeUuid, field: mismatch }, 'gateway charge does not match its order; nothing recorded');
    return { kind: 'mismatch', order, reason: mismatch };
  }

  if (charge.status === 'PAID') {
    const accepted = charge.transactions.find((t) => t.status === 'ACCEPTED') ?? charge.transactions.at(-1);
    return db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      // One confirmation at a time per student, so two charges for one line cannot both fit what is due.
      await t.select({ id: students.id }).from(students).where(eq(students.id, order.studentId)).for('update');
      const [current] = await t.select().from(feePaymentOrders).where(eq(feePaymentOrders.id, order.id));
      if (current!.status === 'PAID') return { kind: 'paid' as const, order: current!, receipt: await receiptOf(t, current!), recorded: false };
      if (current!.status === 'OVERPAID') return { kind: 'overpaid' as const, order: current!, recorded: false };
      const due = await stillDue(t, order);
      const fits = order.amountPaise <= due;
      const [paid] = await tx
        .update(feePaymentOrders)
        .set({
          status: fits ? 'PAID' : 'OVERPAID',
          confirmedAt: now,
          checkedAt: now,
          transactionUuid: accepted?.uuid ?? null,
          paymentOption: accepted?.paymentOption ?? null,
          cardLast4: accepted?.cardLast4 ?? null,
        })
        .where(and(eq(feePaymentOrders.id, order.id), notInArray(feePaymentOrders.status, ['PAID', 'OVERPAID'])))
        .returning();
      if (!fits) {
        ctx.logger.warn({ orderId: paid!.orderId }, 'a charge was paid for a fee line that no longer owed it: recorded as an overpayment to refund');
        return { kind: 'overpaid' as const, order: paid!, recorded: true };
      }
      const number = await allocateReceiptNumber(t, now);
      const [receipt] = await tx
        .insert(feeReceipts)
        .values({
          ...number,
          orderId: paid!.id,
          amountPaise: paid!.amountPaise,
          issuedAt: now,
          details: {
            orderId: paid!.orderId,
            rollNo: paid!.rollNo,
            feeType: paid!.feeType,
            semester: paid!.semester,
            item: paid!.item,
            amount: rupeesText(paid!.amountPaise),
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
  // Another confirmation (the webhook, a reload) may have changed the order meanwhile: answer what it is now.
  const current = updated ?? (await db.select().from(feePaymentOrders).where(eq(feePaymentOrders.id, order.id)))[0]!;
  if (current.status === 'PAID') return { kind: 'paid', order: current, receipt: await receiptOf(db, current), recorded: false };
  if (current.status === 'OVERPAID') return { kind: 'overpaid', order: current, recorded: false };
  return status === 'DROPPED' ? { kind: 'dropped', order: current } : { kind: 'due', order: current };
}
