import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { sandboxCharges } from '../../src/server/db/schema';
import type { Charge } from '../../src/server/gateway/charge';
import {
  DEMO_GATEWAY_KEYS,
  DEMO_GATEWAY_KEYS_SECRET,
  seedDemoGatewayKeys,
} from '../../src/server/gateway/gateway-keys';
import { freshDatabase, type TestDatabase } from './support/databases';
import { startWebhookReceiver } from './support/webhook-receiver';
import { ROLL_PREFIX } from '../support/demo-rolls';

const EXAM = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'EXAM FEE')!;
const EXAM_AUTH = `Basic ${Buffer.from(`${EXAM.paymentGatewayUserName}:${EXAM.paymentGatewayPassword}`).toString('base64')}`;
const BASE_ENV = { STATIC_DIR: '/nonexistent-static', DATA_DIR: '/tmp' };
/** Every secret a production start asks for, so these tests are about the sandbox switch alone. */
const PRODUCTION_SECRETS = {
  PUBLIC_URL: 'https://erp.college.example.in',
  AADHAAR_KEY: 'a-production-aadhaar-key-0123456789',
  GATEWAY_KEYS_SECRET: 'a-production-gateway-keys-secret-0123',
  PASSWORD_AES_KEY: 'a-production-password-aes-key-0123',
  CRYPTO_TOOL_KEY: 'a-production-crypto-tool-key-0123',
};

let database: TestDatabase;
/** The server's own address: a listener, so a webhook the sandbox posts there would be seen. */
let ours: Awaited<ReturnType<typeof startWebhookReceiver>>;
/** Another host and port on the same machine: what an SSRF through webhook.url would reach. */
let elsewhere: Awaited<ReturnType<typeof startWebhookReceiver>>;
let publicUrl: string;
let app: ReturnType<typeof createApp>;
let orderSeq = 0;

const build = (env: Record<string, string>, logLines?: string[]) =>
  createApp({
    config: loadConfig({ ...BASE_ENV, ...env }),
    database: database.handle,
    logger: logLines
      ? pino(
          { level: 'info' },
          new Writable({
            write(chunk, _enc, done) {
              logLines.push(String(chunk));
              done();
            },
          }),
        )
      : pino({ level: 'silent' }),
    sandboxWebhook: { retryDelaysMs: [], timeoutMs: 2000 },
  });

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoGatewayKeys(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
  ours = await startWebhookReceiver();
  elsewhere = await startWebhookReceiver();
  publicUrl = new URL(ours.url).origin;
  app = build({ PAYMENT_SANDBOX: '1', PUBLIC_URL: publicUrl });
});
afterAll(async () => {
  await ours.close();
  await elsewhere.close();
  await database.drop();
});

function createCharge(addresses: { return?: { method?: string; url: string }; webhook?: { url: string } }, on = app) {
  // At the public address: a production server answers no other host.
  return on.request(`${publicUrl}/sandbox-gateway/pg/rest/v1/charge`, {
    method: 'POST',
    headers: { authorization: EXAM_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId: `ADDR-${++orderSeq}`,
      orderInfo: 'Exam fee',
      currency: 'INR',
      amount: 50000,
      customer: {
        uid: `${ROLL_PREFIX}0501`,
        name: `${ROLL_PREFIX}0501`,
        emailId: 'student@example.in',
        phone: '9876543210',
      },
      ...addresses,
    }),
  });
}

