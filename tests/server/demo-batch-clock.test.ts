import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weekdayOf } from '../../src/domain/timetable/timetable';
import { collegeDay } from '../../src/domain/calendar/college-time';
import {
  batches,
  courses,
  examTitles,
  facultyAllotments,
  semesters,
  students,
  timetables,
  timetableSlots,
} from '../../src/server/db/schema';
import { studentsOwingFees } from '../../src/server/modules/payments/service';
import { seedDemoCollege } from '../../src/server/demo/college';
import { demoBatch } from '../../src/server/demo/demo-year';
import { DEMO_ALLOTMENT_YEAR, demoAllotmentYear } from '../../src/server/demo/faculty-allotments';
import { BTECH_BRANCHES } from '../../src/server/demo/names-and-courses';
import { LATER_COURSES } from '../../src/server/demo/later-courses';
import { PAYMENT_HISTORY_SERIALS } from '../../src/server/demo/paid-dues';
import { demoSeededAt } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';

/**
 * Moments the demo is seeded on, with the batch on roll and its semester that the demo calendar gives them, and the
 * academic year of its allotments and timetable.
 */
const MOMENTS = [
  {
    at: '2026-11-29T05:00:00Z',
    batch: '2023-2027',
    prefix: '23B81A',
    semester: 7,
    graduated: '2022-2026',
    year: '2026-2027',
  },
  {
    at: '2027-03-01T05:00:00Z',
    batch: '2023-2027',
    prefix: '23B81A',
    semester: 8,
    graduated: '2022-2026',
    year: '2026-2027',
  },
  {
    at: '2030-08-20T05:00:00Z',
    batch: '2027-2031',
    prefix: '27B81A',
    semester: 7,
    graduated: '2026-2030',
    year: '2030-2031',
  },
] as const;

describe('the demo batch follows the day the demo is seeded on', () => {
  it.each(MOMENTS)('seeded on $at: batch $batch ($prefix…) in semester $semester', (m) => {
    const batch = demoBatch(new Date(m.at));
    expect(batch.name).toBe(m.batch);
    expect(batch.rollPrefix).toBe(m.prefix);
    expect(batch.semester).toBe(m.semester);
    expect(batch.graduated.name).toBe(m.graduated);
  });

  it('is the 2026-11-29 demo without a moment (the demo as written, which server tests load)', () => {
    expect(demoBatch()).toEqual(demoBatch(new Date(MOMENTS[0].at)));
  });

  it('gives the allotment year of the seeded moment, and 2026-2027 as written (what server tests seed)', () => {
    expect(MOMENTS.map((m) => demoAllotmentYear(new Date(m.at)))).toEqual(MOMENTS.map((m) => m.year));
    expect(DEMO_ALLOTMENT_YEAR).toBe(demoAllotmentYear(new Date(MOMENTS[0].at)));
  });

  it('moves to IV Year II Semester on the day the even term starts, not before', () => {
    expect(demoBatch(new Date('2026-12-13T12:00:00Z')).semester).toBe(7);
    expect(demoBatch(new Date('2026-12-14T05:00:00Z')).semester).toBe(8);
    expect(demoBatch(new Date('2027-05-31T12:00:00Z')).semester).toBe(8);
    expect(demoBatch(new Date('2027-06-01T05:00:00Z'))).toMatchObject({ name: '2024-2028', semester: 7 });
  });
});

