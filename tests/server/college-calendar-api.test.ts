import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academicYears, holidays } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { signedInClients } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';

/** The college calendar of a month for everyone signed in: holidays and closures, semester dates, activities. */
describe('college calendar API', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);

  beforeAll(async () => {
    database = await seededDatabase('pglite', TEMPLATE_SEEDS.demo);
    app = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-10-05T05:00:00Z')).clock }).app;
  }, 300_000);
  afterAll(async () => database?.drop());

  it("answers the month's holidays with a declared closure, its semester dates and activities, to a student", async () => {
    const db = database.handle.db;
    const [year] = await db.select({ id: academicYears.id }).from(academicYears).limit(1);
    await db.insert(holidays).values({ date: '2026-10-09', name: 'Closed for the cyclone', academicYearId: year!.id });
    const october = await (await as('student')).get('calendar');
    expect(october.status).toBe(200);
    expect(october.body.month).toBe('2026-10');
    expect(october.body.holidays).toEqual(
      expect.arrayContaining([
        { date: '2026-10-02', name: 'Gandhi Jayanti' },
        { date: '2026-10-09', name: 'Closed for the cyclone' },
      ]),
    );
    expect(october.body.terms).toContainEqual(
      expect.objectContaining({ startDate: '2026-07-01', endDate: '2026-11-28' }),
    );
    const february = await (await as('faculty')).get('calendar?month=2027-02');
    expect(february.body.activities).toContainEqual(
      expect.objectContaining({ title: 'Code Sprint technical festival', startDate: '2027-02-18' }),
    );
  });

  it('refuses a month that is not YYYY-MM, and anyone not signed in', async () => {
    expect((await (await as('student')).get('calendar?month=2026-13')).status).toBe(400);
    expect((await app.request('/api/app/calendar')).status).toBe(401);
  });
});
