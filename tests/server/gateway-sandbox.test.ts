import { eq } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
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
import { PRODUCTION_SECRETS } from './support/production-env';
import { testClock } from './support/test-app';
import { startWebhookReceiver } from './support/webhook-receiver';
import { ROLL_PREFIX } from '../support/demo-rolls';

const EXAM = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'EXAM FEE')!;
const TUITION = DEMO_GATEWAY_KEYS.find((k) => k.feeType === 'TUITION FEE')!;
const basic = (user: string, key: string) => `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;
const EXAM_AUTH = basic(EXAM.paymentGatewayUserName, EXAM.paymentGatewayPassword);
const RETURN_PATH = '/lyra/examFeepayment/status?feeType=EXAM%20FEE&orderId=';

let database: TestDatabase;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const time = testClock(Date.parse('2026-06-01T09:00:00Z'));
const logLines: string[] = [];
let app: ReturnType<typeof createApp>;
/** The server's PUBLIC_URL: the webhook receiver stands in for it, so return and webhook addresses are on it. */
let publicUrl: string;
let orderSeq = 0;

/** The app with the sandbox on, as the server at `publicUrl`. */
function sandboxApp(publicUrl: string) {
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: '/tmp',
    PAYMENT_SANDBOX: '1',
    PUBLIC_URL: publicUrl,
  });
  return createApp({
    config,
    database: database.handle,
    logger: pino({ level: 'info' }, sink),
    clock: time.clock,
    // The receiver answers from this process, so its answer is read only when the event loop is free: on a loaded
    // machine a short limit can run out first, and the retry then delivers a second time. The limit here only has
    // to end a hang; what a failed delivery does is tested with a receiver that answers 500.
    sandboxWebhook: { retryDelaysMs: [30, 30], timeoutMs: 60_000 },
  });
}

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoGatewayKeys(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
  receiver = await startWebhookReceiver();
  publicUrl = new URL(receiver.url).origin;
  app = sandboxApp(publicUrl);
});
afterAll(async () => {
  const failures = logLines.filter((l) => l.includes('sandbox webhook failed'));
  if (failures.length > 2) console.log(failures);
  await receiver.close();
  await database.drop();
});

function createCharge(overrides: Record<string, unknown> = {}, auth = EXAM_AUTH, on = app) {
  const orderId = `EXAM-${++orderSeq}`;
  return on.request('/sandbox-gateway/pg/rest/v1/charge', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      orderId,
      orderInfo: 'Exam fee, semester II-I',
      currency: 'INR',
      amount: 125050,
      maxAgeInHours: 2,
      udf: ['EXAM FEE', 'II-I'],
      customer: {
        uid: `${ROLL_PREFIX}0501`,
        name: `${ROLL_PREFIX}0501`,
        emailId: 'student@example.in',
        phone: '9876543210',
      },
      webhook: { url: receiver.url },
      return: { method: 'GET', url: `${publicUrl}${RETURN_PATH}${orderId}`, timeout: 0 },
      ...overrides,
    }),
  });
}

async function newCharge(overrides: Record<string, unknown> = {}): Promise<Charge> {
  const res = await createCharge(overrides);
  expect(res.status).toBe(201);
  return (await res.json()) as Charge;
}

const getCharge = async (uuid: string, auth = EXAM_AUTH) =>
  app.request(`/sandbox-gateway/pg/rest/v1/charge/${uuid}`, { headers: { authorization: auth } });
const chargeNow = async (uuid: string) => (await (await getCharge(uuid)).json()) as Charge;

function submit(uuid: string, form: Record<string, string>) {
  return app.request(`/sandbox-gateway/pay/${uuid}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}
const card = (cardNumber: string) => ({ option: 'CARD', cardNumber, expiry: '12/30', cvv: '123' });

