import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../src/domain/messages/request-messages';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

/** JSON routes whose body is an object, each with a user who may call it, read through validate(). */
const VALIDATED_ROUTES: [user: string, path: string][] = [
  ['admin', 'searchAdmissions'],
  ['admin', 'exportAdmissions'],
  ['admin', 'getAdmissionForEdit'],
  ['hod', 'leave/1/decision'],
  ['hod', 'leave/backups'],
];
/** Routes that answer a problem in their module's words (read by parseJsonBody, or validate() with its refusal). */
const SELF_READ_ROUTES: [user: string, path: string][] = [
  ['admin', 'timetables'],
  ['admin', 'allotments'],
  ['admin', 'lists/holidays'],
];

describe('JSON bodies', () => {
  let database: TestDatabase;
  let app: Hono;
  const as = signedInClients(() => app, { idempotencyKeys: true });

  beforeAll(async () => {
    database = await seededDatabase('pglite', TEMPLATE_SEEDS.demo);
    ({ app } = testApp(database.handle));
  });
  afterAll(async () => database?.drop());

  it.each(VALIDATED_ROUTES)(
    'refuses a JSON array as the body of %s’s POST %s with 400, never as no filter',
    async (user, path) => {
      for (const body of [[], [{ query: '' }]]) {
        const answer = await (await as(user)).post(path, body);
        expect(answer).toEqual({ status: 400, body: { message: REQUEST_MESSAGES.objectExpected } });
      }
    },
  );

  it.each(SELF_READ_ROUTES)('refuses a JSON array as the body of %s’s POST %s with 400', async (user, path) => {
    for (const body of [[], [{}]]) expect((await (await as(user)).post(path, body)).status).toBe(400);
  });

  it('still answers searchAdmissions for an empty object (every filter left out)', async () => {
    const answer = await (await as('admin')).post('searchAdmissions', {});
    expect(answer.status).toBe(200);
  });

  it('refuses a body sent as text/plain to a JSON route with 415, instead of reading it as {}', async () => {
    const admin = new SessionClient(app);
    expect((await admin.signIn('admin', 'Campus@2026')).status).toBe(200);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/api/app/searchAdmissions', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'idempotency-key': crypto.randomUUID(), cookie },
      body: '[]',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: REQUEST_MESSAGES.jsonExpected });
  });
});
