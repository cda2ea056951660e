import type { Hono } from 'hono';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissions, students } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { admissionPayload, postAdmission } from './support/admission-client';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the concurrent admissions test is SKIPPED ***\n`);

describe.skipIf(!reachable)('admission numbers under concurrent saves on PostgreSQL', () => {
  let database: TestDatabase;
  let app: Hono;
  let clerk: SessionClient;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-07-15T06:00:00Z')).clock }));
    clerk = new SessionClient(app);
    expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
  }, 300_000);
  afterAll(async () => database?.drop());

  it('gives 20 saves sent at once 20 distinct consecutive admission numbers and 20 students', async () => {
    // Counted from what is there: the other test may have saved an admission first.
    const { db } = database.handle;
    const admissionRows = async () => (await db.select({ id: admissions.id }).from(admissions)).length;
    const admissionRolls = async () =>
      (await db.select({ roll: students.rollNo }).from(students)).map((s) => s.roll).filter((r) => r.includes('ADM'));
    const admissionsBefore = await admissionRows();
    const rollsBefore = await admissionRolls();
    // The seed's two applicants are among them.
    expect(rollsBefore).toEqual(expect.arrayContaining(['2026ADM0001', '2026ADM0002']));
    const last = Math.max(...rollsBefore.map((r) => Number(/^2026ADM(\d{4})$/.exec(r)?.[1] ?? 0)));
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postAdmission(
          app,
          clerk,
          admissionPayload({
            name: `Student ${String.fromCharCode(65 + i)}`,
            aadharNo: withVerhoeffDigit(String(40000000000 + i)),
          }),
        ),
      ),
    );
    expect(saves.map((s) => s.status)).toEqual(Array(20).fill(201));
    const numbers = saves.map((s) => s.body.adminNo as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026ADM${String(last + 1 + i).padStart(4, '0')}`));
    expect(await admissionRows()).toBe(admissionsBefore + 20);
    expect((await admissionRolls()).length).toBe(rollsBefore.length + 20);
  });

  it('lets only one of two saves of the same Aadhaar sent at once through; the other gets 409', async () => {
    const both = await Promise.all(
      [0, 1].map(() => postAdmission(app, clerk, admissionPayload({ aadharNo: '555566697777' }))),
    );
    expect(both.map((s) => s.status).sort()).toEqual([201, 409]);
    expect(both.find((s) => s.status === 409)!.body.message).toBe(
      'An admission with this Aadhaar number already exists. Open it in modify mode to change it.',
    );
  });
});
