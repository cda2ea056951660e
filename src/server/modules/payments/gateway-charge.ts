import { eq } from 'drizzle-orm';
import { FLOW_INFO } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import type { Database } from '../../db/client';
import { feePaymentOrders } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import type { ConfirmContext } from './confirm-charge';
import type { PayableLine } from './payable-lines';
import { PaymentRefused, type StartPaymentInput, type StartedPayment } from './start-payment-shapes';

/** How long the payer has to pay a charge on the gateway's page. */
const CHARGE_HOURS = 2;

export interface ChargeRequest {
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
export async function createCharge(
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