describe('sandbox gateway REST calls', () => {
  it('creates a DUE charge with the shop id and key of the fee type, answering the Lyra charge fields', async () => {
    const charge = await newCharge();
    expect(charge).toMatchObject({
      status: 'DUE',
      amount: 125050,
      currency: 'INR',
      paid: 0,
      due: 125050,
      refunded: 0,
      testMode: true,
      attempts: 0,
      udf: ['EXAM FEE', 'II-I'],
      transactions: [],
    });
    expect(charge.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(charge.paymentLink).toBe(`${publicUrl}/sandbox-gateway/pay/${charge.uuid}`);
    expect(Date.parse(charge.expiryDate) - Date.parse(charge.date)).toBe(2 * 3_600_000);
    expect((await getCharge(charge.uuid)).status).toBe(200);
  });

  it('answers 401 for a wrong key, an unknown shop id or no credentials, and creates nothing', async () => {
    const before = (await database.handle.db.select().from(sandboxCharges)).length;
    for (const auth of [
      basic(EXAM.paymentGatewayUserName, 'wrong-key'),
      basic('no-such-shop', EXAM.paymentGatewayPassword),
      basic(EXAM.paymentGatewayUserName, TUITION.paymentGatewayPassword),
      '',
    ]) {
      const res = await createCharge({}, auth);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Wrong shop id or key' });
    }
    expect((await database.handle.db.select().from(sandboxCharges)).length).toBe(before);
    const charge = await newCharge();
    expect((await getCharge(charge.uuid, basic(EXAM.paymentGatewayUserName, 'wrong-key'))).status).toBe(401);
  });

  it("never shows one shop's charge to another shop (404)", async () => {
    const charge = await newCharge();
    expect(
      (await getCharge(charge.uuid, basic(TUITION.paymentGatewayUserName, TUITION.paymentGatewayPassword))).status,
    ).toBe(404);
  });

  it('keeps one charge per orderId: a repeated create answers the same charge; another amount is refused (409)', async () => {
    const first = await newCharge();
    const again = await createCharge({ orderId: first.orderId });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Charge).uuid).toBe(first.uuid);
    expect((await createCharge({ orderId: first.orderId, amount: 1 })).status).toBe(409);
    expect(
      (await database.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.orderId, first.orderId))).length,
    ).toBe(1);
  });

  it('rejects an amount that is not whole paise and a currency other than INR (400)', async () => {
    const res = await createCharge({ amount: 12.5 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('amount must be a whole number of paise');
    expect((await createCharge({ currency: 'USD' })).status).toBe(400);
  });
});

