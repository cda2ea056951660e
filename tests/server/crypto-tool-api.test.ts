import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { freshDatabase, type TestDatabase } from './support/databases';
import { testApp, testClock } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
beforeAll(async () => {
  database = await freshDatabase('pglite');
  ({ app } = testApp(database.handle, { CRYPTO_TOOL_KEY: 'tool-key-for-tests' }));
});
afterAll(async () => database?.drop());

const call = (type: string, content?: string) =>
  app.request(
    `/api/app/getDecryptedValue?${new URLSearchParams({ type, ...(content === undefined ? {} : { content }) })}`,
  );

describe('encrypt/decrypt tool (§7 getDecryptedValue)', () => {
  it('round-trips a text through encrypt and decrypt', async () => {
    const cipher = await (await call('encrypt', `Roll ${ROLL_PREFIX}0501 — ₹ 12,500`)).text();
    expect(cipher).not.toContain(`${ROLL_PREFIX}0501`);
    const res = await call('decrypt', cipher);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(`Roll ${ROLL_PREFIX}0501 — ₹ 12,500`);
  });

  it("answers a wrong ciphertext with 400 'Error decrypting the value!', never a 500", async () => {
    for (const bad of ['not-a-cipher', 'U2FsdGVkX1+AAAAAAAAAAA==', "' or 1=1 --", '<script>x</script>']) {
      const res = await call('decrypt', bad);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Error decrypting the value!' });
    }
  });

  it("asks for input with the seed's words", async () => {
    expect(await (await call('decrypt', ' ')).json()).toEqual({ message: 'Please enter an encrypted value' });
    expect(await (await call('encrypt')).json()).toEqual({ message: 'Please enter an palin text' });
    expect((await call('shred', 'x')).status).toBe(400);
    expect((await call('encrypt', 'x'.repeat(10_001))).status).toBe(400);
  });
});

describe('encrypt/decrypt tool rate limit', () => {
  it('answers 429 with Retry-After past CRYPTO_TOOL_RATE_LIMIT calls from one address, until the window ends', async () => {
    const clock = testClock();
    const { app: limited } = testApp(
      database.handle,
      { CRYPTO_TOOL_KEY: 'tool-key-for-tests', CRYPTO_TOOL_RATE_LIMIT: '3', TRUST_PROXY: '1' },
      { clock: clock.clock },
    );
    const from = (address: string) =>
      limited.request(
        `/api/app/getDecryptedValue?${new URLSearchParams({ type: 'decrypt', content: 'U2FsdGVkX1+AAAAAAAAAAA==' })}`,
        {
          headers: { 'x-forwarded-for': address },
        },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('10.9.9.9')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const refused = await from('10.9.9.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(900);
    expect((await refused.json()).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect((await from('10.8.8.8')).status).toBe(400);
    clock.advance(15 * 60_000);
    expect((await from('10.9.9.9')).status).toBe(400);
  });

  it('has a generous default', () => {
    expect(loadConfig({}).cryptoToolRateLimit).toBeGreaterThanOrEqual(100);
  });
});
