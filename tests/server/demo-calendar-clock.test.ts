import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../src/domain/timetable/timetable';
import { academicYears, holidays, leaveAllotments, leaveApplications, semesterDates } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { freshDatabase, type TestDatabase } from './support/databases';

/** The days of the demo leave as written for 2026-2027, in the order the seed inserts them. */
const WRITTEN_LEAVE = ['2026-07-10', '2027-03-15', '2026-09-21', '2027-02-12'];

describe('the demo calendar follows the day it is made on', { timeout: 300_000 }, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    await seedDemoCollege(database.handle.db, {
      collegeCode: 'DEMO',
      collegeName: 'Demo College',
      now: new Date('2027-09-15T05:00:00Z'),
    });
  });
  afterAll(async () => database?.drop());

  it('makes the academic year the day falls in (June to May) the current one, with the year before it', async () => {
    const years = await database.handle.db
      .select({
        name: academicYears.name,
        from: academicYears.startDate,
        to: academicYears.endDate,
        current: academicYears.isCurrent,
      })
      .from(academicYears)
      .orderBy(asc(academicYears.startDate));
    expect(years).toEqual([
      { name: '2026-2027', from: '2026-06-01', to: '2027-05-31', current: false },
      { name: '2027-2028', from: '2027-06-01', to: '2028-05-31', current: true },
    ]);
  });

  it("puts the semester dates, holidays and leave allotments in that year, so today's semester and balances exist", async () => {
    const db = database.handle.db;
    const [current] = await db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
    const spans = await db.select({ from: semesterDates.startDate, to: semesterDates.endDate }).from(semesterDates);
    expect(new Set(spans.map((s) => `${s.from}..${s.to}`))).toEqual(
      new Set(['2027-07-01..2027-11-28', '2027-12-14..2028-04-30']),
    );
    expect(spans.some((s) => s.from <= '2027-09-15' && '2027-09-15' <= s.to)).toBe(true);
    const days = (await db.select({ date: holidays.date }).from(holidays)).map((h) => h.date);
    expect(days).toContain('2027-08-15');
    expect(days.every((d) => d >= current!.startDate && d <= current!.endDate)).toBe(true);
    const allotted = await db.select({ year: leaveAllotments.academicYearId }).from(leaveAllotments);
    expect(allotted.length).toBeGreaterThan(0);
    expect(allotted.every((a) => a.year === current!.id)).toBe(true);
  });

  it('moves the demo leave into that year on the weekdays it was written for', async () => {
    const leave = await database.handle.db
      .select({
        from: leaveApplications.fromDate,
        year: leaveApplications.academicYearId,
        decidedAt: leaveApplications.decidedAt,
      })
      .from(leaveApplications)
      .orderBy(asc(leaveApplications.id));
    const [current] = await database.handle.db.select().from(academicYears).where(eq(academicYears.isCurrent, true));
    expect(leave.map((l) => l.year)).toEqual(WRITTEN_LEAVE.map(() => current!.id));
    expect(leave.map((l) => weekdayOf(l.from))).toEqual(WRITTEN_LEAVE.map(weekdayOf));
    for (const l of leave) {
      expect(l.from >= '2027-06-01' && l.from <= '2028-05-31').toBe(true);
      if (l.decidedAt) expect(l.decidedAt.toISOString().slice(0, 10) <= l.from).toBe(true);
    }
  });
});
