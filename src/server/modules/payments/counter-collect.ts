import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import { allocate, type CounterCollect } from '../../../domain/payments/counter';
import { COUNTER_MESSAGES as M } from '../../../domain/payments/counter-messages';
import { formatRupees, rupeesText } from '../../../domain/money/money';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import type { Database } from '../../db/client';
import { cashierDays, feePaymentOrderLines, feePaymentOrders, feeReceipts, students, users } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import type { ConfirmContext } from './confirm-charge';
import { feeDetailsOf, studentById, type StudentRow } from './fee-details';
import { decideOnOverlappingOrder, isUniqueViolation } from './open-order';
import { openOrdersHolding } from './order-lines';
import { withLateFines } from './counter-fines';
import { allocateReceiptNumber } from './receipt-numbers';
import { PaymentRefused } from './start-payment-shapes';

export interface CounterDeps {
  db: Database;
  /** The request-scoped transaction runner: every query through `db` inside it joins it. */
  transaction: <T>(work: () => Promise<T>) => Promise<T>;
  confirm: ConfirmContext;
}

export interface Collected {
  receiptNo: string;
  amount: number;
  message: string;
}

/** A counter order id: 'CTR-20261130-4F7Q2K9XWD' (the desk's own prefix, the college day, 10 random characters). */
function counterOrderId(now: Date): string {
  const random = randomBytes(8).toString('base64url').replace(/[-_]/g, '').toUpperCase().slice(0, 10);
  return `CTR-${collegeDay(now).replace(/-/g, '')}-${random}`;
}

const collectedAnswer = (receiptNo: string, amount: number): Collected => ({
  receiptNo,
  amount,
  message: M.collected.replace('{receiptNo}', receiptNo).replace('{amount}', formatRupees(amount)),
});

/** The receipt an earlier request with this key made for the student; the same key for other dues is refused. */
async function replayed(db: Database, student: StudentRow, key: string, input: CounterCollect) {
  const [again] = await db
    .select({ order: feePaymentOrders, receiptNo: feeReceipts.receiptNo, amount: feeReceipts.amountPaise })
    .from(feePaymentOrders)
    .innerJoin(feeReceipts, eq(feeReceipts.orderId, feePaymentOrders.id))
    .where(and(eq(feePaymentOrders.studentId, student.id), eq(feePaymentOrders.requestKey, key)));
  if (!again) return null;
  const [receipt] = await db
    .select({ details: feeReceipts.details })
    .from(feeReceipts)
    .where(eq(feeReceipts.orderId, again.order.id));
  const same =
    again.order.channel === 'counter' &&
    again.order.amountPaise === input.amount &&
    receipt?.details.dues === input.structureIds.join(',');
  if (!same) throw new PaymentRefused(IDEMPOTENCY_MESSAGES.keyReused, 422);
  return collectedAnswer(again.receiptNo, again.amount);
}

/**
 * Online orders holding a chosen due are asked about first (a charge may have been paid, dropped or expired): one
 * still open refuses the counter, so the same due is never paid at the desk while the student pays it online.
 */
async function settleOnlineFirst(deps: CounterDeps, studentId: number, structureIds: readonly number[]) {
  for (const { order } of await openOrdersHolding(deps.db, studentId, structureIds)) {
    const decision = await decideOnOverlappingOrder(deps.db, deps.confirm, order).catch((err: unknown) => {
      if (err instanceof GatewayError) throw new PaymentRefused(M.gatewayBusy, 503);
      throw err;
    });
    if (decision !== 'closed') throw new PaymentRefused(M.onlinePaymentOpen, 409);
  }
}

/**
 * Takes money at the fee desk: the chosen dues get the amount in the order chosen (a part payment pays the first ones
 * in full), one PAID order with one receipt numbered in the college's series. In one transaction that locks the
 * cashier (against a hand-over of the day meanwhile) and the student (against an online payment confirmed or started
 * meanwhile, which lock the student too): the day must still be open, no online payment may hold a chosen due, and
 * each due is read afresh, so the same due is never paid twice. The request's key makes a repeat (a double click, a
 * retry) answer the same receipt.
 */
