import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_MESSAGES as M } from '../../src/domain/maintenance/schemas';
import { isKnownAppPath } from '../../src/domain/routes/known-paths';
import { loadConfig } from '../../src/server/config';
import { DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { maintenanceService, switchOnAtStart } from '../../src/server/modules/maintenance/service';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const DEMO = 'Campus@2026';
const NOTICE = 'Results of May 2024 are being published. Back by 6 pm.';
const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const lookup = `/api/app/getExamResultByRollNoView?rollNo=${DEMO_ROLL_NUMBER}&examTitle=x`;

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let logLines: string[];
let admin: SessionClient;
let faculty: SessionClient;

async function signedIn(username: string, on = app) {
  const client = new SessionClient(on);
  expect((await client.signIn(username, DEMO)).status).toBe(200);
  return client;
}
const put = (client: SessionClient, json: unknown) => client.request('/api/app/maintenance', { method: 'PUT', json });
const status = async (on = app) => (await on.request('/api/app/getMaintenanceStatus')).json();
/** Maintenance on with NOTICE for the next hour, as a test that needs it on starts. */
async function switchOn() {
  const until = inOneHour();
  expect((await put(admin, { enabled: true, message: NOTICE, until })).status).toBe(200);
  return until;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app, logLines } = testApp(database.handle));
  admin = await signedIn('admin');
  faculty = await signedIn('faculty');
});
afterAll(async () => database?.drop());
// Every test starts with maintenance off, as on a new database, whatever the test before it switched.
afterEach(async () => {
  vi.useRealTimers();
  expect((await put(admin, { enabled: false, message: '' })).status).toBe(200);
});

async function expectMaintenance503(res: Response, message = NOTICE) {
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ message, maintenance: true, until: expect.any(String) });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(30);
}

