import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Clock } from '../../http/attempt-store';
import type { Logger } from '../../http/logger';
import { ChargeRequestSchema, type ChargeTransaction } from '../charge';
import type { GatewayKeysService } from '../gateway-keys';
import { chargeAnswer, type PaymentAttempt, type SandboxCharge, type SandboxChargeStore } from './charge-store';
import {
  closedPage,
  paymentPage,
  paymentPagePolicy,
  postBackPage,
  type PageErrors,
  type PageValues,
} from './payment-page';
import { checkShopAddresses, storedShopAddress } from './shop-addresses';
import { testCard, testUpiId } from './test-instruments';
import { sendWebhook, type WebhookOptions } from './webhook';

export interface SandboxDeps {
  store: SandboxChargeStore;
  keys: GatewayKeysService;
  logger: Logger;
  clock: Clock;
  /** Where the sandbox is mounted ('/sandbox-gateway'), for the paymentLink. */
  mountPath: string;
  /** The server's PUBLIC_URL: the paymentLink's origin, and the only origin return and webhook addresses may have. */
  publicUrl: string;
  webhook: WebhookOptions;
}

const unauthorized = (c: Context) => {
  c.header('WWW-Authenticate', 'Basic realm="sandbox gateway"');
  return c.json({ errorCode: 'UNAUTHORIZED', message: 'Wrong shop id or key' }, 401);
};

/** The shop id of valid HTTP Basic credentials (checked against the maintained gateway keys), else null. */
async function shopOf(c: Context, keys: GatewayKeysService): Promise<string | null> {
  const header = c.req.header('authorization') ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  const shopId = decoded.slice(0, colon);
  return (await keys.verify(shopId, decoded.slice(colon + 1))) ? shopId : null;
}

/** yyyyMMddHHmmss in UTC, as Lyra's vads_trans_date. */
const vadsDate = (d: Date) => d.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** The return address with the vads_ fields added; the shop's own query string (feeType, orderId…) is kept. */
function returnFields(row: SandboxCharge, now: Date): Record<string, string> {
  const transactions = row.transactions as ChargeTransaction[];
  const last = transactions.at(-1);
  const customer = row.customer as { name?: string; emailId?: string };
  return {
    vads_charge_uuid: row.uuid,
    vads_order_id: row.orderId,
    vads_charge_status: row.status,
    vads_amount: String(row.amount),
    vads_due: String(row.status === 'DUE' ? row.amount : 0),
    vads_currency: row.currency,
    vads_trans_uuid: last?.uuid ?? '',
    vads_trans_date: vadsDate(last ? new Date(last.date) : now),
    vads_cust_name: customer.name ?? '',
    vads_cust_email: customer.emailId ?? '',
  };
}

function cardProblems(form: Record<string, string>, now: Date): { errors: PageErrors; attempt?: PaymentAttempt } {
  const errors: PageErrors = {};
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  const card = testCard(digits);
  if (!/^\d{13,19}$/.test(digits)) errors.cardNumber = 'Enter the card number (13 to 19 digits).';
  else if (!card) errors.cardNumber = 'This is a test gateway: use one of the test cards listed below.';
  const exp = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry ?? '');
  const month = exp ? Number(exp[1]) : 0;
  if (!exp || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (Date.UTC(2000 + Number(exp[2]), month, 1) <= now.getTime()) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(form.cvv ?? '')) errors.cvv = 'Enter the 3 or 4 digit CVV.';
  if (Object.keys(errors).length || !card) return { errors };
  return {
    errors,
    attempt: {
      kind: 'CARD',
      outcome: card.outcome === 'accept' ? 'accept' : 'refuse',
      scheme: card.scheme,
      cardLast4: digits.slice(-4),
    },
  };
}

function upiProblems(form: Record<string, string>): { errors: PageErrors; attempt?: PaymentAttempt } {
  const id = (form.upiId ?? '').trim();
  if (!/^[\w.-]{2,}@[A-Za-z][\w.-]*$/.test(id)) return { errors: { upiId: 'Enter a UPI id such as name@bank.' } };
  const known = testUpiId(id);
  if (!known) return { errors: { upiId: 'This is a test gateway: use one of the test UPI ids listed below.' } };
  if (known.outcome === 'abandon') return { errors: {}, attempt: { kind: 'ABANDON' } };
  return { errors: {}, attempt: { kind: 'UPI', outcome: known.outcome, upiHandle: id.split('@')[1]! } };
}

