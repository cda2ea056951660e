import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/payments/messages';
import { isSafePaymentLink } from '../../../domain/payments/payment-link';
import type { FeeLineRef } from '../../../domain/payments/schemas';
import type { Database } from '../../db/client';
import { feePaymentOrderLines, feePaymentOrders } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import type { ConfirmContext } from './confirm-charge';
import { feeDetailsOf, type StudentRow } from './fee-details';
import { decideOnOpenOrder, decideOnOverlappingOrder, isUniqueViolation } from './open-order';
import { openOrdersHolding, orderLinesOrOwn } from './order-lines';

/** A refusal the payer can act on: the message and the HTTP status that answers it. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 422 | 502 | 503,
  ) {
    super(message);
  }
}

export interface StartPaymentInput {
  student: StudentRow;
  flows: readonly PaymentFlow[];
  /** The fee lines to pay: one (the whole due or an instalment), or several of one fee type, each in full. */
  lines: readonly FeeLineRef[];
  amountPaise: number;
  /** The request's Idempotency-Key: the same key gets the same order and charge. */
  requestKey: string | null;
  createdBy: number | null;
  /** Where the gateway sends the payer back and posts the webhook (our public address). */
  publicUrl: string;
  /** The only origin a paymentLink may have (the gateway's payment pages); undefined without a gateway. */
  paymentLinkOrigin: string | undefined;
}

export interface StartedPayment {
  orderId: string;
  chargeUuid: string;
  paymentLink: string;
  /** The origin the paymentLink was checked against, so the app can check it again before opening it. */
  paymentLinkOrigin: string;
  amount: number;
}

const ORDER_PREFIX: Record<PaymentFlow, string> = {
  general: 'FEE',
  miscellaneous: 'MIS',
  exam: 'EXM',
  newAdmission: 'ADM',
};
const CHARGE_HOURS = 2;

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
    const keyedLines = (await orderLinesOrOwn(db, again)).map((l) => lineKey(again.feeType, l.semester, l.item));
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
    const lines = await payableLines(db, student, input);
    const first = lines[0]!;
    const credentials = await ctx.keys.credentialsFor(first.feeType);
    if (!credentials) throw new PaymentRefused(M.gatewayNotSetUp, 503);
    const ids = lines.map((l) => l.structureId);
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
        await tx.insert(feePaymentOrderLines).values(
          lines.map((l) => ({
            orderId: row!.id,
            orderStatus: 'CREATED',
            studentId: student.id,
            feeStructureId: l.structureId,
            semester: l.semester,
            item: l.item,
            amountPaise: lines.length === 1 ? input.amountPaise : l.due,
          })),
        );
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

const lineKey = (feeType: string, semester: number, item: string) => `${feeType}|${semester}|${item}`;
const lineName = (l: { feeType: string; item: string; semesterName: string }) =>
  `${l.item ? `${l.feeType} – ${l.item}` : l.feeType}, ${l.semesterName}`;

/**
 * Open orders that hold some of the chosen lines but are not the same payment: each is asked about (it may
 * have been paid or dropped meanwhile); one still open refuses the Pay, naming the line it holds.
 */
async function decideOnOverlapping(
  db: Database,
  ctx: ConfirmContext,
  holding: Awaited<ReturnType<typeof openOrdersHolding>>,
  lines: PayableLine[],
): Promise<{ refuse: string } | { closed: true }> {
  for (const { order, lines: held } of holding) {
    const decision = await decideOnOverlappingOrder(db, ctx, order);
    if (decision === 'closed') continue;
    if (decision === 'starting') return { refuse: M.paymentStarting };
    const line =
      lines.find(
        (l) => held.some((h) => h.feeStructureId === l.structureId) || l.structureId === order.feeStructureId,
      ) ?? lines[0]!;
    return { refuse: `${lineName(line)} ${M.lineInOpenPayment}` };
  }
  return { closed: true };
}

type PayableLine = Awaited<ReturnType<typeof feeDetailsOf>>[number];

/**
 * The lines the payer chose, if the amount may be paid on them now: one line takes what is due or an
 * instalment where allowed; several lines are of one fee type (its gateway keys take the one charge) and are
 * each paid in full.
 */