describe('maintenance mode', () => {
  it('is off on a new database, and getMaintenanceStatus says so to anyone', async () => {
    const res = await app.request('/api/app/getMaintenanceStatus');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ maintenance: false, message: '', until: null });
    expect((await app.request(lookup)).status).toBe(200);
  });

  it('lets an administrator switch it on with a message and an expected end, and logs who without personal data', async () => {
    const until = inOneHour();
    const res = await put(admin, { enabled: true, message: `  ${NOTICE}  `, until });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ maintenance: true, message: NOTICE, until });
    expect(await status()).toEqual({ maintenance: true, message: NOTICE, until });
    const line = logLines.findLast((l) => l.includes('maintenance mode switched on'))!;
    expect(JSON.parse(line)).toMatchObject({
      event: 'maintenance',
      enabled: true,
      byUserId: expect.any(Number),
      byRoles: ['ROLE_ADMIN'],
    });
    expect(line).not.toMatch(/admin@|Demo Admin|Results of May/);
  });

  it('answers 503 { message, maintenance, until } with Retry-After to public lookups, staff calls and sign-up', async () => {
    await switchOn();
    await expectMaintenance503(await app.request(lookup));
    await expectMaintenance503(await app.request('/api/app/getDistinctExamTitlesBy'));
    await expectMaintenance503(await faculty.request('/api/app/getDashboard'));
    await expectMaintenance503(await faculty.request('/api/fdb/getCountOfCitations?userName=faculty'));
    await expectMaintenance503(
      await faculty.request('/api/auth/resetUserPasswords', {
        json: { username: 'faculty', oldpassword: DEMO, newPassword: 'Other@2026' },
      }),
    );
    await expectMaintenance503(
      await app.request('/api/auth/signup', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    await expectMaintenance503(
      await app.request('/api/auth/forgotPassword', {
        method: 'POST',
        body: '{"email":"x@y.z"}',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });

  it('keeps health, the status, sign-in, me and logout open; a non-administrator who signs in is still refused', async () => {
    await switchOn();
    expect((await app.request('/api/health')).status).toBe(200);
    expect((await app.request('/api/app/getMaintenanceStatus')).status).toBe(200);
    const student = await signedIn('student');
    expect((await student.request('/api/auth/me')).status).toBe(200);
    await expectMaintenance503(await student.request('/api/app/getDashboard'));
    expect((await student.request('/api/auth/logout', { json: {} })).status).toBe(200);
  });

  it('lets administrators keep working', async () => {
    await switchOn();
    expect((await admin.request('/api/app/getDashboard')).status).toBe(200);
    expect((await admin.request(lookup)).status).toBe(200);
    expect((await admin.request('/api/app/getProgram')).status).toBe(200);
    expect((await (await signedIn('admin')).request('/api/app/getDistinctExamTitlesBy')).status).toBe(200);
  });

  it.each([
    ['enabled missing', { message: 'x' }, M.enabledRequired],
    ['enabled of the wrong type', { enabled: 'no' }, M.enabledRequired],
    ['a message that is not text', { enabled: false, message: 42 }, M.messageText],
    ['HTML in the message', { enabled: false, message: '<script>alert(1)</script>' }, M.messagePlainText],
    ['a message of 501 characters', { enabled: false, message: 'a'.repeat(501) }, M.messageTooLong],
    ['an end in the past', { enabled: true, until: '2020-01-01T10:00:00Z' }, M.untilPast],
    ['an end that is not a date', { enabled: true, until: 'tonight' }, M.untilInvalid],
    ['an end without a time zone', { enabled: true, until: '2099-01-01T10:00' }, M.untilInvalid],
    ['30 February', { enabled: true, until: '2099-02-30T10:00:00Z' }, M.untilInvalid],
    ['a body that is not an object', null, M.enabledRequired],
  ])('refuses %s with 400 and a clear message, changing nothing', async (_name, body, message) => {
    const before = await status();
    const res = await put(admin, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message });
    expect(await status()).toEqual(before);
  });

  it('refuses a switch by a non-administrator (403) and by an anonymous caller (401)', async () => {
    await switchOn();
    const before = await status();
    expect((await put(faculty, { enabled: false })).status).toBe(403);
    expect((await put(await signedIn('principal'), { enabled: false })).status).toBe(403);
    expect((await put(new SessionClient(app), { enabled: false })).status).toBe(401);
    expect(await status()).toEqual(before);
  });

  it('holds for every server process: another app on the same database sees a change within 5 seconds', async () => {
    await switchOn();
    const { app: other } = testApp(database.handle);
    expect((await status(other)).maintenance).toBe(true);
    expect((await put(admin, { enabled: false, message: '' })).status).toBe(200);
    // The other process answers from its copy until the copy is 5 s old: no database query per request.
    expect((await other.request(lookup)).status).toBe(503);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5_100 });
    expect((await other.request(lookup)).status).toBe(200);
  });

  it('restores service when switched off: status off, lookups and staff calls answer again', async () => {
    await switchOn();
    await expectMaintenance503(await faculty.request('/api/app/getDashboard'));
    expect((await put(admin, { enabled: false, message: '' })).status).toBe(200);
    expect(await status()).toEqual({ maintenance: false, message: '', until: null });
    expect((await app.request(lookup)).status).toBe(200);
    expect((await faculty.request('/api/app/getDashboard')).status).toBe(200);
    expect((await faculty.request('/api/app/getProgram')).status).toBe(200);
  });
});

describe('the pages', () => {
  it('are known app paths, so the server answers them with 200 (also while maintenance is on: pages are not API calls)', () => {
    expect(isKnownAppPath('/maintenance')).toBe(true);
    expect(isKnownAppPath('/app/Maintenance Mode')).toBe(true);
  });
});

describe('MAINTENANCE_MODE (deploys)', () => {
  it("reads '0' or '1', default '0', and stops the start on anything else", () => {
    expect(loadConfig({}).maintenanceAtStart).toBe(false);
    expect(loadConfig({ MAINTENANCE_MODE: '1' }).maintenanceAtStart).toBe(true);
    expect(() => loadConfig({ MAINTENANCE_MODE: 'yes' })).toThrow(/MAINTENANCE_MODE must be 0 or 1/);
  });

  it('switches maintenance on at start with the default notice, until an administrator switches it off', async () => {
    await switchOnAtStart(maintenanceService(database.handle.db, pino({ level: 'silent' })), pino({ level: 'silent' }));
    const { app: started } = testApp(database.handle);
    const res = await started.request(lookup);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: M.defaultNotice, maintenance: true, until: null });
    expect(res.headers.get('retry-after')).toBe('120');
    const startedAdmin = await signedIn('admin', started);
    expect((await put(startedAdmin, { enabled: false })).status).toBe(200);
    expect((await started.request(lookup)).status).toBe(200);
  });
});
