import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { paymentGatewayKeys, sandboxCharges } from '../../src/server/db/schema';
import type { ChargeRequest } from '../../src/server/gateway/charge';
import { GatewayError, gatewayClient } from '../../src/server/gateway/client';
import {
  DEMO_GATEWAY_KEYS,
  DEMO_GATEWAY_KEYS_SECRET,
  gatewayKeysService,
  seedDemoGatewayKeys,
  type GatewayCredentials,
} from '../../src/server/gateway/gateway-keys';
import { freshDatabase, type TestDatabase } from './support/databases';
import { ROLL_PREFIX } from '../support/demo-rolls';

let database: TestDatabase;
let server: ServerType;
let baseUrl: string;
/** The server's own address (PUBLIC_URL): the sandbox takes return and webhook addresses only there. */
let origin: string;
let examKeys: GatewayCredentials;
let orderSeq = 0;

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoGatewayKeys(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
  const holder: { app?: ReturnType<typeof createApp> } = {};
  await new Promise<void>((resolve) => {
    server = serve({ fetch: (req) => holder.app!.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  baseUrl = `${origin}/sandbox-gateway`;
  holder.app = createApp({
    config: loadConfig({
      STATIC_DIR: '/nonexistent-static',
      DATA_DIR: '/tmp',
      PAYMENT_SANDBOX: '1',
      PUBLIC_URL: origin,
    }),
    database: database.handle,
    logger: pino({ level: 'silent' }),
  });
  examKeys = (await gatewayKeysService(database.handle.db, DEMO_GATEWAY_KEYS_SECRET).credentialsFor('EXAM FEE'))!;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.drop();
});

const order = (): ChargeRequest => ({
  orderId: `ORD-${process.pid}-${++orderSeq}`,
  orderInfo: 'Exam fee',
  currency: 'INR',
  amount: 99900,
  maxAgeInHours: 1,
  udf: ['EXAM FEE'],
  customer: {
    uid: `${ROLL_PREFIX}0501`,
    name: `${ROLL_PREFIX}0501`,
    emailId: 'student@example.in',
    phone: '9876543210',
  },
  webhook: { url: `${origin}/api/app/feePaymentWebhook` },
  return: { method: 'GET', url: `${origin}/lyra/examFeepayment/status?feeType=EXAM%20FEE`, timeout: 0 },
});

async function gatewayErrorOf(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe('gateway client against the sandbox on a real listening server', () => {
  it('creates a charge with the Basic credentials of the fee type and reads it back by uuid', async () => {
    const client = gatewayClient({ baseUrl, timeoutMs: 5000, retries: 0 });
    const request = order();
    const created = await client.createCharge(examKeys, request);
    expect(created).toMatchObject({ status: 'DUE', orderId: request.orderId, amount: 99900, currency: 'INR' });
    expect(created.paymentLink).toBe(`${baseUrl}/pay/${created.uuid}`);
    expect(await client.getCharge(examKeys, created.uuid)).toMatchObject({ uuid: created.uuid, status: 'DUE' });
  });

  it('wrong credentials give a typed GatewayError (unauthorized) that says what to check', async () => {
    const client = gatewayClient({ baseUrl, timeoutMs: 5000, retries: 2 });
    const err = await gatewayErrorOf(client.createCharge({ shopId: examKeys.shopId, key: 'not-the-key' }, order()));
    expect(err.kind).toBe('unauthorized');
    expect(err.status).toBe(401);
    expect(err.message).toBe(
      'The payment gateway refused the shop id and key of this fee type (HTTP 401). Check the payment gateway keys.',
    );
  });

  it("an unknown charge is not-found and a bad request is rejected with the gateway's reason; neither is retried", async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const client = gatewayClient({ baseUrl, timeoutMs: 5000, retries: 3, fetch: counting });
    expect((await gatewayErrorOf(client.getCharge(examKeys, 'f'.repeat(32)))).kind).toBe('not-found');
    const rejected = await gatewayErrorOf(client.createCharge(examKeys, { ...order(), amount: 10.5 }));
    expect(rejected.kind).toBe('rejected');
    expect(rejected.message).toContain('amount must be a whole number of paise');
    expect(calls).toBe(2);
  });

  it('a create retried after a network error (the answer was lost) does not make two charges for one order', async () => {
    let calls = 0;
    // The first call reaches the gateway, which creates the charge, but its answer is lost on the way back.
    const losesFirstAnswer: typeof fetch = async (input, init) => {
      calls++;
      const res = await fetch(input, init);
      if (calls === 1) {
        await res.body?.cancel();
        throw new TypeError('fetch failed', { cause: new Error('ECONNRESET') });
      }
      return res;
    };
    const client = gatewayClient({ baseUrl, timeoutMs: 5000, retries: 2, fetch: losesFirstAnswer });
    const request = order();
    const charge = await client.createCharge(examKeys, request);
    expect(calls).toBe(2);
    const rows = await database.handle.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.orderId, request.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.uuid).toBe(charge.uuid);
  });

  it('a gateway that never answers times out with a clear message after the configured retries', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const client = gatewayClient({
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 300,
        retries: 1,
      });
      const started = Date.now();
      const err = await gatewayErrorOf(client.createCharge(examKeys, order()));
      expect(err.kind).toBe('timeout');
      expect(err.message).toBe(
        'The payment gateway did not answer within 0.3 s (tried 2 times). Please try again later.',
      );
      expect(sockets.size).toBe(2);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a gateway that cannot be reached gives a network error; no address configured says which setting is missing', async () => {
    const closed: Server = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await gatewayErrorOf(
      gatewayClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1000, retries: 1 }).getCharge(examKeys, 'x'),
    );
    expect(unreachable.kind).toBe('network');
    expect(unreachable.message).toBe(
      'The payment gateway could not be reached (tried 2 times). Please try again later.',
    );
    const none = await gatewayErrorOf(
      gatewayClient({ baseUrl: undefined, timeoutMs: 1000, retries: 0 }).getCharge(examKeys, 'x'),
    );
    expect(none.kind).toBe('not-configured');
    expect(none.message).toContain('PAYMENT_GATEWAY_URL');
  });
});