describe.each(MOMENTS)('the demo seeded on $at', { timeout: 300_000 }, (m) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const now = new Date(m.at);
    await seedDemoCollege(database.handle.db, {
      collegeCode: 'DEMO',
      collegeName: 'Demo College',
      now,
      demoAttendance: { now },
      paidDues: { now },
    });
  });
  afterAll(async () => database?.drop());

  const studentsOf = async (batchName: string) => {
    const db = database.handle.db;
    return db
      .select({ rollNo: students.rollNo, status: students.status, semester: students.semester })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .where(eq(batches.name, batchName));
  };

  it(`has 300 students of ${m.batch} studying in semester ${String(m.semester)}, roll numbers ${m.prefix}…`, async () => {
    const onRoll = await studentsOf(m.batch);
    expect(onRoll).toHaveLength(300);
    expect(onRoll.every((s) => s.rollNo.startsWith(m.prefix))).toBe(true);
    expect(new Set(onRoll.map((s) => `${s.status} ${String(s.semester)}`))).toEqual(
      new Set([`studying ${String(m.semester)}`]),
    );
  });

  it(`has 300 graduates of ${m.graduated}, the batch before it`, async () => {
    const graduates = await studentsOf(m.graduated);
    expect(graduates).toHaveLength(300);
    expect(new Set(graduates.map((s) => s.status))).toEqual(new Set(['graduated']));
  });

  it("publishes the batch's earlier exams in the years it sat them", async () => {
    const titles = (await database.handle.db.select({ title: examTitles.title }).from(examTitles)).map((t) => t.title);
    const start = Number(m.batch.slice(0, 4));
    expect(titles).toContain(`B.Tech II Year I Semester (R22) Regular Examinations, December ${String(start + 1)}`);
  });

  it('has subjects of the semester the batch is in for every branch', async () => {
    const db = database.handle.db;
    const [semester] = await db.select().from(semesters).where(eq(semesters.number, m.semester));
    const rows = await db
      .select({ branch: courses.branchId, n: count() })
      .from(courses)
      .where(eq(courses.semesterId, semester!.id))
      .groupBy(courses.branchId);
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.n >= 4)).toBe(true);
  });

  it('has classes on the timetable for the seeded weekday and every other teaching day, Monday to Saturday', async () => {
    const slots = await database.handle.db.select({ day: timetableSlots.day }).from(timetableSlots);
    expect(new Set(slots.map((s) => s.day))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    // 2026-11-29 is a Sunday: the next teaching day, Monday, has its classes.
    const weekday = weekdayOf(collegeDay(new Date(m.at)));
    expect(slots.some((s) => s.day === (weekday === 7 ? 1 : weekday))).toBe(true);
  });

  it(`has the timetable's classes in semester ${String(m.semester)}'s subjects, allotted for ${m.year}`, async () => {
    const db = database.handle.db;
    const taught = await db
      .selectDistinct({ name: courses.name, semester: semesters.number, year: facultyAllotments.academicYear })
      .from(timetableSlots)
      .innerJoin(facultyAllotments, eq(facultyAllotments.id, timetableSlots.allotmentId))
      .innerJoin(courses, eq(courses.id, facultyAllotments.subjectId))
      .innerJoin(semesters, eq(semesters.id, courses.semesterId));
    expect(taught).toHaveLength(3);
    const names = LATER_COURSES.CSE![m.semester]!.map(([name]) => name);
    for (const t of taught) expect([t.name, t.semester, t.year]).toEqual([expect.toBeOneOf(names), m.semester, m.year]);
    const years = await db.selectDistinct({ year: timetables.academicYear }).from(timetables);
    expect(years).toEqual([{ year: m.year }]);
    const allotted = await db.selectDistinct({ year: facultyAllotments.academicYear }).from(facultyAllotments);
    const start = Number(m.year.slice(0, 4));
    // This year's, and the demo teacher's subject of last year (attendance.ts).
    expect(allotted.map((a) => a.year).sort()).toEqual([`${String(start - 1)}-${String(start)}`, m.year]);
  });

  it('has the current tuition paid by most of the batch, a few a branch still owing', async () => {
    const db = database.handle.db;
    const demo = demoSeededAt(new Date(m.at));
    const onRoll = await db
      .select({ id: students.id, rollNo: students.rollNo })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .where(eq(batches.name, m.batch));
    const owing = await studentsOwingFees(
      db,
      onRoll.map((s) => s.id),
      m.semester,
    );
    const owingRolls = onRoll.filter((s) => owing.has(s.id)).map((s) => s.rollNo);
    // Those the seed leaves owing, and some of the payment history's students (fee-payments.ts), no others.
    const history = PAYMENT_HISTORY_SERIALS.map((n) => demo.roll(`05${String(n).padStart(2, '0')}`));
    expect(owingRolls.filter((r) => !history.includes(r)).sort()).toEqual(
      BTECH_BRANCHES.flatMap((b) => demo.owingRolls(b.code)).sort(),
    );
    expect(owingRolls.length).toBeLessThan(onRoll.length / 10);
  });
});
