import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { and, eq, isNull, or, ne } from 'drizzle-orm';
import { FLOW_INFO, PAYMENT_FLOWS, type PaymentFlow } from '../../../domain/payments/flows';
import { FEE_MESSAGES as M } from '../../../domain/payments/messages';
import {
  PaymentRecordListSchema,
  PaymentRecordSchema,
  SaveQuerySchema,
  TransactionStatusQuerySchema,
} from '../../../domain/payments/schemas';
import type { AppEnv } from '../../auth/session-user';
import { feePaymentOrders, feeReceipts } from '../../db/schema';
import { GatewayError } from '../../gateway/client';
import { crossOriginAllowed } from '../../http/cross-origin-guard';
import { validate } from '../../http/validate';
import { confirmCharge, type FeeOrder } from './confirm-charge';
import { orderByPair } from './fee-details';
import { failureDetail } from './payment-failure-detail';
import type { PayDeps } from './pay-context';
import { receiptPdfBase64 } from './receipts';
import { parseJsonBody } from '../../http/json-body';
import { requestLocale } from '../../http/request-locale';
import { receiptTranslate } from './receipt-translate';

const flowsOfStatusCall = (call: string) => PAYMENT_FLOWS.filter((f) => FLOW_INFO[f].statusCall === call);

/**
 * The result pages' calls (§4 Payment, §7): the status call confirms the charge with the gateway and records
 * Success or Failure once; the save calls answer the receipt of a PAID order. All public (the payer may come
 * back with an expired session), and each needs an order id with its own charge uuid. The status call is a GET
 * that may record, but only what the gateway confirms and only once (the webhook and reconciliation record the
 * same): repeating it changes nothing, and it counts nothing against anyone.
 */
export function feeConfirmRoutes(deps: PayDeps) {
  const { db } = deps;

  const statusCall =
    (call: 'getStudentPaidFeeTransationStatus' | 'getStudentPaidFeeTransationStatusUpdate') => async (c: Context) => {
      c.header('Cache-Control', 'private, no-store');
      const parsed = v.safeParse(TransactionStatusQuerySchema, c.req.query());
      if (!parsed.success) return c.json({ message: parsed.issues[0].message }, 400);
      const { orderId, transactionId } = parsed.output;
      const order = await orderByPair(db, orderId, transactionId);
      if (!order || !flowsOfStatusCall(call).includes(order.flow as PaymentFlow))
        return c.json({ message: M.orderNotFound }, 404);
      let current: FeeOrder = order;
      let receiptNo: string | null = null;
      try {
        const outcome = await confirmCharge(db, transactionId, deps.confirm);
        if (outcome.kind === 'mismatch') return c.json({ message: M.notConfirmed }, 409);
        if (outcome.kind === 'paid') receiptNo = outcome.receipt.receiptNo;
        if (outcome.kind !== 'unknown') current = outcome.order;
      } catch (err) {
        if (err instanceof GatewayError) return c.json({ message: `${M.gatewayBusy} (${err.message})` }, 503);
        throw err;
      }
      const statusprogress = current.status === 'PAID' ? 'Success' : 'Failure';
      if (current.statusProgress !== statusprogress) {
        await db
          .update(feePaymentOrders)
          .set({ statusProgress: statusprogress, statusRecordedAt: deps.confirm.clock() })
          .where(
            and(
              eq(feePaymentOrders.id, current.id),
              or(isNull(feePaymentOrders.statusProgress), ne(feePaymentOrders.statusProgress, 'Success')),
            ),
          );
      }
      return c.json({
        orderId: current.orderId,
        transactionId: current.chargeUuid,
        status: current.status,
        statusprogress,
        amount: current.amountPaise,
        currency: current.currency,
        date: (current.confirmedAt ?? current.createdAt).toISOString(),
        rollNo: current.rollNo,
        feeType: current.feeType,
        semester: current.semester,
        item: current.item,
        receiptNo,
        failure: await failureDetail(current, deps.confirm),
        ...(current.status === 'OVERPAID'
          ? { message: M.overpaid }
          : current.overpaidPaise > 0
            ? { message: M.partlyOverpaid }
            : {}),
      });
    };

  /** One save call: the receipt of the PAID order the first record names, in the call's answer shape. */
  const saveCall = (flow: PaymentFlow, single: boolean) => async (c: Context) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = single ? parseJsonBody(PaymentRecordSchema, body) : parseJsonBody(PaymentRecordListSchema, body);
    if (!parsed.success) return c.json({ message: parsed.issues[0].message }, 400);
    const records = Array.isArray(parsed.output) ? parsed.output : [parsed.output];
    const orders: FeeOrder[] = [];
    for (const record of records) {
      const order = await orderByPair(db, record.orderId, record.transactionId);
      if (!order || order.flow !== flow) return c.json({ message: M.orderNotFound }, 404);
      if (order.status !== 'PAID') return c.json({ message: M.receiptNotReady }, 409);
      orders.push(order);
    }
    // Labels in the page's language: the payer's browser sends its `lang` cookie with the call.
    const translate = receiptTranslate(requestLocale(c));
    const base64 = await receiptPdfBase64(db, orders[0]!, await deps.letterhead(), translate);
    if (!base64) return c.json({ message: M.receiptNotReady }, 409);
    const [receipt] = await db
      .select({ receiptNo: feeReceipts.receiptNo })
      .from(feeReceipts)
      .where(eq(feeReceipts.orderId, orders[0]!.id));
    const field = FLOW_INFO[flow].answerField;
    c.header('Cache-Control', 'private, no-store');
    if (!field) return c.text(base64);
    return c.json({ [field]: base64, receiptNo: receipt?.receiptNo ?? '' });
  };

  return (
    new Hono<AppEnv>()
      .get('/getStudentPaidFeeTransationStatus', statusCall('getStudentPaidFeeTransationStatus'))
      .get('/getStudentPaidFeeTransationStatusUpdate', statusCall('getStudentPaidFeeTransationStatusUpdate'))
      .post('/saveFeeCollectionssDataa', validate('query', SaveQuerySchema), saveCall('general', false))
      .post(
        '/saveFeeCollectionssDataaMiscellaneous',
        validate('query', SaveQuerySchema),
        saveCall('miscellaneous', false),
      )
      .post('/saveExamFeeCollection', validate('query', SaveQuerySchema), saveCall('exam', false))
      .post('/saveNewAdmissionFeePaymentData', validate('query', SaveQuerySchema), saveCall('newAdmission', true))
      // The gateway's webhook: only the charge uuid is taken from the body; the charge is then asked for.
      // Allowed from any origin: the gateway sends it from its servers (some gateways through the payer's
      // browser, from their own page), and nothing in it is trusted before the gateway confirms the charge.
      .post('/feePaymentWebhook', crossOriginAllowed, async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        const uuid = typeof body === 'object' && body !== null ? (body as { uuid?: unknown }).uuid : undefined;
        if (typeof uuid !== 'string' || !/^[\w-]{1,64}$/.test(uuid))
          return c.json({ message: 'A charge with a uuid is expected' }, 400);
        try {
          const outcome = await confirmCharge(db, uuid, deps.confirm);
          return c.json({ received: true, status: outcome.kind === 'unknown' ? 'UNKNOWN' : outcome.order.status });
        } catch (err) {
          if (err instanceof GatewayError) return c.json({ message: err.message }, 503);
          throw err;
        }
      })
  );
}