describe('gateway keys at rest (§3 Payment gateway key row)', () => {
  it('stores the key encrypted: the raw column does not contain it, and credentialsFor gives it back', async () => {
    const rows = await database.handle.db.select().from(paymentGatewayKeys);
    expect(rows.map((r) => r.feeType).sort()).toEqual([
      'EXAM FEE',
      'MISCELLANEOUS',
      'NEW ADMISSION FEE',
      'TUITION FEE',
    ]);
    for (const row of rows) {
      const demo = DEMO_GATEWAY_KEYS.find((k) => k.feeType === row.feeType)!;
      expect(row.paymentGatewayPasswordEncrypted).not.toContain(demo.paymentGatewayPassword);
      expect(row.paymentGatewayPasswordEncrypted).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
      expect(row.uniquekey).toMatch(/^[0-9a-f-]{36}$/);
    }
    const keys = gatewayKeysService(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
    expect(await keys.credentialsFor('TUITION FEE')).toEqual({
      shopId: 'sandbox-tuition',
      key: 'testkey_tuition_2026',
    });
    expect(await keys.credentialsFor('NO SUCH FEE')).toBeNull();
  });

  it('encrypts the same key differently each time (random IV), and another secret cannot read or verify it', async () => {
    // The fee type it adds is taken away again: the test above lists the demo fee types and nothing else.
    try {
      const keys = gatewayKeysService(database.handle.db, DEMO_GATEWAY_KEYS_SECRET);
      await keys.save({
        feeType: 'HOSTEL FEE',
        paymentGatewayUserName: 'shop-hostel',
        paymentGatewayPassword: 'same-secret-key',
      });
      const [first] = await database.handle.db
        .select()
        .from(paymentGatewayKeys)
        .where(eq(paymentGatewayKeys.feeType, 'HOSTEL FEE'));
      await keys.save({
        feeType: 'HOSTEL FEE',
        paymentGatewayUserName: 'shop-hostel',
        paymentGatewayPassword: 'same-secret-key',
      });
      const [second] = await database.handle.db
        .select()
        .from(paymentGatewayKeys)
        .where(eq(paymentGatewayKeys.feeType, 'HOSTEL FEE'));
      expect(second!.uniquekey).toBe(first!.uniquekey);
      expect(second!.paymentGatewayPasswordEncrypted).not.toBe(first!.paymentGatewayPasswordEncrypted);
      expect(await keys.verify('shop-hostel', 'same-secret-key')).toBe(true);
      const other = gatewayKeysService(database.handle.db, 'another-secret-of-16-chars');
      expect(await other.verify('shop-hostel', 'same-secret-key')).toBe(false);
      await expect(other.credentialsFor('HOSTEL FEE')).rejects.toThrow();
    } finally {
      await database.handle.db.delete(paymentGatewayKeys).where(eq(paymentGatewayKeys.feeType, 'HOSTEL FEE'));
    }
  });
});
