import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ROLES, demoUserName } from '../../src/domain/auth/roles';
import { assertEveryRouteListed, authorize } from '../../src/server/auth/authorize';
import { PERMISSIONS, isAllowed, permissionKey, type Access } from '../../src/server/auth/permissions';
import type { AppEnv } from '../../src/server/auth/session-user';
import { sessionStore } from '../../src/server/auth/sessions';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let routes: { method: string; path: string }[];

/**
 * Concrete values for path parameters (`:category` → 'BC-A'); any other parameter gets '1'. recordId names
 * no faculty record, so the walk neither deletes a seeded one nor meets another member's (403 by owner).
 */
/** The shipped session times: these tests are about the permission table, not about sessions. */
const SESSIONS = { idleMinutes: 30, kioskIdleMinutes: 5, rememberMeDays: 30 };

const SAMPLE_PARAMS: Readonly<Record<string, string>> = {
  category: 'BC-A',
  id: '42',
  recordId: '987654',
  adminNo: '2026ADM0001',
  importKey: 'no-such-import',
};
const concretePath = (pattern: string) =>
  pattern.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_all, name: string) =>
    encodeURIComponent(SAMPLE_PARAMS[name] ?? '1'),
  );

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  const seen = new Set<string>();
  routes = app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
    .filter((r) => !seen.has(permissionKey(r.method, r.path)) && seen.add(permissionKey(r.method, r.path)))
    // Logging out ends the session the walk uses, so it goes last.
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
});
afterAll(async () => database?.drop());

/** Routes whose handler also checks the record against the reader's department after the table allows the role. */
const ROW_SCOPED = new Set(['GET /api/app/students/:id']);

