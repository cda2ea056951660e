import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../src/server/auth/password-hash';
import { loadConfig } from '../../src/server/config';
import { attemptCounters, users } from '../../src/server/db/schema';
import { attemptStore, counterKey, windowRule } from '../../src/server/http/attempt-store';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp, testClock } from './support/test-app';

const DEMO = 'Campus@2026';
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

/** The app with the shipped default limits, behind a proxy so a test can say which address calls. */
const campusApp = (clock = testClock()) => ({
  clock,
  ...testApp(
    database.handle,
    { TRUST_PROXY: '1', SMTP_URL: inbox.url, PUBLIC_URL: 'http://campus.test' },
    { clock: clock.clock, defaultLimits: true },
  ),
});
const signIn = (app: ReturnType<typeof testApp>['app'], username: string, password: string, address = '10.1.1.1') =>
  app.request('/api/auth/signin?module=Admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password, module: 'Admin' }),
  });
const answer = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  body: await res.json(),
});

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  inbox = await startSmtpInbox();
  // 60 students of one lab, each with their own account.
  const passwordHash = await hashPassword('Lab@2026');
  await database.handle.db.insert(users).values(
    Array.from({ length: 60 }, (_, i) => ({
      username: `lab.student${i + 1}`,
      email: `lab.student${i + 1}@demo-college.edu.in`,
      fullName: `Lab Student ${i + 1}`,
      passwordHash,
      roles: ['ROLE_STUDENT'],
    })),
  );
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

