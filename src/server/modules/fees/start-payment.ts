import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { collegeDay } from '../../../domain/calendar/college-time';
import { FLOW_INFO, type PaymentFlow } from '../../../domain/fees/flows';
import { FEE_MESSAGES as M, MIN_INSTALMENT_PAISE } from '../../../domain/fees/messages';
import { isSafePaymentLink } from '../../../domain/fees/payment-link';
import type { Database } from '../../db/client';
import { feePaymentOrders } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import type { ConfirmContext } from './confirm-charge';
import { feeDetailsOf, type StudentRow } from './fee-details';

/** A refusal the payer can act on: the message and the HTTP status that answers it. */
export class PaymentRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 | 502 | 503,
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
  if (input.requestKey) {
    const [again] = await db
      .select()
      .from(feePaymentOrders)
      .where(and(eq(feePaymentOrders.studentId, student.id), eq(feePaymentOrders.requestKey, input.requestKey)));
    const answer = again && started(again);
    if (answer) return answer;
    if (again?.chargeUuid) throw new PaymentRefused(M.paymentLinkRefused, 502);
    if (again) throw new PaymentRefused(M.gatewayBusy, 503);
  }
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
  const credentials = await ctx.keys.credentialsFor(line.feeType);
  if (!credentials) throw new PaymentRefused(M.gatewayNotSetUp, 503);

  const now = ctx.clock();
  // An open charge for the same line and amount made in the last hour is offered again instead of a second one.
  const [open] = await db
    .select()
    .from(feePaymentOrders)
    .where(
      and(
        eq(feePaymentOrders.studentId, student.id),
        eq(feePaymentOrders.feeStructureId, line.structureId),
        eq(feePaymentOrders.amountPaise, input.amountPaise),
        eq(feePaymentOrders.status, 'DUE'),
        gt(feePaymentOrders.createdAt, new Date(now.getTime() - 3_600_000)),
      ),
    );
  const reopened = open && started(open);
  if (reopened) return reopened;

  const orderId = newOrderId(line.flow, now);
  const [order] = await db
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
    .returning();
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
    await db
      .update(feePaymentOrders)
      .set({ status: 'DUE', chargeUuid: charge.uuid, paymentLink: charge.paymentLink })
      .where(eq(feePaymentOrders.id, order!.id));
    return answer;
  } catch (err) {
    await db.update(feePaymentOrders).set({ status: 'FAILED', checkedAt: now }).where(eq(feePaymentOrders.id, order!.id));
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
