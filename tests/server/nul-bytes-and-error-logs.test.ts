import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_PNG, admissionPayload } from './support/admission-client';
import { freshDatabase, seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

const DEMO = 'Campus@2026';
const NUL_REFUSED = {
  message:
    'The request holds a NUL character (%00 or \\u0000), which no field accepts. Please remove it and try again.',
};

let database: TestDatabase;
let app: Hono;
let logLines: string[];
let clerk: SessionClient;

const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
/** Every log line but the one-per-request access lines. */
const errorLines = () => logLines.filter((line) => !line.includes('"msg":"request"'));

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app, logLines } = testApp(database.handle));
  clerk = new SessionClient(app);
  expect((await clerk.signIn('admissions', DEMO)).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

describe('a NUL character in a request is a 400 before any handler, and nothing of it is logged', () => {
  it('refuses a NUL in the JSON body of the anonymous sign-in, escaped or raw', async () => {
    const escaped = await postJson(
      '/api/auth/signin',
      JSON.stringify({ username: 'ad\u0000min', password: 'x', module: 'Admin' }),
    );
    expect(escaped.status).toBe(400);
    expect(await escaped.json()).toEqual(NUL_REFUSED);
    const inKey = await postJson(
      '/api/auth/signin',
      '{"username":"admin","password":"x","module":"Admin","x\\u0000":1}',
    );
    expect(inKey.status).toBe(400);
    const raw = await postJson('/api/auth/signin', '{"username":"ad\u0000min","password":"x","module":"Admin"}');
    expect(raw.status).toBe(400);
    // Not a NUL: an escaped backslash followed by the letters u0000.
    const lookalike = await postJson(
      '/api/auth/signin',
      JSON.stringify({ username: 'ad\\u0000min', password: 'x', module: 'Admin' }),
    );
    expect(lookalike.status).toBe(401);
  });

  it('refuses a NUL in the query string or the path, of the API and of pages', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x', module: 'Admin' });
    expect(await (await postJson('/api/auth/signin?module=Ad%00min', body)).json()).toEqual(NUL_REFUSED);
    expect(
      (await app.request(`/api/app/getExamResultByRollNoView?rollNo=${ROLL_PREFIX}0501&examTitle=x%00`)).status,
    ).toBe(400);
    expect((await app.request('/api/auth/forgotPassword?x=%00', { method: 'POST' })).status).toBe(400);
    expect((await clerk.request('/api/app/files/1%00')).status).toBe(400);
    expect((await app.request('/results/x%00')).status).toBe(400);
  });

  it('refuses a NUL in a form field, in the text fields of a multipart body, but not in the bytes of a file', async () => {
    const form = await app.request('/api/auth/forgotPassword', {
      method: 'POST',
      body: 'email=a%00b%40example.in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(400);
    const cookie = [...clerk.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const multipart = (data: string, photo: boolean) => {
      const parts = new FormData();
      parts.set('applicationFormData', data);
      if (photo) parts.set('imageUpload', new File([TINY_PNG], 'photo.png', { type: 'image/png' }));
      return app.request('/api/app/saveApplicationFormData', { method: 'POST', body: parts, headers: { cookie } });
    };
    const nulInJson = await multipart(JSON.stringify(admissionPayload({ name: 'Ravi\u0000Kumar' })), false);
    expect(nulInJson.status).toBe(400);
    expect(await nulInJson.json()).toEqual(NUL_REFUSED);
    expect(TINY_PNG.includes(0)).toBe(true);
    const withPhoto = await multipart(JSON.stringify(admissionPayload()), true);
    expect(withPhoto.status).toBe(201);
  });

  it('logs none of the refused values', () => {
    const log = logLines.join('\n');
    expect(log).not.toContain('ad\\u0000min');
    expect(log).not.toMatch(/params:|Failed query/);
    expect(log).not.toContain('Ad%00min');
    expect(errorLines()).toEqual([]);
  });
});

describe('an error is logged by its name and code, never with the values of a query', () => {
  it('logs a failed database query without its SQL parameters (the user name, a password hash)', async () => {
    const broken = await freshDatabase('pglite');
    // A column the sign-in reads is gone: its query fails, and the error quotes the query with its parameters.
    await broken.handle.db.execute(sql`alter table users rename column password_hash to gone`);
    const { app: brokenApp, logLines: lines } = testApp(broken.handle);
    const res = await brokenApp.request('/api/auth/signin?module=Admin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'dean.secret.name', password: 'Guess@123', module: 'Admin' }),
    });
    expect(res.status).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).not.toContain('dean.secret.name');
    expect(log).not.toContain('Guess@123');
    expect(log).not.toMatch(/params:|Failed query|select /);
    const logged = JSON.parse(lines.find((l) => l.includes('unhandled error'))!) as {
      err: { name: string; message: string };
      path: string;
    };
    expect(logged.err).toMatchObject({ name: expect.any(String), code: '42703', message: 'database query failed' });
    expect(logged.path).toBe('/api/auth/signin');
    await broken.drop();
  });
});