/** The sandbox gateway: the Lyra REST calls, the hosted payment page, the return redirect and the webhook. */
export function sandboxGatewayRoutes({ store, keys, logger, clock, mountPath, publicUrl, webhook }: SandboxDeps) {
  // The payer's browser opens the page on our public address, whatever address the shop called.
  const sandboxOrigin = `${publicUrl.replace(/\/$/, '')}${mountPath}`;
  const returnUrlOf = (row: SandboxCharge) => storedShopAddress(row.returnUrl, publicUrl);

  return new Hono()
    .post('/pg/rest/v1/charge', async (c) => {
      const shopId = await shopOf(c, keys);
      if (!shopId) return unauthorized(c);
      const body = await c.req.json().catch(() => undefined);
      const parsed = v.safeParse(ChargeRequestSchema, body);
      if (!parsed.success)
        return c.json(
          {
            errorCode: 'INVALID_REQUEST',
            message: parsed.issues.map((i) => `${v.getDotPath(i) ?? 'body'}: ${i.message}`).join('; '),
          },
          400,
        );
      const checked = checkShopAddresses(parsed.output, publicUrl);
      if ('problem' in checked) return c.json({ errorCode: 'INVALID_REQUEST', message: checked.problem }, 400);
      const { row, created } = await store.create(shopId, checked.request);
      if (!created && (row.amount !== checked.request.amount || row.currency !== checked.request.currency)) {
        return c.json(
          { errorCode: 'ORDER_ID_USED', message: `orderId ${row.orderId} already has a charge of another amount` },
          409,
        );
      }
      return c.json(chargeAnswer(row, sandboxOrigin), created ? 201 : 200);
    })
    .get('/pg/rest/v1/charge/:uuid', async (c) => {
      const shopId = await shopOf(c, keys);
      if (!shopId) return unauthorized(c);
      const row = await store.get(c.req.param('uuid'), shopId);
      return row
        ? c.json(chargeAnswer(row, sandboxOrigin))
        : c.json({ errorCode: 'NOT_FOUND', message: 'No such charge' }, 404);
    })
    .get('/pay/:uuid', async (c) => {
      const row = await store.get(c.req.param('uuid'));
      if (!row)
        return c.html(
          '<!doctype html><html lang="en"><title>Not found</title><h1>No such payment link</h1></html>',
          404,
        );
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', paymentPagePolicy(returnUrlOf(row)));
      return row.status === 'DUE' ? c.html(paymentPage(row)) : c.html(closedPage(row, returnUrlOf(row)));
    })
    .post('/pay/:uuid', async (c) => {
      const uuid = c.req.param('uuid');
      const row = await store.get(uuid);
      if (!row)
        return c.html(
          '<!doctype html><html lang="en"><title>Not found</title><h1>No such payment link</h1></html>',
          404,
        );
      c.header('Cache-Control', 'no-store');
      c.header('Content-Security-Policy', paymentPagePolicy(returnUrlOf(row)));
      if (row.status !== 'DUE') return c.html(closedPage(row, returnUrlOf(row)), 409);
      const form = Object.fromEntries(
        Object.entries(await c.req.parseBody()).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
      const checked =
        form.option === 'CANCEL'
          ? { errors: {}, attempt: { kind: 'ABANDON' } as PaymentAttempt }
          : form.option === 'UPI'
            ? upiProblems(form)
            : cardProblems(form, clock());
      if (!checked.attempt) {
        const values: PageValues = { cardNumber: form.cardNumber, expiry: form.expiry, upiId: form.upiId };
        return c.html(paymentPage(row, checked.errors, values), 422);
      }
      const result = await store.attempt(uuid, checked.attempt);
      if (!result) return c.notFound();
      const { row: after, applied } = result;
      const returnUrl = returnUrlOf(after);
      if (!applied) return c.html(closedPage(after, returnUrl), 409);
      const webhookUrl = storedShopAddress(after.webhookUrl, publicUrl);
      if (webhookUrl) void sendWebhook(webhookUrl, chargeAnswer(after, sandboxOrigin), logger, webhook);
      if (!returnUrl) return c.html(closedPage(after, null));
      const fields = returnFields(after, clock());
      if (after.returnMethod === 'POST') return c.html(postBackPage(returnUrl, fields));
      const target = new URL(returnUrl);
      for (const [k, val] of Object.entries(fields)) target.searchParams.set(k, val);
      return c.redirect(target.href, 303);
    });
}