async function payableLines(db: Database, student: StudentRow, input: StartPaymentInput): Promise<PayableLine[]> {
  const all = await feeDetailsOf(db, student, input.flows);
  if (!all.some((l) => l.due > 0)) throw new PaymentRefused(M.notEntitled, 409);
  const lines = input.lines.map((ref) => {
    const line = all.find((l) => l.feeType === ref.feeType && l.semester === ref.semester && l.item === ref.item);
    if (!line) throw new PaymentRefused(M.unknownFee, 404);
    if (line.due <= 0) throw new PaymentRefused(M.nothingDue, 409);
    return line;
  });
  if (new Set(lines.map((l) => l.feeType)).size > 1) throw new PaymentRefused(M.oneFeeTypeAtATime, 400);
  const due = lines.reduce((sum, l) => sum + l.due, 0);
  if (input.amountPaise > due) throw new PaymentRefused(M.amountMoreThanDue, 400);
  if (lines.length > 1) {
    if (input.amountPaise !== due) throw new PaymentRefused(M.wholeDueTogether, 400);
    return lines;
  }
  const line = lines[0]!;
  if (input.amountPaise < line.due) {
    if (!line.instalmentsAllowed) throw new PaymentRefused(M.fullAmountOnly, 400);
    if (input.amountPaise < MIN_INSTALMENT_PAISE) throw new PaymentRefused(M.instalmentTooSmall, 400);
  }
  return lines;
}

interface ChargeRequest {
  order: typeof feePaymentOrders.$inferSelect;
  lines: PayableLine[];
  credentials: NonNullable<Awaited<ReturnType<ConfirmContext['keys']['credentialsFor']>>>;
  input: StartPaymentInput;
  started: (order: {
    orderId: string;
    chargeUuid: string | null;
    paymentLink: string | null;
    amountPaise: number;
  }) => StartedPayment | null;
}

/** Creates the saved order's gateway charge; the order becomes DUE with it, or FAILED when it cannot be made. */
async function createCharge(
  db: Database,
  ctx: ConfirmContext,
  { order, lines, credentials, input, started }: ChargeRequest,
): Promise<StartedPayment> {
  const { student } = input;
  const { orderId } = order;
  const now = order.createdAt;
  const line = lines[0]!;
  const query = new URLSearchParams({ feeType: line.feeType, orderId });
  const what = lines.map((l) => (l.item ? `${l.item}, ${l.semesterName}` : l.semesterName)).join('; ');
  try {
    const charge = await ctx.gateway.createCharge(credentials, {
      orderId,
      orderInfo: `${line.feeType}: ${what}`.slice(0, 255),
      currency: 'INR',
      amount: input.amountPaise,
      maxAgeInHours: CHARGE_HOURS,
      udf: [line.feeType, lines.map((l) => l.semester).join(','), lines.map((l) => l.item).join(',')],
      // §3 vads_cust_name is the roll number (or the applicant's admission number).
      customer: {
        uid: student.rollNo,
        name: student.rollNo,
        emailId: student.email ?? '',
        phone: student.mobile ?? '',
      },
      webhook: { url: `${input.publicUrl}/api/app/feePaymentWebhook` },
      return: {
        method: 'GET',
        url: `${input.publicUrl}${FLOW_INFO[line.flow].returnPath}?${query.toString()}`,
        timeout: 0,
      },
    });
    if (charge.orderId !== orderId || charge.amount !== input.amountPaise)
      throw new GatewayError('invalid-answer', 'The payment gateway answered a different order.');
    const answer = started({
      orderId,
      chargeUuid: charge.uuid,
      paymentLink: charge.paymentLink,
      amountPaise: input.amountPaise,
    });
    // A javascript: or another site's address would run or open in the payer's browser as if we sent them there.
    if (!answer) throw new GatewayError('invalid-answer', M.paymentLinkRefused);
    await db
      .update(feePaymentOrders)
      .set({ status: 'DUE', chargeUuid: charge.uuid, paymentLink: charge.paymentLink })
      .where(eq(feePaymentOrders.id, order.id));
    return answer;
  } catch (err) {
    await db
      .update(feePaymentOrders)
      .set({ status: 'FAILED', checkedAt: now })
      .where(eq(feePaymentOrders.id, order.id));
    if (err instanceof GatewayError) {
      ctx.logger.warn({ orderId, kind: err.kind }, 'creating the gateway charge failed');
      throw new PaymentRefused(
        err.kind === 'timeout' || err.kind === 'network' ? M.gatewayBusy : err.message,
        err.kind === 'timeout' || err.kind === 'network' ? 503 : 502,
      );
    }
    throw err;
  }
}
