import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/password-hash';
import { loadConfig } from '../../src/server/config';
import { users } from '../../src/server/db/schema';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

let database: TestDatabase;
const PASSWORD = 'Proxy@2026';

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await database.handle.db.insert(users).values({
    username: 'proxy.user',
    email: 'proxy.user@college.example.in',
    fullName: 'Proxy User',
    passwordHash: await hashPassword(PASSWORD),
    roles: ['ROLE_ADMIN'],
  });
});
afterAll(async () => database?.drop());

/** What @hono/node-server gives a handler: the socket the request came in on. */
const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
let names = 0;
/** A wrong password for a new user name each time, so that only the address limit can refuse it. */
const wrongSignIn = (app: ReturnType<typeof testApp>['app'], forwardedFor: string, env?: object) =>
  app.request(
    '/api/auth/signin?module=Admin',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ username: `nobody${++names}`, password: 'wrong', module: 'Admin' }),
    },
    env,
  );
/** Three failed sign-ins per address, then 429. */
const SMALL_ADDRESS_LIMIT = { LOGIN_FREE_FAILURES: '1', LOGIN_LOCKOUT_FAILURES: '2', LOGIN_ADDRESS_FAILURE_LIMIT: '3' };

describe('the client address behind a proxy', { timeout: 120_000 }, () => {
  it('with TRUST_PROXY=1, a client rotating a spoofed left-most X-Forwarded-For entry stays limited', async () => {
    const { app } = testApp(
      database.handle,
      { TRUST_PROXY: '1', ...SMALL_ADDRESS_LIMIT },
      { clock: testClock().clock, defaultLimits: true },
    );
    // The proxy appends the address it saw (203.0.113.7) to whatever the client sent.
    const statuses: number[] = [];
    for (let n = 0; n < 18; n++) statuses.push((await wrongSignIn(app, `198.51.100.${n}, 203.0.113.7`)).status);
    expect(statuses).toEqual([401, 401, 401, ...Array(15).fill(429)]);
    // Another client behind the same proxy is not affected.
    expect((await wrongSignIn(app, '203.0.113.8')).status).toBe(401);
  });

  it('with TRUST_PROXY=2, the entry the outer proxy added is the client; with 0 the socket is', async () => {
    const { app } = testApp(
      database.handle,
      { TRUST_PROXY: '2', ...SMALL_ADDRESS_LIMIT },
      { clock: testClock().clock, defaultLimits: true },
    );
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await wrongSignIn(app, `10.9.${n}.1, 203.0.113.20, 10.0.0.2`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);

    const direct = testApp(
      database.handle,
      { TRUST_PROXY: '0', ...SMALL_ADDRESS_LIMIT },
      { clock: testClock().clock, defaultLimits: true },
    ).app;
    const fromSocket: number[] = [];
    for (let n = 0; n < 5; n++)
      fromSocket.push((await wrongSignIn(direct, `10.8.${n}.1`, socketFrom('192.0.2.50'))).status);
    expect(fromSocket).toEqual([401, 401, 401, 429, 429]);
  });

  it('with a list of proxy addresses, walks past them only: a client outside the list cannot choose its address', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 2001:db8::1', ...SMALL_ADDRESS_LIMIT };
    const { app } = testApp(database.handle, env, { clock: testClock().clock, defaultLimits: true });
    // Through two listed proxies: the first unlisted entry from the right is the client.
    const viaProxies: number[] = [];
    for (let n = 0; n < 5; n++)
      viaProxies.push(
        (await wrongSignIn(app, `172.16.${n}.1, 203.0.113.30, 10.1.1.1`, socketFrom('::ffff:10.0.0.1'))).status,
      );
    expect(viaProxies).toEqual([401, 401, 401, 429, 429]);
    // A client connecting directly (not a listed proxy) is its socket address whatever header it sends.
    const direct: number[] = [];
    for (let n = 0; n < 5; n++) direct.push((await wrongSignIn(app, `10.7.${n}.1`, socketFrom('192.0.2.60'))).status);
    expect(direct).toEqual([401, 401, 401, 429, 429]);
    // IPv6 proxies are listed the same way.
    expect((await wrongSignIn(app, '203.0.113.31', socketFrom('2001:db8::1'))).status).toBe(401);
  });

  it('accepts hop counts and address lists, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toEqual({ hops: 0 });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' }).trustProxy).toEqual({
      proxies: ['127.0.0.1', '10.0.0.0/8', '::1'],
    });
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,nginx', '-1'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow('TRUST_PROXY must be a number of proxies');
  });
});

