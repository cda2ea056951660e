import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Charge } from '../../../src/server/gateway/charge';
import { DEMO_GATEWAY_KEYS } from '../../../src/server/gateway/gateway-keys';
import { seededDatabase, type TestDatabase } from './databases';
import { SessionClient } from './session-client';
import { testApp, testClock } from './test-app';

/**
 * The real app on a real port (the payment flows call the sandbox gateway over HTTP and the sandbox posts
 * its webhook back), on a fresh seeded database, with a clock the tests move.
 */
export async function startFeeApp(kind: 'pglite' | 'postgres' = 'pglite', env: Record<string, string> = {}) {
  const database: TestDatabase = await seededDatabase(kind, {
    collegeCode: 'DEMO',
    collegeName: 'Demo College',
    paymentHistory: false,
  });
  const holder: { app?: Hono } = {};
  const server = serve({ fetch: (req) => holder.app!.fetch(req), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const time = testClock(Date.parse('2026-11-23T09:00:00Z'));
  const built = testApp(database.handle, { PAYMENT_SANDBOX: '1', PUBLIC_URL: baseUrl, ...env }, { clock: time.clock });
  holder.app = built.app;
  return {
    app: built.app,
    logLines: built.logLines,
    baseUrl,
    time,
    db: database.handle.db,
    handle: database.handle,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.drop();
    },
  };
}

export type FeeApp = Awaited<ReturnType<typeof startFeeApp>>;

export async function signedInStudent(feeApp: FeeApp) {
  const client = new SessionClient(feeApp.app);
  const res = await client.signIn('student', 'Campus@2026');
  if (res.status !== 200) throw new Error(`student sign-in failed: ${res.status}`);
  return client;
}

export const SUCCESS_CARD = { option: 'CARD', cardNumber: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' };
export const FAILURE_CARD = { option: 'CARD', cardNumber: '4000 0000 0000 0002', expiry: '12/30', cvv: '123' };
export const CANCEL = { option: 'CANCEL' };

/** Submits the sandbox's hosted payment page; answers the return address the payer is sent to (with vads_ fields). */
export async function payOnSandbox(feeApp: FeeApp, paymentLink: string, form: Record<string, string>): Promise<URL> {
  const res = await fetch(paymentLink, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`sandbox answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return new URL(res.headers.get('location')!);
}

/** The charge as the gateway knows it (with the fee type's demo keys). */
export async function sandboxCharge(feeApp: FeeApp, feeType: string, uuid: string): Promise<Charge> {
  const key = DEMO_GATEWAY_KEYS.find((k) => k.feeType === feeType)!;
  const res = await fetch(`${feeApp.baseUrl}/sandbox-gateway/pg/rest/v1/charge/${uuid}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${key.paymentGatewayUserName}:${key.paymentGatewayPassword}`).toString('base64')}`,
    },
  });
  return (await res.json()) as Charge;
}

/** The status call a result page makes with the query string the gateway sent the payer back with. */
export function statusQuery(back: URL, call = 'getStudentPaidFeeTransationStatus') {
  const q = new URLSearchParams({
    status: back.searchParams.get('vads_charge_status') ?? '',
    date: back.searchParams.get('vads_trans_date') ?? '',
    amount: back.searchParams.get('vads_amount') ?? '',
    currency: back.searchParams.get('vads_currency') ?? '',
    statusprogress: back.searchParams.get('vads_charge_status') === 'PAID' ? 'Success' : 'Failure',
    name: back.searchParams.get('vads_cust_name') ?? '',
    email: back.searchParams.get('vads_cust_email') ?? '',
    transactionId: back.searchParams.get('vads_charge_uuid') ?? '',
    rollNo: back.searchParams.get('vads_cust_name') ?? '',
    orderId: back.searchParams.get('orderId') ?? '',
    feeType: back.searchParams.get('feeType') ?? '',
    semester: '',
  });
  return `/api/app/${call}?${q.toString()}`;
}