describe('sign-in limits fit a campus', () => {
  it('lets 60 different users sign in from one address, some after a typo: successful sign-ins never count', async () => {
    const { app } = campusApp();
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i++) {
      if (i % 3 === 0) expect((await signIn(app, `lab.student${i}`, 'Lab@2025')).status).toBe(401);
      statuses.push((await signIn(app, `lab.student${i}`, 'Lab@2026')).status);
    }
    expect(statuses).toEqual(Array(60).fill(200));
    // The address is far from its ceiling: the same lab can sign in again at once.
    expect((await signIn(app, 'lab.student1', 'Lab@2026')).status).toBe(200);
  }, 180_000);

  it('refuses 1,000 wrong passwords spread over user names from one address long before the end, and only that address', async () => {
    const { app, clock } = campusApp();
    const { addressFailureLimit } = loadConfig({}).signInLimits;
    const statuses: number[] = [];
    for (let i = 0; i < 1000; i++) statuses.push((await signIn(app, `guess${i}`, 'Password1!', '10.6.6.6')).status);
    expect(statuses.indexOf(429)).toBe(addressFailureLimit);
    expect(addressFailureLimit).toBeLessThanOrEqual(250);
    expect(statuses.slice(addressFailureLimit).every((s) => s === 429)).toBe(true);
    // A right password from that address is refused too: otherwise 429 and 200 would tell guesses apart.
    const refused = await answer(await signIn(app, 'lab.student1', 'Lab@2026', '10.6.6.6'));
    expect(refused).toMatchObject({ status: 429, body: { message: TOO_MANY } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((await signIn(app, 'lab.student1', 'Lab@2026', '10.7.7.7')).status).toBe(200);
    clock.advance(Number(refused.retryAfter) * 1000);
    expect((await signIn(app, 'lab.student1', 'Lab@2026', '10.6.6.6')).status).toBe(200);
  }, 300_000); // 200 password checks (scrypt) on a shared machine
});

describe('failed sign-ins of one user name: a growing delay, then a lockout that mail lifts', () => {
  /** Wrong passwords, each as soon as allowed: the Retry-After of each refusal in between. */
  async function failUntilLocked(
    app: ReturnType<typeof testApp>['app'],
    clock: ReturnType<typeof testClock>,
    username: string,
  ) {
    const trace: string[] = [];
    for (let guard = 0; guard < 30; guard++) {
      const res = await answer(await signIn(app, username, `Wrong@${guard}`));
      trace.push(res.status === 429 ? `429 after ${res.retryAfter}s` : String(res.status));
      if (res.status === 429) {
        expect(res.body).toEqual({ message: TOO_MANY });
        if (Number(res.retryAfter) >= 3600) break;
        clock.advance(Number(res.retryAfter) * 1000);
      } else {
        expect(res).toMatchObject({ status: 401, body: { message: 'Invalid user name or password' } });
      }
    }
    return trace;
  }

  it('answers 3 failures at once, then doubles the wait from 1 s, then locks for an hour after 10, the same for a name that does not exist', async () => {
    const { app, clock } = campusApp();
    const known = await failUntilLocked(app, clock, 'library_incharge');
    expect(known).toEqual([
      '401',
      '401',
      '401',
      '429 after 1s',
      '401',
      '429 after 2s',
      '401',
      '429 after 4s',
      '401',
      '429 after 8s',
      '401',
      '429 after 16s',
      '401',
      '429 after 32s',
      '401',
      '429 after 64s',
      '401',
      '429 after 3600s',
    ]);
    expect(await failUntilLocked(app, clock, 'no.such.user')).toEqual(known);
    // Locked: even the right password is refused until the lock ends.
    expect((await signIn(app, 'library_incharge', DEMO)).status).toBe(429);
    clock.advance(3600_000);
    expect((await signIn(app, 'library_incharge', DEMO)).status).toBe(200);
  }, 60_000);

  it('mails the owner a single-use link that lifts the lock', async () => {
    const { app, clock } = campusApp();
    await failUntilLocked(app, clock, 'Hostel_Incharge');
    expect((await signIn(app, 'hostel_incharge', DEMO)).status).toBe(429);
    const mail = await vi.waitFor(
      () => {
        const found = inbox.mails.find(
          (m) => m.to.includes('hostel_incharge@demo-college.edu.in') && /locked/.test(m.subject),
        );
        if (!found) throw new Error('no unlock mail yet');
        return found;
      },
      { timeout: 5000 },
    );
    expect(inbox.mails.filter((m) => m.to.includes('hostel_incharge@'))).toHaveLength(1);
    // The mail opens the app's /unlock-sign-in page, whose Unlock button posts the token to {auth}/unlockSignIn.
    const token = mail.text.match(/http:\/\/campus\.test\/unlock-sign-in\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const unlock = () =>
      app.request('/api/auth/unlockSignIn', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    const unlocked = await unlock();
    expect(unlocked.status).toBe(200);
    expect(await unlocked.json()).toEqual({ message: 'Sign-in to your account is unlocked. You can sign in again.' });
    expect((await signIn(app, 'hostel_incharge', DEMO)).status).toBe(200);
    const reused = await unlock();
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toMatch(/invalid, used or expired/);
  }, 60_000);

  it('counts wrong passwords by user name and by its e-mail against one counter: 10 failures lock both', async () => {
    const { app, clock } = campusApp();
    const names = ['iqac_coordinator', 'IQAC_Coordinator@demo-college.edu.in'];
    let failures = 0;
    for (let guard = 0; guard < 40; guard++) {
      const res = await answer(await signIn(app, names[guard % 2]!, `Wrong@${guard}`));
      if (res.status === 401) failures++;
      else if (Number(res.retryAfter) >= 3600) break;
      else clock.advance(Number(res.retryAfter) * 1000);
    }
    expect(failures).toBe(10);
    for (const name of names) expect((await signIn(app, name, DEMO)).status).toBe(429);
  }, 60_000);

  it('forgets the failures of a name after a successful sign-in', async () => {
    const { app, clock } = campusApp();
    for (let i = 0; i < 3; i++) expect((await signIn(app, 'grievance_incharge', 'Wrong@1')).status).toBe(401);
    expect((await signIn(app, 'grievance_incharge', DEMO)).status).toBe(429);
    clock.advance(1000);
    expect((await signIn(app, 'grievance_incharge', DEMO)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(app, 'grievance_incharge', 'Wrong@1')).status).toBe(401);
  });

  it('forgets the failures when the owner sets a new password through the mailed reset link', async () => {
    const { app, clock } = campusApp();
    await failUntilLocked(app, clock, 'transportation_incharge');
    // The unlock mail goes first (the reset link is looked for in the newest mail).
    await vi.waitFor(
      () => {
        if (!inbox.mails.some((m) => m.to.includes('transportation_incharge@') && /locked/.test(m.subject)))
          throw new Error('no unlock mail yet');
      },
      { timeout: 5000 },
    );
    const ask = await app.request('/api/auth/forgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
      body: JSON.stringify({ email: 'transportation_incharge@demo-college.edu.in' }),
    });
    expect(ask.status).toBe(200);
    const token = await inbox.tokenFor('transportation_incharge@demo-college.edu.in');
    const reset = await app.request('/api/auth/resetPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.1.1.1' },
      body: JSON.stringify({ token, password: 'Transport@2027', confirmPassword: 'Transport@2027' }),
    });
    expect(reset.status).toBe(200);
    expect((await signIn(app, 'transportation_incharge', 'Transport@2027')).status).toBe(200);
  }, 60_000);

  it('counts a wrong old password on Change Password as a failure of that user name', async () => {
    const { app } = campusApp();
    const client = new SessionClient(app);
    expect((await client.signIn('academics', DEMO)).status).toBe(200);
    const change = () =>
      client.request('/api/auth/resetUserPasswords', {
        json: { username: 'academics', oldpassword: 'Wrong@2026', newPassword: 'Academics@2027' },
        headers: { 'x-forwarded-for': '10.1.1.1' },
      });
    for (let i = 0; i < 3; i++) expect(await (await change()).json()).toMatchObject({ status: 0 });
    expect((await change()).status).toBe(429);
    expect((await signIn(app, 'academics', DEMO)).status).toBe(429);
  });

  it('keeps the failures in the database, so every replica of the API sees the same limit', async () => {
    const start = testClock();
    const first = campusApp(start);
    const second = campusApp(start);
    for (let i = 0; i < 3; i++) expect((await signIn(first.app, 'opac_library', 'Wrong@1')).status).toBe(401);
    const res = await signIn(second.app, 'opac_library', 'Wrong@1');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
  });
});

