import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import { loadConfig } from '../../src/server/config';
import { students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { testApp, testClock } from './support/test-app';

let database: TestDatabase;
const limits = loadConfig({}).selfPaymentLimits;

/**
 * Applicants of this file only (copies of the demo applicant 2026ADM0001 with other numbers and dates of
 * birth), so each test locks its own admission numbers whatever order the tests run in.
 */
const APPLICANTS = {
  locked: { admissionNo: '2026ADM9001', dateOfBirth: '2008-01-11' },
  other: { admissionNo: '2026ADM9002', dateOfBirth: '2008-02-12' },
  walker: { admissionNo: '2026ADM9003', dateOfBirth: '2008-03-13' },
  successes: { admissionNo: '2026ADM9004', dateOfBirth: '2008-04-14' },
  payer: { admissionNo: '2026ADM9005', dateOfBirth: '2008-05-15' },
};

/** The app with the shipped default limits, behind a proxy so a test can say which address calls. */
const campusApp = () => {
  const clock = testClock();
  return { clock, ...testApp(database.handle, { TRUST_PROXY: '1' }, { clock: clock.clock, defaultLimits: true }) };
};
type App = ReturnType<typeof campusApp>['app'];

const identify = (app: App, address: string, body: { admissionNo: string; dateOfBirth: string }) =>
  app.request('/api/app/getApplicantFeePaymentDetails', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
/** What a client can tell apart: status, Retry-After and body. */
const answer = async (res: Response) => ({
  status: res.status,
  retryAfter: res.headers.get('retry-after'),
  body: await res.json(),
});
const wrongDob = (who: { admissionNo: string }) => ({ admissionNo: who.admissionNo, dateOfBirth: '2000-01-01' });

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const [template] = await database.handle.db.select().from(students).where(eq(students.rollNo, '2026ADM0001'));
  const { id: _, ...row } = template!;
  await database.handle.db.insert(students).values(
    Object.values(APPLICANTS).map((a) => ({
      ...row,
      rollNo: a.admissionNo,
      dateOfBirth: a.dateOfBirth,
      email: `${a.admissionNo}@example.in`,
    })),
  );
}, 300_000);
afterAll(async () => database?.drop());

describe('applicant self payment: admission number + date of birth are limited (docs/limits.md)', () => {
  it('locks an admission number after the allowed wrong dates of birth, even for the right one, until the lockout ends', async () => {
    const { app, clock } = campusApp();
    const { locked, other } = APPLICANTS;
    for (let i = 0; i < limits.failures; i++) {
      const miss = await identify(app, `10.8.0.${i + 1}`, wrongDob(locked)); // even spread over addresses
      expect(miss.status).toBe(404);
    }
    for (const address of ['10.8.0.1', '10.8.1.1']) {
      const refused = await identify(app, address, locked);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.tooManyAttempts });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(limits.lockoutMs / 1000);
    }
    // Paying is identified the same way, so it is refused too (before any gateway call).
    const pay = await app.request('/api/app/payNewAdmissionFee', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.1.1' },
      body: JSON.stringify({ ...locked, amount: '25000' }),
    });
    expect(pay.status).toBe(429);
    // Another applicant, from another address and from the guessing one, is served meanwhile.
    expect((await identify(app, '10.8.2.1', other)).status).toBe(200);
    expect((await identify(app, '10.8.0.1', other)).status).toBe(200);

    clock.advance(limits.lockoutMs);
    const lifted = await identify(app, '10.8.1.1', locked);
    expect(lifted.status).toBe(200);
    expect(await lifted.json()).toMatchObject([{ rollNo: locked.admissionNo, feeType: 'NEW ADMISSION FEE' }]);
  });

  it('answers an unknown admission number exactly like a wrong date of birth, and limits it the same way', async () => {
    const { app } = campusApp();
    const unknown = { admissionNo: '2026ADM8888', dateOfBirth: '2008-01-01' };
    const wrong = wrongDob(APPLICANTS.walker);
    for (let i = 0; i < limits.failures; i++) {
      const a = await answer(await identify(app, '10.9.0.1', unknown));
      const b = await answer(await identify(app, '10.9.0.2', wrong));
      expect(a).toEqual(b);
      expect(a).toEqual({ status: 404, retryAfter: null, body: { message: M.applicantNoMatch } });
    }
    const a = await answer(await identify(app, '10.9.0.1', unknown));
    const b = await answer(await identify(app, '10.9.0.2', { ...wrong, dateOfBirth: APPLICANTS.walker.dateOfBirth }));
    expect(a.status).toBe(429);
    expect(a).toEqual(b);
  });

  it('stops one address walking admission numbers, while other addresses are served', async () => {
    const { app, clock } = campusApp();
    const statuses: number[] = [];
    for (let n = 0; n < limits.addressFailureLimit + 5; n++)
      statuses.push(
        (
          await identify(app, '10.10.0.1', {
            admissionNo: `2026ADM7${String(n).padStart(3, '0')}`,
            dateOfBirth: '2008-06-01',
          })
        ).status,
      );
    expect(statuses.indexOf(429)).toBe(limits.addressFailureLimit);
    expect(statuses.slice(limits.addressFailureLimit).every((s) => s === 429)).toBe(true);
    // A real applicant from that address waits too (a 200 would tell the walker a guess was right) …
    expect((await identify(app, '10.10.0.1', APPLICANTS.payer)).status).toBe(429);
    // … and is served from any other address.
    expect((await identify(app, '10.10.0.2', APPLICANTS.payer)).status).toBe(200);
    clock.advance(limits.addressWindowMs);
    expect((await identify(app, '10.10.0.1', APPLICANTS.payer)).status).toBe(200);
  });

  it('never counts a right identification, and forgets the misses of the number it matched', async () => {
    const { app } = campusApp();
    const { successes } = APPLICANTS;
    for (let i = 0; i < 3 * limits.failures; i++)
      expect((await identify(app, '10.11.0.1', successes)).status).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < limits.failures - 1; i++)
        expect((await identify(app, '10.11.0.1', wrongDob(successes))).status).toBe(404);
      expect((await identify(app, '10.11.0.1', successes)).status).toBe(200);
    }
  });
});
