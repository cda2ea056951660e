import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { seededDatabase, type TestDatabase } from './support/databases';
import { testApp } from './support/test-app';

let database: TestDatabase;
beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
});
afterAll(async () => database?.drop());

const lookup = (roll = DEMO_ROLL_NUMBER) => `/api/app/getExamResultByRollNoView?rollNo=${roll}&examTitle=x`;

describe('rate limit on public result lookups', () => {
  it('answers 429 with a clear message once an address passes the limit, and spares other addresses', async () => {
    const { app } = testApp(database.handle, { RESULTS_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 3; i++) expect((await app.request(lookup(), from('10.0.0.1'))).status).toBe(200);
    const limited = await app.request(lookup(), from('10.0.0.1'));
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many result lookups/);
    expect((await app.request(lookup(), from('10.0.0.2'))).status).toBe(200);
    // The title list is not a lookup by roll number and stays open.
    expect((await app.request('/api/app/getDistinctExamTitlesBy', from('10.0.0.1'))).status).toBe(200);
  });
});

describe('API errors', () => {
  it('answers an unknown API path with 404 and a JSON message', async () => {
    const { app } = testApp(database.handle);
    const res = await app.request('/api/app/noSuchCall');
    expect(res.status).toBe(404);
    expect((await res.json()).message).toContain('noSuchCall');
  });

  it('refuses a body over the size limit with 413', async () => {
    const { app } = testApp(database.handle, { BODY_LIMIT_BYTES: '2048' });
    const res = await app.request('/api/app/anything', {
      method: 'POST',
      body: 'x'.repeat(10_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/too large/);
  });

  it('gives the college code as text from getCollegeName', async () => {
    const { app } = testApp(database.handle);
    expect(await (await app.request('/api/app/getCollegeName')).text()).toBe('DEMO');
    expect(await (await app.request('/api/app/getCollegeProfile')).json()).toEqual({
      code: 'DEMO',
      name: 'Demo College',
      logo: null,
      banner: null,
      settingUp: false,
    });
  });
});

describe('serving the PWA', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'campus-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Campus ERP</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.x=1');

  it('answers known routes with the shell and 200, unknown ones with the shell and 404 (§8)', async () => {
    const { app } = testApp(database.handle, { STATIC_DIR: dist });
    for (const p of ['/', '/examresults', '/results/B.Tech%20II%20Year', '/devtools']) {
      const res = await app.request(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const missing = await app.request('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const { app } = testApp(database.handle, { STATIC_DIR: dist });
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('configuration', () => {
  it('stops with a clear error for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/Invalid configuration: PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
  });

  it('defaults to port 8080, ./data and college DEMO', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, collegeCode: 'DEMO', databaseUrl: undefined });
    expect(config.dataDir.endsWith('data')).toBe(true);
  });
});

describe('service worker precache needs', () => {
  it('serves /index.html itself with 200 so the worker can precache the shell', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'campus-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    const { app } = testApp(database.handle, { STATIC_DIR: dist });
    const res = await app.request('/index.html?__WB_REVISION__=abc');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('GET /api/docs', () => {
  it('describes every call of the permission table as OpenAPI 3.1, with who may call it', async () => {
    const { PERMISSIONS } = await import('../../src/server/auth/permissions');
    const { openApiPathOf } = await import('../../src/server/modules/docs/openapi');
    const { app } = testApp(database.handle);
    const doc = await (await app.request('/api/docs')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const key of Object.keys(PERMISSIONS)) {
      const [method, path] = key.split(' ') as [string, string];
      expect(doc.paths[openApiPathOf(path)]?.[method.toLowerCase()], key).toBeDefined();
    }
    expect(openApiPathOf('/api/app/getAllSubCastesByCaste/:category')).toBe('/app/getAllSubCastesByCaste/{category}');
    expect(doc.paths['/app/files/{id}'].get['x-allowed-roles']).toBe('any signed-in user');
    expect(doc.paths['/app/createStudentLogins'].post['x-allowed-roles']).toEqual(['ROLE_ADMIN', 'ROLE_ADMISSIONS']);
  });
});
