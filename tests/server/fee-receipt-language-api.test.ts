import { execFileSync } from 'node:child_process';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentHistory } from '../../src/domain/payments/payment-history';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { DEFAULT_DEMO_PASSWORD } from '../../src/server/demo/users';
import { seededDatabase, type TestDatabase } from './support/databases';
import { payOnSandbox, placeDueOrder } from './support/payments-orders';
import { SessionClient } from './support/session-client';
import { ROLL_PREFIX } from '../support/demo-rolls';

const ROLL = `${ROLL_PREFIX}0501`;
/** What pdftotext reads of a base64 PDF, runs of spaces and line breaks as one space. */
const pdfText = (b64: string) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: Buffer.from(b64, 'base64') })
    .toString('utf8')
    .replace(/\s+/g, ' ');

let database: TestDatabase;
let app: ReturnType<typeof createApp>;

async function signedIn(username: string) {
  const client = new SessionClient(app);
  expect((await client.signIn(username, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const config = loadConfig({ STATIC_DIR: '/nonexistent-static', DATA_DIR: '/tmp', PAYMENT_SANDBOX: '1' });
  app = createApp({
    config,
    database: database.handle,
    logger: pino({ level: 'silent' }),
    gatewayFetch: ((input: RequestInfo | URL, init?: RequestInit) => app.request(String(input), init)) as typeof fetch,
    sandboxWebhook: { retryDelaysMs: [], timeoutMs: 200 },
  });
});
afterAll(async () => database?.drop());

describe('a fee receipt in the language of the page that asks for it', () => {
  it('prints its labels in Telugu for the lang cookie, in Hindi for Accept-Language, else in English', async () => {
    const { order, charge } = await placeDueOrder(app, database.handle, ROLL);
    expect((await payOnSandbox(app, charge.uuid)).status).toBeLessThan(400);
    const accountant = await signedIn('accountant');
    const reconciled = await accountant.request('/api/app/reconcileFeePayments', {
      method: 'POST',
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(reconciled.status).toBe(200);

    const student = await signedIn('student');
    const history = (await (await student.request('/api/app/getFeePaymentHistory')).json()) as PaymentHistory;
    const receiptNo = history.payments.find((p) => p.orderId === order.orderId)!.receiptNo!;
    const receipt = async (headers: Record<string, string> = {}) => {
      const answer = await student.request(`/api/app/getFeeReceipt?receiptNo=${encodeURIComponent(receiptNo)}`, {
        headers,
      });
      expect(answer.status).toBe(200);
      return pdfText(((await answer.json()) as { b64: string }).b64);
    };

    const english = await receipt();
    expect(english).toContain('Receipt No');
    expect(english).toContain('Way of Receipt');

    student.cookies.set('lang', 'te');
    const telugu = await receipt();
    for (const label of ['రసీదు నం.', 'రోల్ నంబర్', 'చెల్లింపు విధానం', 'కార్డు']) expect(telugu).toContain(label);
    expect(telugu).toContain(receiptNo);
    expect(telugu).toContain(ROLL);
    expect(telugu).not.toContain('Way of Receipt');

    student.cookies.delete('lang');
    const hindi = await receipt({ 'Accept-Language': 'hi-IN,hi;q=0.9' });
    for (const label of ['रसीद सं.', 'भुगतान का तरीका']) expect(hindi).toContain(label);
  });
});