describe('session cookies and HTTPS', { timeout: 120_000 }, () => {
  const signIn = async (
    env: Record<string, string>,
    headers: Record<string, string> = {},
    url = 'http://campus.test',
  ) => {
    const { app } = testApp(database.handle, env);
    const res = await app.request(`${url}/api/auth/signin?module=Admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ username: 'proxy.user', password: PASSWORD, module: 'Admin' }),
    });
    expect(res.status).toBe(200);
    return { app, session: res.headers.getSetCookie().find((c) => c.includes('erp_session='))! };
  };

  it('ignores X-Forwarded-Proto from a client when no proxy is trusted: a plain, non-Secure cookie over http', async () => {
    const { session } = await signIn({}, { 'x-forwarded-proto': 'https' });
    expect(session).toMatch(/^erp_session=/);
    expect(session).not.toMatch(/;\s*Secure/i);
  });

  it('behind a trusted proxy that says https: a Secure __Host- cookie for Path=/ without Domain, and the session works', async () => {
    const { app, session } = await signIn(
      { TRUST_PROXY: '1' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(session).toMatch(/^__Host-erp_session=[\w-]+;/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const cookie = session.split(';')[0]!;
    const viaProxy = { cookie, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    expect((await app.request('/api/auth/me', { headers: viaProxy })).status).toBe(200);
    // Signing out revokes it and clears the __Host- cookie.
    const out = await app.request('/api/auth/logout', { method: 'POST', headers: viaProxy });
    expect(out.headers.getSetCookie().some((c) => /^__Host-erp_session=;.*Max-Age=0/i.test(c))).toBe(true);
    expect((await app.request('/api/auth/me', { headers: viaProxy })).status).toBe(401);
  });

  it('takes the scheme from the proxy, not from what a client added in front of it', async () => {
    // An appending proxy: the client sent "https", the proxy (the client came over http) added "http".
    const { session } = await signIn(
      { TRUST_PROXY: '1' },
      { 'x-forwarded-proto': 'https, http', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(session).toMatch(/^erp_session=/);
    // A listed proxy counts; a client that is not one does not.
    const listed = { TRUST_PROXY: '10.0.0.0/8' };
    expect((await signIn(listed, { 'x-forwarded-proto': 'https' })).session).toMatch(/^erp_session=/);
  });

  it('accepts over HTTPS only the __Host- session cookie: the same token as a plain erp_session is not a session', async () => {
    const { app, session } = await signIn({}, {}, 'https://campus.test');
    const token = session.split(';')[0]!.split('=')[1]!;
    const me = (url: string, cookie: string) => app.request(`${url}/api/auth/me`, { headers: { cookie } });
    expect((await me('https://campus.test', `__Host-erp_session=${token}`)).status).toBe(200);
    expect((await me('https://campus.test', `erp_session=${token}`)).status).toBe(401);
    // Over plain http only the plain name counts (a browser sends no Secure cookie there).
    expect((await me('http://campus.test', `__Host-erp_session=${token}`)).status).toBe(401);
  });

  it('is __Host- on a direct https request, and the plain name still signs in over http (development)', async () => {
    const { session } = await signIn({}, {}, 'https://campus.test');
    expect(session).toMatch(/^__Host-erp_session=.*;\s*Secure/i);
    const plain = await signIn({});
    const client = new SessionClient(plain.app);
    client.cookies.set('erp_session', plain.session.split(';')[0]!.split('=')[1]!);
    expect((await client.request('/api/auth/me')).status).toBe(200);
  });
});
