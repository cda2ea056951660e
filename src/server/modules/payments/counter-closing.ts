import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChequeBounce } from '../../../domain/payments/counter';
import { INSTRUMENT_MODES, type CounterMode } from '../../../domain/payments/counter';
import type { WaitingCancellation } from '../../../domain/payments/counter-answers';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { formatRupees } from '../../../domain/money/money';
import {
  feePaymentOrders,
  feeReceipts,
  feeStructures,
  feeTypes,
  receiptCancellations,
  students,
  users,
} from '../../db/schema';
import type { CounterDeps } from './counter-collect';
import { isUniqueViolation } from './open-order';
import { PaymentRefused } from './start-payment-shapes';

/** The fee type a bounce charge is due under (made on the first bounce): paid at the desk or online. */
export const BOUNCE_FEE_TYPE = 'Cheque Bounce Charge';

/** The counter payment of a receipt number, locked for the change being made to it. */
async function counterPaymentLocked(deps: CounterDeps, receiptNo: string) {
  const [row] = await deps.db
    .select({ order: feePaymentOrders, receiptNo: feeReceipts.receiptNo })
    .from(feePaymentOrders)
    .innerJoin(feeReceipts, eq(feeReceipts.orderId, feePaymentOrders.id))
    .where(and(eq(feeReceipts.receiptNo, receiptNo), eq(feePaymentOrders.channel, 'counter')))
    .for('update', { of: feePaymentOrders });
  if (!row) throw new PaymentRefused(M.unknownReceipt, 404);
  if (row.order.status === 'BOUNCED') throw new PaymentRefused(M.alreadyBounced, 409);
  if (row.order.status === 'CANCELLED') throw new PaymentRefused(M.alreadyCancelled, 409);
  return row.order;
}

/** Bounced cheques and DDs, and cancelled receipts with the accounts officer's approval. */
export function counterClosing(deps: CounterDeps) {
  const { db } = deps;
  const now = () => deps.confirm.clock();

  /** Ends a counter payment: its lines stop paying their dues (their settled amounts stay on record). */
  const close = (orderId: number, status: 'BOUNCED' | 'CANCELLED', reason: string, by: number) =>
    db
      .update(feePaymentOrders)
      .set({ status, closedReason: reason, closedBy: by, closedAt: now() })
      .where(eq(feePaymentOrders.id, orderId));

  return {
    /**
     * A cheque or DD the bank returned unpaid: the payment is BOUNCED, so every due it paid is open again, and the
     * charge (when above 0) is a new due of the student's own, named after the receipt.
     */
    async bounce(receiptNo: string, input: ChequeBounce, by: number): Promise<string> {
      return deps.transaction(async () => {
        const order = await counterPaymentLocked(deps, receiptNo);
        if (!INSTRUMENT_MODES.includes(order.paymentOption as CounterMode)) throw new PaymentRefused(M.notCheque, 409);
        await close(order.id, 'BOUNCED', input.reason, by);
        // A waiting cancellation has nothing left to cancel.
        await db
          .update(receiptCancellations)
          .set({ decision: 'REJECTED', decidedBy: by, decidedAt: now() })
          .where(and(eq(receiptCancellations.orderId, order.id), isNull(receiptCancellations.decision)));
        if (input.charge > 0) {
          await db
            .insert(feeTypes)
            .values({ name: BOUNCE_FEE_TYPE, flow: 'miscellaneous', sortOrder: 90 })
            .onConflictDoNothing();
          const [type] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.name, BOUNCE_FEE_TYPE));
          const [student] = await db
            .select({ batchId: students.batchId, degreeId: feeStructures.degreeId })
            .from(students)
            .innerJoin(feeStructures, eq(feeStructures.id, order.feeStructureId))
            .where(eq(students.id, order.studentId));
          await db.insert(feeStructures).values({
            degreeId: student!.degreeId,
            batchId: student!.batchId,
            semester: order.semester,
            feeTypeId: type!.id,
            item: `Receipt ${receiptNo}`,
            amountPaise: input.charge,
            studentId: order.studentId,
          });
        }
        return input.charge > 0 ? M.bouncedWithCharge.replace('{amount}', formatRupees(input.charge)) : M.bounced;
      });
    },

    /** Asks for a receipt's cancellation; the accounts officer decides. One request waits per receipt. */
    async requestCancel(receiptNo: string, reason: string, by: number): Promise<string> {
      try {
        await deps.transaction(async () => {
          const order = await counterPaymentLocked(deps, receiptNo);
          await db
            .insert(receiptCancellations)
            .values({ orderId: order.id, reason, requestedBy: by, requestedAt: now() });
        });
      } catch (err) {
        if (isUniqueViolation(err, 'receipt_cancellations_waiting')) throw new PaymentRefused(M.cancelPending, 409);
        throw err;
      }
      return M.cancelRequested;
    },

    /** The cancellations waiting for an accounts officer, oldest first. */
    async waiting(): Promise<WaitingCancellation[]> {
      const asker = alias(users, 'asker');
      const rows = await db
        .select({
          id: receiptCancellations.id,
          receiptNo: feeReceipts.receiptNo,
          rollNo: feePaymentOrders.rollNo,
          studentName: students.fullName,
          amount: feeReceipts.amountPaise,
          mode: feePaymentOrders.paymentOption,
          issuedAt: feeReceipts.issuedAt,
          reason: receiptCancellations.reason,
          requestedBy: asker.fullName,
          requestedAt: receiptCancellations.requestedAt,
        })
        .from(receiptCancellations)
        .innerJoin(feePaymentOrders, eq(feePaymentOrders.id, receiptCancellations.orderId))
        .innerJoin(feeReceipts, eq(feeReceipts.orderId, feePaymentOrders.id))
        .innerJoin(students, eq(students.id, feePaymentOrders.studentId))
        .innerJoin(asker, eq(asker.id, receiptCancellations.requestedBy))
        .where(isNull(receiptCancellations.decision))
        .orderBy(receiptCancellations.requestedAt, receiptCancellations.id);
      return rows.map((r) => ({
        ...r,
        mode: (r.mode ?? 'CASH') as CounterMode,
        issuedAt: r.issuedAt.toISOString(),
        requestedAt: r.requestedAt.toISOString(),
      }));
    },

    /**
     * The accounts officer's decision (never on a request of their own): approved, the payment is CANCELLED and its
     * dues are open again; rejected, the receipt stands.
     */
    async decide(id: number, approve: boolean, by: number): Promise<string> {
      return deps.transaction(async () => {
        const [request] = await db
          .select()
          .from(receiptCancellations)
          .where(and(eq(receiptCancellations.id, id), isNull(receiptCancellations.decision)))
          .for('update');
        if (!request) throw new PaymentRefused(M.requestNotFound, 404);
        if (request.requestedBy === by) throw new PaymentRefused(M.ownRequest, 403);
        await db
          .update(receiptCancellations)
          .set({ decision: approve ? 'APPROVED' : 'REJECTED', decidedBy: by, decidedAt: now() })
          .where(eq(receiptCancellations.id, id));
        if (!approve) return M.cancelRejected;
        const [order] = await db
          .select()
          .from(feePaymentOrders)
          .where(eq(feePaymentOrders.id, request.orderId))
          .for('update');
        if (order!.status !== 'PAID') throw new PaymentRefused(M.alreadyCancelled, 409);
        await close(order!.id, 'CANCELLED', request.reason, by);
        return M.cancelApproved;
      });
    },
  };
}
export type CounterClosing = ReturnType<typeof counterClosing>;
