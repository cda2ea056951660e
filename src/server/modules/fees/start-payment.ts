import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/fees/flows';
import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/fees/messages';
import { isSafePaymentLink } from '../../../domain/fees/payment-link';
import type { Database } from '../../db/client';
import { feePaymentOrders } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import { IDEMPOTENCY_MESSAGES } from '../../http/idempotency';
import type { ConfirmContext } from './confirm-charge';
import { feeDetailsOf, type StudentRow } from './fee-details';
import { decideOnOpenOrder, isUniqueViolation, openOrderOf } from './open-order';

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
  feeType: string;
  semester: number;
  item: string;
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

const ORDER_PREFIX: Record<PaymentFlow, string> = { general: 'FEE', miscellaneous: 'MIS', exam: 'EXM', newAdmission: 'ADM' };
const CHARGE_HOURS = 2;

/** An order id the gateway shows the payer: flow, India date and 10 random characters ('EXM-20261123-4F7Q2K9XWD'). */
function newOrderId(flow: PaymentFlow, now: Date): string {
  const day = collegeDay(now).replace(/-/g, '');
  const random = randomBytes(8).toString('base64url').replace(/[-_]/g, '').toUpperCase().slice(0, 10);
  return `${ORDER_PREFIX[flow]}-${day}-${random}`;
}

/**
 * Pay: checks the chosen fee line and amount against what is due (instalments only where the fee type
 * allows them), saves the order, then creates its gateway charge with the fee type's keys and answers the
 * paymentLink. Runs outside any request transaction: the gateway call is HTTP (see idempotency.ts).
 */
