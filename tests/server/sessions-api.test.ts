import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CONFIRMATION_STATUS } from '../../src/domain/auth/password-confirmation';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { SESSION_MESSAGES } from '../../src/domain/auth/session-messages';

const DEMO = 'Campus@2026';
const MINUTE = 60_000;
let database: TestDatabase;
const time = testClock();

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
});
afterAll(async () => {
  await database?.drop();
});

/**
 * An app on the shared database and clock; each test makes its own with the settings it is about. The idle time is
 * the product's default of 30 minutes unless a test sets it (the other suites' test app waits a day).
 */
const appWith = (env: Record<string, string> = {}) =>
  testApp(database.handle, { SESSION_IDLE_MINUTES: '30', ...env }, { clock: time.clock }).app;

async function signedIn(app: ReturnType<typeof appWith>, user: string, extra: Record<string, unknown> = {}) {
  const client = new SessionClient(app);
  const res = await client.request('/api/auth/signin?module=Admin', {
    json: { username: user, password: DEMO, module: 'Admin', ...extra },
  });
  expect(res.status).toBe(200);
  return client;
}
const me = (client: SessionClient) => client.request('/api/auth/me');

describe('sessions end after an idle time as well as their lifetime', () => {
  it('ends a session after 30 minutes without a request (SESSION_IDLE_MINUTES), and activity keeps it', async () => {
    const app = appWith();
    const client = await signedIn(app, 'faculty');
    for (let i = 0; i < 4; i++) {
      time.advance(25 * MINUTE);
      expect((await me(client)).status).toBe(200);
    }
    time.advance(31 * MINUTE);
    const ended = await me(client);
    expect(ended.status).toBe(401);
    expect(await ended.json()).toEqual({ message: SESSION_MESSAGES.sessionIdle });
    // Ended for good: the cookie was cleared and the row deleted.
    expect((await me(client)).status).toBe(401);
  });

  it('takes the idle time from SESSION_IDLE_MINUTES, and the shorter SESSION_KIOSK_IDLE_MINUTES on a kiosk', async () => {
    const app = appWith({ SESSION_IDLE_MINUTES: '10', SESSION_KIOSK_IDLE_MINUTES: '3' });
    const desk = await signedIn(app, 'admissions');
    const kiosk = await signedIn(app, 'admissions', { kiosk: true });
    time.advance(4 * MINUTE);
    expect((await me(desk)).status).toBe(200);
    expect((await me(kiosk)).status).toBe(401);
    time.advance(11 * MINUTE);
    expect((await me(desk)).status).toBe(401);
  });

  it('keeps a Remember me session through idle hours, but not on a kiosk nor where the college turns it off', async () => {
    const app = appWith();
    const remembered = await signedIn(app, 'student', { rememberMe: true });
    expect(remembered.lastSetCookies.join(';')).toMatch(/erpUser=[^;]*remember%22%3Atrue/);
    const kiosk = await signedIn(app, 'student', { rememberMe: true, kiosk: true });
    time.advance(5 * 60 * MINUTE);
    expect((await me(remembered)).status).toBe(200);
    expect((await me(kiosk)).status).toBe(401);

    const noRemembering = appWith({ SESSION_REMEMBER_ME_DAYS: '0' });
    const asked = await signedIn(noRemembering, 'student', { rememberMe: true });
    expect(asked.lastSetCookies.join(';')).toMatch(/erpUser=[^;]*remember%22%3Afalse/);
    time.advance(31 * MINUTE);
    expect((await me(asked)).status).toBe(401);
  });

  it('refuses a kiosk idle time longer than the idle time at start', () => {
    expect(() => appWith({ SESSION_IDLE_MINUTES: '10', SESSION_KIOSK_IDLE_MINUTES: '20' })).toThrow(
      'SESSION_KIOSK_IDLE_MINUTES must be at most SESSION_IDLE_MINUTES',
    );
  });
});

describe('money and personal-data changes ask for the password again after the idle time', () => {
  it('answers a refund 428 when the sign-in is older than the idle time, and lets it through once the password is confirmed', async () => {
    const app = appWith();
    const accountant = await signedIn(app, 'accountant');
    // At once after signing in the refund reaches its handler (this empty body is refused there, 400).
    expect((await accountant.request('/api/app/recordFeeRefund', { json: {} })).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      time.advance(12 * MINUTE);
      expect((await me(accountant)).status).toBe(200);
    }
    const asked = await accountant.request('/api/app/recordFeeRefund', { json: {} });
    expect(asked.status).toBe(PASSWORD_CONFIRMATION_STATUS);
    expect(await asked.json()).toEqual({ message: SESSION_MESSAGES.confirmPasswordNeeded, passwordConfirmation: true });
    // A read is not a change: it needs no password (this one reaches its handler, which wants a payment id).
    expect((await accountant.request('/api/app/getFeeRefunds')).status).toBe(400);

    const wrong = await accountant.request('/api/auth/confirm-password', { json: { password: 'Not-it#2026' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: SESSION_MESSAGES.wrongPassword });
    const right = await accountant.request('/api/auth/confirm-password', { json: { password: DEMO } });
    expect(right.status).toBe(200);
    expect((await accountant.request('/api/app/recordFeeRefund', { json: {} })).status).toBe(400);
  });

  it('asks again before a password change and the gateway keys, not before an ordinary save', async () => {
    const app = appWith();
    const officer = await signedIn(app, 'accountants_officer');
    for (let i = 0; i < 4; i++) {
      time.advance(10 * MINUTE);
      expect((await me(officer)).status).toBe(200);
    }
    const change = await officer.request('/api/auth/resetUserPasswords', {
      json: { username: 'accountants_officer', oldpassword: DEMO, newPassword: 'Officer#Desk2026' },
    });
    expect(change.status).toBe(PASSWORD_CONFIRMATION_STATUS);
    const keys = await officer.request('/api/app/savePaymentGatewayKeyMaintenance', { json: {} });
    expect(keys.status).toBe(PASSWORD_CONFIRMATION_STATUS);
    expect((await officer.request('/api/app/getPaymentGatewayKeyMaintenance')).status).toBe(200);
  });

  it('needs a session to confirm a password', async () => {
    const res = await new SessionClient(appWith()).request('/api/auth/confirm-password', { json: { password: DEMO } });
    expect(res.status).toBe(401);
  });
});
