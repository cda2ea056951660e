import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import type { PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import { isSafePaymentLink } from '../../../domain/payments/payment-link';
import type { Database } from '../../db/client';
import type { StudentRow } from './fee-details';
import { feePaymentOrderLines, feePaymentOrders, students } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import type { ConfirmContext } from './confirm-charge';
import { createCharge } from './gateway-charge';
import { decideOnOpenOrder, isUniqueViolation } from './open-order';
import { openOrdersHolding, orderLinesOrOwn } from './order-lines';
import { fineItemOf } from '../../../domain/payments/fee-plans';
import { raiseFine } from './counter-fines';
import { decideOnOverlapping, lineKey, payableLines, stillPayable, type PayableLine } from './payable-lines';
import { PaymentRefused, type StartPaymentInput, type StartedPayment } from './start-payment-shapes';

export { PaymentRefused, type StartPaymentInput, type StartedPayment };

const ORDER_PREFIX: Record<PaymentFlow, string> = {
  general: 'FEE',
  miscellaneous: 'MIS',
  exam: 'EXM',
  newAdmission: 'ADM',
};

/** An order id the gateway shows the payer: flow, India date and 10 random characters ('EXM-20261123-4F7Q2K9XWD'). */
function newOrderId(flow: PaymentFlow, now: Date): string {
  const day = collegeDay(now).replace(/-/g, '');
  const random = randomBytes(8).toString('base64url').replace(/[-_]/g, '').toUpperCase().slice(0, 10);
  return `${ORDER_PREFIX[flow]}-${day}-${random}`;
}

/**
 * Pay: checks the chosen fee lines and amount against what is due (instalments only on one line, where the
 * fee type allows them), saves the order with its lines, then creates its one gateway charge for the sum with
 * the fee type's keys and answers the paymentLink. Runs outside any request transaction: the gateway call is HTTP (see idempotency.ts).
 */
export async function startPayment(
  db: Database,
  ctx: ConfirmContext,
  input: StartPaymentInput,
): Promise<StartedPayment> {
  const { student, paymentLinkOrigin } = input;
  // The answer, if its paymentLink is one the browser may open (stored links too: the gateway may have changed).
  const started = (order: {
    orderId: string;
    chargeUuid: string | null;
    paymentLink: string | null;
    amountPaise: number;
  }): StartedPayment | null =>
    order.chargeUuid && paymentLinkOrigin && isSafePaymentLink(order.paymentLink, paymentLinkOrigin)
      ? {
          orderId: order.orderId,
          chargeUuid: order.chargeUuid,
          paymentLink: order.paymentLink,
          paymentLinkOrigin,
          amount: order.amountPaise,
        }
      : null;
  // A repeated Pay with its key (double click, retry) gets the order that key made, or why it has none.
  const keyed = async (): Promise<StartedPayment | null> => {
    if (!input.requestKey) return null;
    const [again] = await db
      .select()
      .from(feePaymentOrders)
      .where(and(eq(feePaymentOrders.studentId, student.id), eq(feePaymentOrders.requestKey, input.requestKey)));
    if (!again) return null;
    // The key names one request: the same key for other fees or another amount is refused, never answered the first order.
    // The late fines the order pays with its dues are not lines the payer asked for.
    const fines = new Set(input.lines.map((l) => `${l.semester}|${fineItemOf(l)}`));
    const keyedLines = (await orderLinesOrOwn(db, again))
      .filter((l) => !fines.has(`${l.semester}|${l.item}`))
      .map((l) => lineKey(again.feeType, l.semester, l.item));
    const asked = input.lines.map((l) => lineKey(l.feeType, l.semester, l.item));
    if (
      again.amountPaise !== input.amountPaise ||
      keyedLines.length !== asked.length ||
      asked.some((k) => !keyedLines.includes(k))
    )
      throw new PaymentRefused(IDEMPOTENCY_MESSAGES.keyReused, 422);
    const answer = started(again);
    if (answer) return answer;
    if (again.chargeUuid) throw new PaymentRefused(M.paymentLinkRefused, 502);
    if (again.status === 'CREATED') throw new PaymentRefused(M.paymentStarting, 409);
    throw new PaymentRefused(M.gatewayBusy, 503);
  };
  const replayed = await keyed();
  if (replayed) return replayed;
  // Each round checks the lines afresh; a round ends early when an open order holding them was closed meanwhile.
  for (let round = 0; ; round++) {
    const today = collegeDay(ctx.clock());
    const lines = await payableLines(db, student, input, today);
    const first = lines[0]!;
    const credentials = await ctx.keys.credentialsFor(first.feeType);
    if (!credentials) throw new PaymentRefused(M.gatewayNotSetUp, 503);
    const ids = lines.flatMap((l) => (l.fine > 0 && l.fineLineId !== null ? [l.fineLineId] : []));
    ids.push(...lines.map((l) => l.structureId));
    const holding = await openOrdersHolding(db, student.id, ids);
    if (holding.length > 0) {
      const [only] = holding;
      const sameLines =
        holding.length === 1 &&
        only!.lines.length === ids.length &&
        only!.lines.every((l) => ids.includes(l.feeStructureId));
      const decision = await (
        sameLines
          ? decideOnOpenOrder(db, ctx, only!.order, input.amountPaise, (o) => started(o) !== null)
          : decideOnOverlapping(db, ctx, holding, lines)
      ).catch((err: unknown) => {
        if (err instanceof GatewayError) throw new PaymentRefused(M.gatewayBusy, 503);
        throw err;
      });
      if ('refuse' in decision) throw new PaymentRefused(decision.refuse, 409);
      if ('offer' in decision) {
        const offered = started(decision.offer);
        if (offered) return offered;
        throw new PaymentRefused(M.paymentLinkRefused, 502);
      }
      if (round < 3) continue;
      throw new PaymentRefused(M.paymentStarting, 409);
    }
    const now = ctx.clock();
    const orderId = newOrderId(first.flow, now);
    // The order and its lines are saved together: a line already held by an open order fails the whole insert.
    const order = await db
      .transaction(async (tx) => {
        // The fee desk locks the student while it takes money: a due it paid meanwhile is not charged again online.
        await tx.select({ id: students.id }).from(students).where(eq(students.id, student.id)).for('update');
        const fresh = await stillPayable(tx as unknown as Database, student, input, lines, today);
        const orderLines = await withFineLines(tx as unknown as Database, student, fresh, input.amountPaise);
        const [row] = await tx
          .insert(feePaymentOrders)
          .values({
            orderId,
            flow: first.flow,
            rollNo: student.rollNo,
            studentId: student.id,
            feeStructureId: first.structureId,
            feeType: first.feeType,
            semester: first.semester,
            item: first.item,
            amountPaise: input.amountPaise,
            payerName: student.fullName,
            payerEmail: student.email ?? '',
            createdBy: input.createdBy,
            requestKey: input.requestKey,
            createdAt: now,
          })
          .returning();
        await tx
          .insert(feePaymentOrderLines)
          .values(orderLines.map((l) => ({ ...l, orderId: row!.id, orderStatus: 'CREATED', studentId: student.id })));
        return row!;
      })
      .catch((err: unknown) => {
        // Another Pay for these lines (or with this key) won the race: the next round finds its order.
        if (
          isUniqueViolation(err, 'fee_payment_order_lines_open') ||
          isUniqueViolation(err, 'fee_payment_orders_open_line') ||
          isUniqueViolation(err, 'fee_payment_orders_request')
        )
          return null;
        throw err;
      });
    if (!order) {
      const again = await keyed();
      if (again) return again;
      if (round < 3) continue;
      throw new PaymentRefused(M.paymentStarting, 409);
    }
    return createCharge(db, ctx, { order, lines, credentials, input, started });
  }
}

/**
 * What the order pays on each line: a late due's fine first, on its fine line (made, or raised by what the fine grew
 * since), then the due: in full, or the rest of a one-line instalment. Run with the student locked.
 */
async function withFineLines(db: Database, student: StudentRow, lines: readonly PayableLine[], amount: number) {
  const paid: { feeStructureId: number; semester: number; item: string; amountPaise: number }[] = [];
  for (const l of lines) {
    if (l.fine > 0) {
      const fineLineId =
        l.fineToRaise > 0 ? await raiseFine(db, student, l, l.fineToRaise, l.fineLineId) : l.fineLineId!;
      paid.push({ feeStructureId: fineLineId, semester: l.semester, item: fineItemOf(l), amountPaise: l.fine });
    }
    const onDue = lines.length === 1 ? amount - l.fine : l.due;
    paid.push({ feeStructureId: l.structureId, semester: l.semester, item: l.item, amountPaise: onDue });
  }
  return paid;
}
