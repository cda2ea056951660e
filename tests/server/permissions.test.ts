import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ROLES, demoUserName } from '../../src/domain/auth/roles';
import { PERMISSIONS, isAllowed, permissionKey } from '../../src/server/auth/permissions';
import { seedDemoCollege } from '../../src/server/db/seed';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let routes: { method: string; path: string }[];

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  const seen = new Set<string>();
  routes = app.routes
    .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !r.path.includes('*'))
    .filter((r) => !seen.has(permissionKey(r.method, r.path)) && seen.add(permissionKey(r.method, r.path)))
    // Logging out ends the session the walk uses, so it goes last.
    .sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
});
afterAll(async () => database?.drop());

describe('the permission table (src/server/auth/permissions.ts)', () => {
  it('lists every registered API route, and nothing that is not one', () => {
    const registered = routes.map((r) => permissionKey(r.method, r.path));
    expect(registered.filter((k) => !(k in PERMISSIONS))).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('is what the server enforces, for every route × every login role and anonymous callers', async () => {
    const callers: { name: string; roles: string[] | null; client: SessionClient }[] = [{ name: 'anonymous', roles: null, client: new SessionClient(app) }];
    for (const role of LOGIN_ROLES) {
      const client = new SessionClient(app);
      expect((await client.signIn(demoUserName(role), 'Campus@2026')).status).toBe(200);
      callers.push({ name: role, roles: [role], client });
    }
    const mismatches: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        const res = await caller.client.request(route.path, route.method === 'GET' ? {} : { method: route.method, json: {} });
        const allowed = isAllowed(PERMISSIONS[permissionKey(route.method, route.path)]!, caller.roles);
        const denied = res.status === 401 || res.status === 403;
        const expectedStatus = caller.roles === null ? 401 : 403;
        if (allowed === denied || (denied && res.status !== expectedStatus)) mismatches.push(`${caller.name} ${route.method} ${route.path} → ${res.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

describe('abuse limits on sign-in', () => {
  it('answers 429 with a clear message after too many attempts for one user name', async () => {
    const { app: limited } = testApp(database.handle, { LOGIN_RATE_LIMIT: '3' });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await new SessionClient(limited).signIn('registrar', 'wrong')).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await new SessionClient(limited).signIn('REGISTRAR', 'wrong');
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });
});