const storedCharges = async () => (await database.handle.db.select().from(sandboxCharges)).length;
const payWithSuccessCard = (uuid: string) =>
  app.request(`/sandbox-gateway/pay/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      option: 'CARD',
      cardNumber: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
    }).toString(),
  });

async function expectRefused(res: Response, field: 'return.url' | 'webhook.url') {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { errorCode: string; message: string };
  expect(body.errorCode).toBe('INVALID_REQUEST');
  // A string that is no address at all is refused by the schema before the origin rule.
  expect(body.message).toMatch(
    new RegExp(`^${field}: (must be an http\\(s\\) address on ${publicUrl}|${field} must be an address)`),
  );
}

describe('sandbox charge creation: return and webhook addresses only on the server’s own PUBLIC_URL', () => {
  it('refuses a javascript: return URL (it ran script in the app’s origin once the student paid) and stores nothing', async () => {
    const before = await storedCharges();
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)//',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      for (const method of ['GET', 'POST'])
        await expectRefused(await createCharge({ return: { method, url } }), 'return.url');
    }
    expect(await storedCharges()).toBe(before);
  });

  it('refuses a return URL on another origin (an open redirect after payment): another site, another port, https for http, a user name', async () => {
    const port = new URL(publicUrl).port;
    const before = await storedCharges();
    for (const url of [
      'https://evil.example/lyra/payment/status',
      `http://127.0.0.1:${Number(port) + 1}/lyra/payment/status`,
      `https://127.0.0.1:${port}/lyra/payment/status`,
      `http://campus@127.0.0.1:${port}/lyra/payment/status`,
      '//evil.example/lyra/payment/status',
    ]) {
      await expectRefused(await createCharge({ return: { url } }), 'return.url');
    }
    expect(await storedCharges()).toBe(before);
  });

  it('refuses a webhook URL on another host or port (the server posted wherever it was told) and posts nothing', async () => {
    const before = await storedCharges();
    for (const url of [
      'http://127.0.0.1:1/x',
      'http://evil.example/',
      elsewhere.url,
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      await expectRefused(
        await createCharge({ webhook: { url }, return: { url: `${publicUrl}/lyra/payment/status` } }),
        'webhook.url',
      );
    }
    expect(await storedCharges()).toBe(before);
    expect(elsewhere.calls()).toBe(0);
  });

  it('accepts addresses on PUBLIC_URL: the payer returns there and the webhook is posted there', async () => {
    const created = await createCharge({
      return: { url: `${publicUrl}/lyra/examFeepayment/status?orderId=X` },
      webhook: { url: ours.url },
    });
    expect(created.status).toBe(201);
    const charge = (await created.json()) as Charge;
    expect(charge.paymentLink).toBe(`${publicUrl}/sandbox-gateway/pay/${charge.uuid}`);
    const paid = await payWithSuccessCard(charge.uuid);
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).origin).toBe(publicUrl);
    await ours.waitFor(1);
    expect(ours.bodies.some((b) => (b as Charge).uuid === charge.uuid)).toBe(true);
  });

  it('does not follow a redirect from the webhook address to another host', async () => {
    const redirecting = createServer((_req, res) => res.writeHead(307, { location: elsewhere.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}`;
      const logLines: string[] = [];
      const server = build({ PAYMENT_SANDBOX: '1', PUBLIC_URL: origin }, logLines);
      const created = await server.request('/sandbox-gateway/pg/rest/v1/charge', {
        method: 'POST',
        headers: { authorization: EXAM_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({
          orderId: `ADDR-${++orderSeq}`,
          currency: 'INR',
          amount: 50000,
          customer: {},
          webhook: { url: `${origin}/hook` },
        }),
      });
      expect(created.status).toBe(201);
      const { uuid } = (await created.json()) as Charge;
      await server.request(`/sandbox-gateway/pay/${uuid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ option: 'UPI', upiId: 'success@sandbox' }).toString(),
      });
      // The one attempt (no retries configured) ends at the redirect and is logged as failed; followed, it would
      // have reached `elsewhere`, succeeded and logged nothing.
      await expect
        .poll(() => logLines.some((l) => l.includes(uuid) && l.includes('giving up')), { timeout: 5000 })
        .toBe(true);
      expect(elsewhere.calls()).toBe(0);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
    }
  });

  it('never follows a stored address that breaks the rule (a charge stored before it): no redirect, no link, no webhook', async () => {
    const created = await createCharge({ return: { url: `${publicUrl}/lyra/payment/status` } });
    const charge = (await created.json()) as Charge;
    await database.handle.db
      .update(sandboxCharges)
      .set({ returnUrl: 'javascript:alert(1)', webhookUrl: elsewhere.url })
      .where(eq(sandboxCharges.uuid, charge.uuid));
    const paid = await payWithSuccessCard(charge.uuid);
    expect(paid.status).toBe(200);
    expect(paid.headers.get('location')).toBeNull();
    const html = await paid.text();
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Back to the shop');
    const page = await app.request(`/sandbox-gateway/pay/${charge.uuid}`);
    expect(await page.text()).not.toContain('javascript:');
    expect(elsewhere.calls()).toBe(0);
  });

  it('escapes what the shop sent on the payment page (order info and order id)', async () => {
    const res = await app.request('/sandbox-gateway/pg/rest/v1/charge', {
      method: 'POST',
      headers: { authorization: EXAM_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({
        orderId: `"><img src=x onerror=alert(1)>-${++orderSeq}`,
        orderInfo: '<script>alert(1)</script>',
        currency: 'INR',
        amount: 50000,
        customer: {},
      }),
    });
    expect(res.status).toBe(201);
    const html = await (await app.request(`/sandbox-gateway/pay/${((await res.json()) as Charge).uuid}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
  });
});

describe('the sandbox is off unless asked for', () => {
  it('is on only in development (NODE_ENV unset, development or test) with PAYMENT_SANDBOX=auto, or with PAYMENT_SANDBOX=1', () => {
    expect(loadConfig({}).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).payments.sandbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox).toBe(true);
    for (const NODE_ENV of ['staging', 'production', 'prod', '']) {
      const payments = loadConfig({ NODE_ENV, ...PRODUCTION_SECRETS }).payments;
      expect(payments, NODE_ENV).toMatchObject({ sandbox: false, gatewayUrl: undefined, paymentLinkOrigin: undefined });
    }
    expect(
      loadConfig({ NODE_ENV: 'staging', PAYMENT_SANDBOX: '1', PUBLIC_URL: 'https://staging.example.in' }).payments,
    ).toMatchObject({
      sandbox: true,
      paymentLinkOrigin: 'https://staging.example.in',
    });
    expect(loadConfig({ PAYMENT_SANDBOX: '0' }).payments.sandbox).toBe(false);
  });

  for (const NODE_ENV of ['production', 'staging']) {
    it(`answers 404 at /sandbox-gateway with NODE_ENV=${NODE_ENV} and PAYMENT_SANDBOX unset`, async () => {
      const off = build({ NODE_ENV, ...PRODUCTION_SECRETS, PUBLIC_URL: publicUrl });
      const created = await createCharge({ return: { url: `${publicUrl}/lyra/payment/status` } }, off);
      expect(created.status).toBe(404);
      expect((await off.request(`${publicUrl}/sandbox-gateway/pay/0123456789abcdef0123456789abcdef`)).status).toBe(404);
      expect(
        (
          await off.request(`${publicUrl}/sandbox-gateway/pg/rest/v1/charge/0123456789abcdef0123456789abcdef`, {
            headers: { authorization: EXAM_AUTH },
          })
        ).status,
      ).toBe(404);
    });
  }
});
