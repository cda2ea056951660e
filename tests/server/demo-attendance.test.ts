import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { attendanceSheets, timetables } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';

const SEED = { collegeCode: 'DEMO', collegeName: 'Demo College' };
let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.drop();
  database = undefined;
});

async function sheetsOn(date: string): Promise<number> {
  const [row] = await database!.handle.db
    .select({ n: count() })
    .from(attendanceSheets)
    .where(eq(attendanceSheets.date, date));
  return row!.n;
}

// The attendance E2E takes the class of the latest teaching day, so the demo must leave that day open on any weekday.
describe('the demo attendance leaves the latest teaching day for the teacher', () => {
  it('on a Friday: the day itself is open, the school days before it are marked', async () => {
    database = await seededDatabase('pglite', { ...SEED, demoAttendance: { now: new Date('2026-11-27T05:00:00Z') } });
    expect(await sheetsOn('2026-11-27')).toBe(0);
    expect(await sheetsOn('2026-11-26')).toBeGreaterThan(0);
    // The demo calendar's odd semester runs to 28 November, so its timetable is the odd one (not November's month rule).
    const made = await database.handle.db.select({ term: timetables.term }).from(timetables);
    expect(made.map((t) => t.term)).toEqual(['odd']);
  });

  it('on a Sunday: the Saturday before is open, the Friday marked', async () => {
    database = await seededDatabase('pglite', { ...SEED, demoAttendance: { now: new Date('2026-11-29T05:00:00Z') } });
    expect(await sheetsOn('2026-11-29')).toBe(0);
    expect(await sheetsOn('2026-11-28')).toBe(0);
    expect(await sheetsOn('2026-11-27')).toBeGreaterThan(0);
  });

  it("between semesters: the semester's last day is open, the days after it have no sheets", async () => {
    // Monday 30 November: the demo calendar's odd semester ended on Saturday 28 November.
    database = await seededDatabase('pglite', { ...SEED, demoAttendance: { now: new Date('2026-11-30T05:00:00Z') } });
    expect(await sheetsOn('2026-11-30')).toBe(0);
    expect(await sheetsOn('2026-11-28')).toBe(0);
    expect(await sheetsOn('2026-11-27')).toBeGreaterThan(0);
  });
});