export async function collectAtCounter(
  deps: CounterDeps,
  input: CounterCollect,
  cashierId: number,
  requestKey: string | null,
): Promise<Collected> {
  const { db, confirm } = deps;
  const student = await studentById(db, input.studentId);
  if (!student) throw new PaymentRefused(M.unknownStudent, 404);
  if (requestKey) {
    const again = await replayed(db, student, requestKey, input);
    if (again) return again;
  }
  await settleOnlineFirst(deps, student.id, input.structureIds);
  const now = confirm.clock();
  const today = collegeDay(now);
  let made;
  try {
    made = await deps.transaction(async () => {
      await db.select({ id: users.id }).from(users).where(eq(users.id, cashierId)).for('update');
      const [handedOver] = await db
        .select({ id: cashierDays.id })
        .from(cashierDays)
        .where(and(eq(cashierDays.cashierId, cashierId), eq(cashierDays.day, today)));
      if (handedOver) throw new PaymentRefused(M.dayClosed, 409);
      await db.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for('update');
      if ((await openOrdersHolding(db, student.id, input.structureIds)).length > 0)
        throw new PaymentRefused(M.onlinePaymentOpen, 409);
      const before = await feeDetailsOf(db, student);
      for (const id of input.structureIds) {
        const line = before.find((l) => l.structureId === id);
        if (!line) throw new PaymentRefused(M.unknownDue, 404);
        if (line.due <= 0) throw new PaymentRefused(M.nothingDue, 409);
      }
      // A late due pays its fine first: the fine to date goes on its fine line, which is paid before the due.
      const moneyOrder = await withLateFines(db, student, before, input.structureIds, today);
      const lines = await feeDetailsOf(db, student);
      const chosen = moneyOrder.map((id) => lines.find((l) => l.structureId === id)!).filter((l) => l.due > 0);
      if (input.amount > chosen.reduce((sum, l) => sum + l.due, 0)) throw new PaymentRefused(M.amountMoreThanDue, 400);
      const put = allocate(
        input.amount,
        chosen.map((l) => ({ id: l.structureId, due: l.due })),
      );
      const paid = chosen.filter((l) => put.has(l.structureId));
      const first = paid[0]!;
      const [order] = await db
        .insert(feePaymentOrders)
        .values({
          orderId: counterOrderId(now),
          flow: first.flow,
          rollNo: student.rollNo,
          studentId: student.id,
          feeStructureId: first.structureId,
          feeType: first.feeType,
          semester: first.semester,
          item: first.item,
          amountPaise: input.amount,
          status: 'PAID',
          channel: 'counter',
          paymentOption: input.mode,
          reference: input.reference || null,
          bank: input.bank || null,
          instrumentDate: input.instrumentDate || null,
          collectedOn: today,
          payerName: student.fullName,
          payerEmail: student.email ?? '',
          createdBy: cashierId,
          requestKey,
          createdAt: now,
          confirmedAt: now,
          checkedAt: now,
        })
        .returning();
      await db.insert(feePaymentOrderLines).values(
        paid.map((l) => ({
          orderId: order!.id,
          orderStatus: 'PAID',
          studentId: student.id,
          feeStructureId: l.structureId,
          semester: l.semester,
          item: l.item,
          amountPaise: put.get(l.structureId)!,
          settledPaise: put.get(l.structureId)!,
        })),
      );
      const number = await allocateReceiptNumber(db, now);
      await db.insert(feeReceipts).values({
        ...number,
        orderId: order!.id,
        amountPaise: input.amount,
        issuedAt: now,
        details: {
          orderId: order!.orderId,
          rollNo: student.rollNo,
          amount: rupeesText(input.amount),
          mode: input.mode,
          reference: input.reference,
          bank: input.bank,
          instrumentDate: input.instrumentDate,
          paidOn: today,
          // The dues the clerk chose, in order: a repeated request must name the same ones.
          dues: input.structureIds.join(','),
        },
      });
      return { receiptNo: number.receiptNo, lines: paid };
    });
  } catch (err) {
    // The same key sent twice at once: the first request's receipt is the answer.
    if (requestKey && isUniqueViolation(err, 'fee_payment_orders_request')) {
      const again = await replayed(db, student, requestKey, input);
      if (again) return again;
    }
    throw err;
  }
  confirm.logger.info({ receiptNo: made.receiptNo, cashierId }, 'fee taken at the counter');
  if (confirm.settled)
    await confirm
      .settled({
        studentId: student.id,
        lines: made.lines.map((l) => ({ feeStructureId: l.structureId, semester: l.semester, item: l.item })),
      })
      .catch((err: unknown) =>
        confirm.logger.error(
          { receiptNo: made.receiptNo, err: String(err) },
          'a module could not act on a counter payment',
        ),
      );
  return collectedAnswer(made.receiptNo, input.amount);
}