export async function startPayment(db: Database, ctx: ConfirmContext, input: StartPaymentInput): Promise<StartedPayment> {
  const { student, paymentLinkOrigin } = input;
  // The answer, if its paymentLink is one the browser may open (stored links too: the gateway may have changed).
  const started = (order: { orderId: string; chargeUuid: string | null; paymentLink: string | null; amountPaise: number }): StartedPayment | null =>
    order.chargeUuid && paymentLinkOrigin && isSafePaymentLink(order.paymentLink, paymentLinkOrigin)
      ? { orderId: order.orderId, chargeUuid: order.chargeUuid, paymentLink: order.paymentLink, paymentLinkOrigin, amount: order.amountPaise }
      : null;
  // A repeated Pay with its key (double click, retry) gets the order that key made, or why it has none.
  const keyed = async (): Promise<StartedPayment | null> => {
    if (!input.requestKey) return null;
    const [again] = await db
      .select()
      .from(feePaymentOrders)
      .where(and(eq(feePaymentOrders.studentId, student.id), eq(feePaymentOrders.requestKey, input.requestKey)));
    if (!again) return null;
    // The key names one request: the same key for another fee or amount is refused, never answered the first order.
    if (again.feeType !== input.feeType || again.semester !== input.semester || again.item !== input.item || again.amountPaise !== input.amountPaise)
      throw new PaymentRefused(IDEMPOTENCY_MESSAGES.keyReused, 422);
    const answer = started(again);
    if (answer) return answer;
    if (again.chargeUuid) throw new PaymentRefused(M.paymentLinkRefused, 502);
    if (again.status === 'CREATED') throw new PaymentRefused(M.paymentStarting, 409);
    throw new PaymentRefused(M.gatewayBusy, 503);
  };
  const replayed = await keyed();
  if (replayed) return replayed;
  // Each round checks the line afresh; a round ends early when an open order of the line was closed meanwhile.
  for (let round = 0; ; round++) {
    const line = await payableLine(db, student, input);
    const credentials = await ctx.keys.credentialsFor(line.feeType);
    if (!credentials) throw new PaymentRefused(M.gatewayNotSetUp, 503);
    const open = await openOrderOf(db, student.id, line.structureId);
    if (open) {
      const decision = await decideOnOpenOrder(db, ctx, open, input.amountPaise, (o) => started(o) !== null).catch((err: unknown) => {
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
    const orderId = newOrderId(line.flow, now);
    const order = await db
      .insert(feePaymentOrders)
      .values({
        orderId,
        flow: line.flow,
        rollNo: student.rollNo,
        studentId: student.id,
        feeStructureId: line.structureId,
        feeType: line.feeType,
        semester: line.semester,
        item: line.item,
        amountPaise: input.amountPaise,
        payerName: student.fullName,
        payerEmail: student.email ?? '',
        createdBy: input.createdBy,
        requestKey: input.requestKey,
        createdAt: now,
      })
      .returning()
      .then(([row]) => row!)
      .catch((err: unknown) => {
        // Another Pay for this line (or with this key) won the race: the next round finds its order.
        if (isUniqueViolation(err, 'fee_payment_orders_open_line') || isUniqueViolation(err, 'fee_payment_orders_request')) return null;
        throw err;
      });
    if (!order) {
      const again = await keyed();
      if (again) return again;
      if (round < 3) continue;
      throw new PaymentRefused(M.paymentStarting, 409);
    }
    return createCharge(db, ctx, { order, line, credentials, input, started });
  }
}

type PayableLine = Awaited<ReturnType<typeof feeDetailsOf>>[number];

/** The line the payer chose, if the amount may be paid on it now (what is due; instalments where allowed). */
async function payableLine(db: Database, student: StudentRow, input: StartPaymentInput): Promise<PayableLine> {
  const lines = await feeDetailsOf(db, student, input.flows);
  if (!lines.some((l) => l.due > 0)) throw new PaymentRefused(M.notEntitled, 409);
  const line = lines.find((l) => l.feeType === input.feeType && l.semester === input.semester && l.item === input.item);
  if (!line) throw new PaymentRefused(M.unknownFee, 404);
  if (line.due <= 0) throw new PaymentRefused(M.nothingDue, 409);
  if (input.amountPaise > line.due) throw new PaymentRefused(M.amountMoreThanDue, 400);
  if (input.amountPaise < line.due) {
    if (!line.instalmentsAllowed) throw new PaymentRefused(M.fullAmountOnly, 400);
    if (input.amountPaise < MIN_INSTALMENT_PAISE) throw new PaymentRefused(M.instalmentTooSmall, 400);
  }
  return line;
}

interface ChargeRequest {
  order: typeof feePaymentOrders.$inferSelect;
  line: PayableLine;
  credentials: NonNullable<Awaited<ReturnType<ConfirmContext['keys']['credentialsFor']>>>;
  input: StartPaymentInput;
  started: (order: { orderId: string; chargeUuid: string | null; paymentLink: string | null; amountPaise: number }) => StartedPayment | null;
}

/** Creates the saved order's gateway charge; the order becomes DUE with it, or FAILED when it cannot be made. */
async function createCharge(db: Database, ctx: ConfirmContext, { order, line, credentials, input, started }: ChargeRequest): Promise<StartedPayment> {
  const { student } = input;
  const { orderId } = order;
  const now = order.createdAt;
  const query = new URLSearchParams({ feeType: line.feeType, orderId });
  try {
    const charge = await ctx.gateway.createCharge(credentials, {
      orderId,
      orderInfo: `${line.feeType}${line.item ? ` - ${line.item}` : ''}, ${line.semesterName}`.slice(0, 255),
      currency: 'INR',
      amount: input.amountPaise,
      maxAgeInHours: CHARGE_HOURS,
      udf: [line.feeType, String(line.semester), line.item],
      // §3 vads_cust_name is the roll number (or the applicant's admission number).
      customer: { uid: student.rollNo, name: student.rollNo, emailId: student.email ?? '', phone: student.mobile ?? '' },
      webhook: { url: `${input.publicUrl}/api/app/feePaymentWebhook` },
      return: { method: 'GET', url: `${input.publicUrl}${FLOW_INFO[line.flow].returnPath}?${query.toString()}`, timeout: 0 },
    });
    if (charge.orderId !== orderId || charge.amount !== input.amountPaise)
      throw new GatewayError('invalid-answer', 'The payment gateway answered a different order.');
    const answer = started({ orderId, chargeUuid: charge.uuid, paymentLink: charge.paymentLink, amountPaise: input.amountPaise });
    // A javascript: or another site's address would run or open in the payer's browser as if we sent them there.
    if (!answer) throw new GatewayError('invalid-answer', M.paymentLinkRefused);
    await db.update(feePaymentOrders).set({ status: 'DUE', chargeUuid: charge.uuid, paymentLink: charge.paymentLink }).where(eq(feePaymentOrders.id, order.id));
    return answer;
  } catch (err) {
    await db.update(feePaymentOrders).set({ status: 'FAILED', checkedAt: now }).where(eq(feePaymentOrders.id, order.id));
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
