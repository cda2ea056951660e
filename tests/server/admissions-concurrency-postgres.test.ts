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
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026ADM${String(i + 3).padStart(4, '0')}`));
    expect((await database.handle.db.select({ id: admissions.id }).from(admissions)).length).toBe(20);
    expect(
      (await database.handle.db.select({ roll: students.rollNo }).from(students)).filter((s) => s.roll.includes('ADM'))
        .length,
    ).toBe(20 + 2); // and the seed's two applicants
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