describe('sandbox hosted payment page', () => {
  it('shows the amount in rupees from paise, the order info, the test mode banner and labelled card and UPI fields', async () => {
    const charge = await newCharge();
    const res = await app.request(`/sandbox-gateway/pay/${charge.uuid}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('₹1,250.50');
    expect(html).toContain('Exam fee, semester II-I');
    expect(html).toContain('TEST MODE');
    for (const [id, label] of [
      ['cardNumber', 'Card number'],
      ['expiry', 'Expiry (MM/YY)'],
      ['cvv', 'CVV'],
      ['upiId', 'UPI id'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
  });

  it('the success card pays: PAID with an accepted transaction, return redirect with the vads_ fields and our own query string, webhook once', async () => {
    const charge = await newCharge();
    const res = await submit(charge.uuid, card('4111 1111 1111 1111'));
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/lyra/examFeepayment/status`);
    const q = Object.fromEntries(back.searchParams);
    const paid = await chargeNow(charge.uuid);
    expect(q).toEqual({
      feeType: 'EXAM FEE',
      orderId: charge.orderId,
      vads_charge_uuid: charge.uuid,
      vads_order_id: charge.orderId,
      vads_charge_status: 'PAID',
      vads_amount: '125050',
      vads_due: '0',
      vads_currency: 'INR',
      vads_trans_uuid: paid.transactions[0]!.uuid,
      vads_trans_date: '20260601090000',
      vads_cust_name: `${ROLL_PREFIX}0501`,
      vads_cust_email: 'student@example.in',
    });
    expect(paid).toMatchObject({ status: 'PAID', paid: 125050, due: 0, attempts: 1 });
    expect(paid.transactions).toHaveLength(1);
    expect(paid.transactions[0]).toMatchObject({
      type: 'PAYMENT',
      status: 'ACCEPTED',
      amount: 125050,
      paymentOption: 'CARD',
      scheme: 'VISA',
      cardLast4: '1111',
    });
    expect(paid.transactions[0]!.authNum).toMatch(/^\d{6}$/);
    expect(paid.transactions[0]!.externalId).toMatch(/^SBX/);

    // This charge's own webhook (another test's may come first), then a moment for a second one, which must not come.
    await receiver.waitUntil((b) => (b as Charge).uuid === charge.uuid);
    await new Promise((r) => setTimeout(r, 200));
    const mine = receiver.bodies.filter((b) => (b as Charge).uuid === charge.uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ uuid: charge.uuid, orderId: charge.orderId, status: 'PAID', amount: 125050 });
  });

  it('never stores the card number or CVV, only the last 4 digits', async () => {
    const charge = await newCharge();
    await submit(charge.uuid, { option: 'CARD', cardNumber: '4111111111111111', expiry: '12/30', cvv: '987' });
    const [row] = await database.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.uuid, charge.uuid));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toMatch(/cvv|cardNumber/i);
    expect(Object.keys((row!.transactions as object[])[0]!).sort()).toEqual([
      'amount',
      'authNum',
      'cardLast4',
      'currency',
      'date',
      'externalId',
      'paymentOption',
      'scheme',
      'status',
      'type',
      'uuid',
    ]);
    expect(stored).toContain('"cardLast4":"1111"');
  });

  it('a paid charge cannot be paid again: a second submission changes nothing (409)', async () => {
    const charge = await newCharge();
    await submit(charge.uuid, card('4111111111111111'));
    const again = await submit(charge.uuid, card('5555555555554444'));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This order is already paid.');
    expect((await chargeNow(charge.uuid)).transactions).toHaveLength(1);
  });

  it('the failure card is refused: the charge stays DUE with a REFUSED transaction and the payer returns with status DUE', async () => {
    const charge = await newCharge();
    const res = await submit(charge.uuid, card('4000000000000002'));
    expect(res.status).toBe(303);
    const q = new URL(res.headers.get('location')!).searchParams;
    expect(q.get('vads_charge_status')).toBe('DUE');
    expect(q.get('vads_due')).toBe('125050');
    const after = await chargeNow(charge.uuid);
    expect(after).toMatchObject({ status: 'DUE', paid: 0, attempts: 1 });
    expect(after.transactions[0]).toMatchObject({
      status: 'REFUSED',
      paymentOption: 'CARD',
      cardLast4: '0002',
      authNum: null,
    });
  });

  it('return.method POST: the page posts the vads_ fields to the return address', async () => {
    const charge = await newCharge({
      return: { method: 'POST', url: `${publicUrl}/lyra/payment/status?feeType=TUITION%20FEE`, timeout: 0 },
    });
    const res = await submit(charge.uuid, card('4111111111111111'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(
      `<form id="back" method="post" action="${publicUrl}/lyra/payment/status?feeType=TUITION%20FEE">`,
    );
    expect(html).toContain('<input type="hidden" name="vads_charge_status" value="PAID">');
    expect(html).toContain(`<input type="hidden" name="vads_charge_uuid" value="${charge.uuid}">`);
  });

  it('ten simultaneous submissions of the success card make one payment', async () => {
    const charge = await newCharge();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(charge.uuid, card('4111111111111111'))));
    expect(answers.filter((r) => r.status === 303)).toHaveLength(1);
    expect(await chargeNow(charge.uuid)).toMatchObject({ status: 'PAID', attempts: 1 });
    expect((await chargeNow(charge.uuid)).transactions).toHaveLength(1);
  });

  it('drops a charge after maxAttempts refused attempts', async () => {
    const charge = await newCharge();
    for (let i = 0; i < 3; i++) await submit(charge.uuid, card('4000000000000002'));
    expect(await chargeNow(charge.uuid)).toMatchObject({ status: 'DROPPED', attempts: 3 });
  });

  it('Cancel abandons the payment: DROPPED, and the payer returns with status DROPPED', async () => {
    const charge = await newCharge();
    const res = await submit(charge.uuid, { option: 'CANCEL' });
    expect(new URL(res.headers.get('location')!).searchParams.get('vads_charge_status')).toBe('DROPPED');
    expect(await chargeNow(charge.uuid)).toMatchObject({ status: 'DROPPED', transactions: [] });
  });

  it('UPI ids: success@sandbox pays, failure@sandbox is refused, abandon@sandbox drops', async () => {
    const ok = await newCharge();
    await submit(ok.uuid, { option: 'UPI', upiId: 'success@sandbox' });
    expect(await chargeNow(ok.uuid)).toMatchObject({
      status: 'PAID',
      transactions: [{ status: 'ACCEPTED', paymentOption: 'UPI', cardLast4: null }],
    });
    const refused = await newCharge();
    await submit(refused.uuid, { option: 'UPI', upiId: 'failure@sandbox' });
    expect(await chargeNow(refused.uuid)).toMatchObject({
      status: 'DUE',
      transactions: [{ status: 'REFUSED', paymentOption: 'UPI' }],
    });
    const abandoned = await newCharge();
    await submit(abandoned.uuid, { option: 'UPI', upiId: 'abandon@sandbox' });
    expect((await chargeNow(abandoned.uuid)).status).toBe('DROPPED');
  });

  it('shows the problems of a form on the page (422) and changes nothing: unknown card, bad expiry, short CVV', async () => {
    const charge = await newCharge();
    const res = await submit(charge.uuid, {
      option: 'CARD',
      cardNumber: '4242424242424242',
      expiry: '13/30',
      cvv: '1',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('This is a test gateway: use one of the test cards listed below.');
    expect(html).toContain('Enter the expiry date as MM/YY.');
    expect(html).toContain('Enter the 3 or 4 digit CVV.');
    expect(html).toContain('aria-invalid="true" aria-describedby="cardNumber-error"');
    expect(html).not.toContain('value="1"');
    expect(await chargeNow(charge.uuid)).toMatchObject({ status: 'DUE', attempts: 0 });
  });
});