describe('the permission table (src/server/auth/permissions.ts)', () => {
  it('lists every registered API route, and nothing that is not one', () => {
    const registered = routes.map((r) => permissionKey(r.method, r.path));
    expect(registered.filter((k) => !(k in PERMISSIONS))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('is what the server enforces, for every route (parameters filled in) × every login role and anonymous callers', async () => {
    const callers: { name: string; roles: string[] | null; client: SessionClient }[] = [
      { name: 'anonymous', roles: null, client: new SessionClient(app) },
    ];
    for (const role of LOGIN_ROLES) {
      const client = new SessionClient(app);
      expect((await client.signIn(demoUserName(role), 'Campus@2026')).status).toBe(200);
      callers.push({ name: role, roles: [role], client });
    }
    const mismatches: string[] = [];
    for (const route of routes) {
      const url = concretePath(route.path);
      expect(url, route.path).not.toContain(':');
      for (const caller of callers) {
        const res = await caller.client.request(url, route.method === 'GET' ? {} : { method: route.method, json: {} });
        const allowed = isAllowed(PERMISSIONS[permissionKey(route.method, route.path)]!, caller.roles);
        const denied = res.status === 401 || res.status === 403;
        const expectedStatus = caller.roles === null ? 401 : 403;
        // A handler may answer 404 for an unknown record; the router's own 404 means the call was not found.
        const notFound = res.status === 404 && /^No such API call/.test((await res.json()).message);
        // A HoD may read only their department's students (§6): record 42 may be another department's, a 403 by row.
        const rowScoped =
          caller.name === 'ROLE_HOD' && res.status === 403 && ROW_SCOPED.has(permissionKey(route.method, route.path));
        if (rowScoped) continue;
        if (allowed === denied || (denied && res.status !== expectedStatus) || notFound)
          mismatches.push(`${caller.name} ${route.method} ${url} → ${res.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);

  it('fills in path parameters with concrete values', () => {
    expect(concretePath('/api/app/getAllSubCastesByCaste/:category')).toBe('/api/app/getAllSubCastesByCaste/BC-A');
    expect(concretePath('/api/app/receipt/:id{[0-9]+}')).toBe('/api/app/receipt/42');
  });
});

describe('authorization fails closed', () => {
  const RECEIPT_ROLES: Access = ['ROLE_ACCOUNTANT'];
  const table = { ...PERMISSIONS, 'GET /api/app/receipt/:id': RECEIPT_ROLES };
  let reached: string[];
  let probe: Hono;

  /** A test app mounted like createApp mounts the API: one route with a path parameter, one with no line. */
  beforeAll(() => {
    reached = [];
    const api = new Hono<AppEnv>()
      .use(
        authorize(
          sessionStore(database.handle.db, () => new Date(), SESSIONS),
          { cookieSecure: 'auto', trustProxy: { hops: 0 } },
          table,
        ),
      )
      .get('/app/receipt/:id', (c) => {
        reached.push(c.req.path);
        return c.json({ receipt: c.req.param('id') });
      })
      .get('/app/unlisted/:id', (c) => {
        reached.push(c.req.path);
        return c.json({ open: true });
      });
    probe = new Hono().route('/api', api);
  });

  const sessionCookie = async (username: string) => {
    const client = new SessionClient(app);
    expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
    return `erp_session=${client.cookies.get('erp_session')}`;
  };

  it('enforces GET /api/app/receipt/:id on /api/app/receipt/42: 401 anonymous, 403 for a wrong role, 200 for the right one', async () => {
    const anonymous = await probe.request('/api/app/receipt/42');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Please sign in to continue' });

    const student = await probe.request('/api/app/receipt/42', { headers: { cookie: await sessionCookie('student') } });
    expect(student.status).toBe(403);
    expect(await student.json()).toEqual({ message: "You Don't have permission to View" });
    expect(reached).toEqual([]);

    const accountant = await probe.request('/api/app/receipt/42', {
      headers: { cookie: await sessionCookie('accountant') },
    });
    expect(accountant.status).toBe(200);
    expect(await accountant.json()).toEqual({ receipt: '42' });
    expect(reached).toEqual(['/api/app/receipt/42']);
  });

  it('never runs a route that has no permission line, whoever asks (404)', async () => {
    reached.length = 0;
    for (const headers of [{}, { cookie: await sessionCookie('admin') }] as Record<string, string>[]) {
      const res = await probe.request('/api/app/unlisted/7', { headers });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('No such API call: GET /api/app/unlisted/7');
    }
    expect(reached).toEqual([]);
  });

  it('refuses to start when a registered route has no permission line', () => {
    expect(() => assertEveryRouteListed([{ method: 'GET', path: '/api/app/unlisted/:id' }], table)).toThrow(
      /GET \/api\/app\/unlisted\/:id/,
    );
    expect(() => assertEveryRouteListed([{ method: 'GET', path: '/api/app/receipt/:id' }], table)).not.toThrow();
  });

  it('answers an /api path that matches no line with 404 JSON in the real app, for every method', async () => {
    const admin = new SessionClient(app);
    await admin.signIn('admin', 'Campus@2026');
    for (const [method, path] of [
      ['GET', '/api/app/receipt/42'],
      ['POST', '/api/app/getCollegeName'],
      ['DELETE', '/api/auth/me'],
      ['GET', '/api/app/getCollegeName/extra'],
      ['GET', '/api'],
    ] as const) {
      for (const client of [new SessionClient(app), admin]) {
        const res = await client.request(path, method === 'GET' ? {} : { method, json: {} });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.headers.get('content-type'), `${method} ${path}`).toMatch(/application\/json/);
        expect((await res.json()).message).toMatch(/^No such API call/);
      }
    }
  });
});

describe('abuse limits on sign-in', () => {
  it('answers 429 with a clear message and Retry-After once one user name has too many failures, in any case, known or not', async () => {
    const clock = testClock();
    const { app: limited } = testApp(database.handle, { LOGIN_FREE_FAILURES: '3' }, { clock: clock.clock });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await new SessionClient(limited).signIn('registrar', 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await new SessionClient(limited).signIn('REGISTRAR', 'wrong');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await res.json()).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // An existing account is answered exactly the same, so the limit does not tell which names exist.
    const known: number[] = [];
    for (let i = 0; i < 4; i++) known.push((await new SessionClient(limited).signIn('Dean', 'wrong')).status);
    expect(known).toEqual(statuses);
  });
});
