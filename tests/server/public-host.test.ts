import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../src/domain/messages/request-messages';
import { freshDatabase, type TestDatabase } from './support/databases';
import { PRODUCTION_SECRETS } from './support/production-env';
import { testApp } from './support/test-app';

const PUBLIC_URL = 'https://erp.college.example.in';

describe('only the public host is served in production', () => {
  let database: TestDatabase;
  let production: ReturnType<typeof testApp>['app'];
  let development: ReturnType<typeof testApp>['app'];
  const me = (app: typeof production, host: string) => app.request(`${PUBLIC_URL}/api/auth/me`, { headers: { host } });

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    production = testApp(database.handle, { ...PRODUCTION_SECRETS, PUBLIC_URL }).app;
    development = testApp(database.handle, { PUBLIC_URL }).app;
  });
  afterAll(async () => database?.drop());

  it('refuses a request for another Host with 421 before any handler, so a rebinding page reaches nothing', async () => {
    for (const host of ['attacker.example', '203.0.113.10', 'erp.college.example.in.attacker.example']) {
      const res = await me(production, host);
      expect(res.status).toBe(421);
      expect(await res.json()).toEqual({ message: REQUEST_MESSAGES.wrongHost });
    }
    const page = await production.request('http://attacker.example/login');
    expect(page.status).toBe(421);
  });

  it('serves PUBLIC_URL’s host whatever its case or port', async () => {
    for (const host of ['erp.college.example.in', 'ERP.College.Example.IN:443'])
      expect((await me(production, host)).status).toBe(401); // reached the API: no session
  });

  it('keeps the health check open to a load balancer calling by address', async () => {
    const res = await production.request('http://10.0.0.5:8080/api/health', { headers: { host: '10.0.0.5:8080' } });
    expect(res.status).toBe(200);
  });

  it('serves any Host outside production (development, tests)', async () => {
    expect((await me(development, 'localhost:5173')).status).toBe(401);
  });
});
