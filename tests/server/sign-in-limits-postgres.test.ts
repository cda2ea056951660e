import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCollege } from '../../src/server/demo/college';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { testApp, testClock } from './support/test-app';

const signIn = async (app: ReturnType<typeof testApp>['app'], username: string, password: string) =>
  await app.request('/api/auth/signin?module=Admin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

if (await postgresReachable()) {
  describe('sign-in limits on PostgreSQL with two API replicas', () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await freshDatabase('postgres');
      await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    });
    afterAll(async () => database?.drop());

    it('lets exactly LOGIN_FREE_FAILURES of 20 simultaneous guesses through, whichever replica they reach', async () => {
      const clock = testClock();
      const replicas = [0, 1].map(() => testApp(database.handle, {}, { clock: clock.clock, defaultLimits: true }).app);
      const statuses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => signIn(replicas[i % 2]!, 'dean', `Wrong@${i}`).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    }, 120_000);
  });
} else {
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL sign-in limit test is SKIPPED ***\n`);
  describe.skip('sign-in limits on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