describe('sandbox expiry after maxAgeInHours (injected clock)', () => {
  it('is DUE until maxAgeInHours have passed, then DROPPED when read, and the page can no longer pay', async () => {
    const charge = await newCharge({ maxAgeInHours: 3 });
    // The clock is the file's: it goes back to where it was, so the tests that read the time see it as they expect.
    try {
      time.advance(3 * 3_600_000 - 1000);
      expect((await chargeNow(charge.uuid)).status).toBe('DUE');
      time.advance(1000);
      expect((await chargeNow(charge.uuid)).status).toBe('DROPPED');
      const page = await app.request(`/sandbox-gateway/pay/${charge.uuid}`);
      expect(await page.text()).toContain('This payment link has expired or was cancelled.');
      expect((await submit(charge.uuid, card('4111111111111111'))).status).toBe(409);
      expect((await chargeNow(charge.uuid)).transactions).toEqual([]);
    } finally {
      time.advance(-3 * 3_600_000);
    }
  });
});

describe('sandbox webhook', () => {
  it('retries a failing webhook and logs the failure without personal data', async () => {
    const flaky = await startWebhookReceiver({ failFirst: 2 });
    try {
      // The webhook goes to the server's own address only: this server is at the flaky receiver's.
      const flakyServer = sandboxApp(new URL(flaky.url).origin);
      const res = await createCharge({ webhook: { url: flaky.url }, return: undefined }, EXAM_AUTH, flakyServer);
      expect(res.status).toBe(201);
      const charge = (await res.json()) as Charge;
      await flakyServer.request(`/sandbox-gateway/pay/${charge.uuid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(card('4111111111111111')).toString(),
      });
      await flaky.waitFor(1);
      expect(flaky.calls()).toBe(3);
      expect(flaky.bodies[0]).toMatchObject({ uuid: charge.uuid, status: 'PAID' });
      const warnings = logLines.filter((l) => l.includes('sandbox webhook failed') && l.includes(charge.uuid));
      expect(warnings).toHaveLength(2);
      for (const line of warnings) {
        expect(line).toContain(charge.uuid);
        for (const secret of ['student@example.in', '9876543210', `${ROLL_PREFIX}0501`, 'college=DEMO'])
          expect(line).not.toContain(secret);
      }
    } finally {
      await flaky.close();
    }
  });
});

describe('sandbox switch (PAYMENT_SANDBOX)', () => {
  it('is on by default outside production, off in production unless PAYMENT_SANDBOX=1; the gateway address defaults to it', () => {
    expect(loadConfig({}).payments).toMatchObject({
      sandbox: true,
      gatewayUrl: 'http://localhost:8080/sandbox-gateway',
    });
    expect(loadConfig({ ...PRODUCTION_SECRETS }).payments).toMatchObject({ sandbox: false, gatewayUrl: undefined });
    expect(
      loadConfig({ ...PRODUCTION_SECRETS, PAYMENT_SANDBOX: '1', PUBLIC_URL: 'https://erp.example.in/' }).payments,
    ).toMatchObject({
      sandbox: true,
      gatewayUrl: 'https://erp.example.in/sandbox-gateway',
    });
    expect(loadConfig({ PAYMENT_GATEWAY_URL: 'https://gateway.example.com/' }).payments.gatewayUrl).toBe(
      'https://gateway.example.com',
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX: 'yes' })).toThrow('PAYMENT_SANDBOX must be auto, 0 or 1');
  });

  it('serves nothing at /sandbox-gateway when switched off', async () => {
    const off = createApp({
      config: loadConfig({ STATIC_DIR: '/nonexistent-static', DATA_DIR: '/tmp', PAYMENT_SANDBOX: '0' }),
      database: database.handle,
      logger: pino({ level: 'silent' }),
    });
    const res = await off.request('/sandbox-gateway/pg/rest/v1/charge', {
      method: 'POST',
      headers: { authorization: EXAM_AUTH, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).not.toBe(201);
    expect(res.status).not.toBe(400);
    expect(res.status).not.toBe(401);
  });
});