describe('the counters table', () => {
  it('prunes counters untouched for longer than the limits remember, but keeps a live unlock link', async () => {
    const clock = testClock();
    const store = attemptStore(database.handle.db, clock.clock);
    const rule = windowRule(5, 60_000);
    await store.claim(counterKey('prune-test', 'old'), rule);
    await store.claim(counterKey('prune-test', 'old-with-link'), rule);
    await store.newUnlockToken(counterKey('prune-test', 'old-with-link'), 48 * 3600_000);
    clock.advance(25 * 3600_000);
    await store.claim(counterKey('prune-test', 'fresh'), rule);
    await store.prune(24 * 3600_000);
    const keys = (await database.handle.db.select({ key: attemptCounters.key }).from(attemptCounters)).map(
      (r) => r.key,
    );
    expect(keys).not.toContain(counterKey('prune-test', 'old'));
    expect(keys).toContain(counterKey('prune-test', 'old-with-link'));
    expect(keys).toContain(counterKey('prune-test', 'fresh'));
    // Nothing typed is stored: keys are SHA-256 digests.
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k))).toBe(true);
  });
});

describe('settings', () => {
  it('refuses limits that contradict each other with a clear error', () => {
    expect(() => loadConfig({ LOGIN_FREE_FAILURES: '10', LOGIN_LOCKOUT_FAILURES: '5' })).toThrow(
      /LOGIN_LOCKOUT_FAILURES must be more than LOGIN_FREE_FAILURES/,
    );
    expect(() => loadConfig({ LOGIN_ADDRESS_FAILURE_LIMIT: '5' })).toThrow(
      /LOGIN_ADDRESS_FAILURE_LIMIT must be more than LOGIN_LOCKOUT_FAILURES/,
    );
    expect(() => loadConfig({ RESULTS_MISS_LIMIT: '0' })).toThrow(/RESULTS_MISS_LIMIT must be at least 1/);
  });
});
