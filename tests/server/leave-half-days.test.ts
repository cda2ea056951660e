import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { POSTGRES_URL, postgresReachable, seededDatabase, type TestDatabase } from './support/databases';
import { TEMPLATE_SEEDS } from './support/database-templates';
import { SessionClient } from './support/session-client';
import { signedInClients } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';

// Tuesday 4 August 2026, 10:00 in the college: the demo calendar's 2026-2027 odd semester.
const TUESDAY = '2026-08-04';
const DAY = 86_400_000;

/**
 * A half day of leave covers the classes of its half of the bell schedule (the morning ends at the longest break):
 * the classes without a teacher list only those.
 */
function halfDayLeaveSuite(kind: 'pglite' | 'postgres') {
  describe(`half-day leave and the classes without a teacher on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const time = testClock(Date.parse(`${TUESDAY}T04:30:00Z`));
    const as = signedInClients(() => app);
    /** The faculty member's own session, whose cookie goes with the multipart application. */
    let faculty: SessionClient;

    beforeAll(async () => {
      database = await seededDatabase(kind, TEMPLATE_SEEDS.demo);
      app = testApp(database.handle, {}, { clock: time.clock }).app;
      faculty = new SessionClient(app);
      expect((await faculty.signIn('faculty', 'Campus@2026')).status).toBe(200);
    }, 300_000);
    afterAll(async () => database?.drop());

    /** The faculty member's (EMP0041) classes of Period 1 (morning) and Period 6 (afternoon) on a weekday. */
    async function morningAndAfternoon(day: number) {
      const academics = await as('academics');
      const allotments = (await academics.get(`allotments?academicYear=${DEMO_ALLOTMENT_YEAR}`)).body.rows as {
        id: number;
        empCode: string;
        sectionId: number;
      }[];
      const mine = allotments.find((a) => a.empCode === 'EMP0041')!;
      const listed = (await academics.get(`timetables?academicYear=${DEMO_ALLOTMENT_YEAR}&term=odd`)).body.rows as {
        id: number;
        sectionId: number;
      }[];
      const timetableId =
        listed.find((t) => t.sectionId === mine.sectionId)?.id ??
        ((
          await academics.post('timetables', {
            academicYear: DEMO_ALLOTMENT_YEAR,
            term: 'odd',
            sectionId: mine.sectionId,
          })
        ).body.row.id as number);
      const bell = (await academics.get('lists/bellPeriods?pageSize=100')).body.rows as { id: number; name: string }[];
      const slotOf = async (period: string) => {
        const slot = await academics.post(`timetables/${timetableId}/slots`, {
          day,
          periodId: bell.find((p) => p.name === period)!.id,
          allotmentId: mine.id,
          room: '',
        });
        expect(slot.status).toBe(201);
        return slot.body.row.id as number;
      };
      return { morning: await slotOf('Period 1'), afternoon: await slotOf('Period 6') };
    }

    /** Applies for one half day of CL on a date as the faculty member, and has the HoD approve it. */
    async function approvedHalfDay(date: string, half: { fromHalf: 'second' } | { toHalf: 'first' }) {
      const types = (await (await as('faculty')).get('leave')).body.balances as { code: string; leaveTypeId: number }[];
      const form = new FormData();
      const leave = { leaveTypeId: types.find((t) => t.code === 'CL')!.leaveTypeId, fromDate: date, toDate: date };
      form.set('leave', JSON.stringify({ ...leave, ...half, reason: 'Half a day away' }));
      const cookie = [...faculty.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const applied = await app.request('/api/app/leave', { method: 'POST', body: form, headers: { cookie } });
      expect(applied.status).toBe(201);
      const id = ((await applied.json()) as { row: { id: number } }).row.id;
      expect((await (await as('hod')).post(`leave/${String(id)}/decision`, { decision: 'approve' })).status).toBe(200);
    }

    const uncovered = async () =>
      ((await (await as('hod')).get('leave/uncovered')).body.classes as { slotId: number }[]).map((c) => c.slotId);

    it("lists only the afternoon's classes of a teacher away from midday, and only the morning's of one away until it", async () => {
      const tuesday = await morningAndAfternoon(2);
      await approvedHalfDay(TUESDAY, { fromHalf: 'second' });
      const onTuesday = await uncovered();
      expect(onTuesday).toContain(tuesday.afternoon);
      expect(onTuesday).not.toContain(tuesday.morning);

      const wednesday = await morningAndAfternoon(3);
      await approvedHalfDay('2026-08-05', { toHalf: 'first' });
      time.advance(DAY);
      try {
        const onWednesday = await uncovered();
        expect(onWednesday).toContain(wednesday.morning);
        expect(onWednesday).not.toContain(wednesday.afternoon);
      } finally {
        time.advance(-DAY);
      }
    });
  });
}

halfDayLeaveSuite('pglite');
if (await postgresReachable()) {
  halfDayLeaveSuite('postgres');
} else {
  console.warn(
    `\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the PostgreSQL half-day leave suite is SKIPPED ***\n`,
  );
  describe.skip('half-day leave on postgres (server not reachable)', () => it('needs TEST_DATABASE_URL'));
}
