import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  academicYears,
  activities,
  degrees,
  departments,
  holidays,
  leaveAllotments,
  leaveTypes,
  semesterDates,
  semesters,
} from '../db/schema';
import { DEMO_TERMS, academicYearName, shiftedDay } from './demo-year';
import type { DemoPart } from './demo-part';

/** The demo college's years as written: the current one (2026-2027) and the one before it. */
const YEARS = [
  { startYear: 2025, startDate: '2025-06-01', endDate: '2026-05-31', isCurrent: false },
  { startYear: 2026, startDate: '2026-06-01', endDate: '2027-05-31', isCurrent: true },
] as const;

const TERMS = DEMO_TERMS;

const HOLIDAYS: readonly (readonly [string, string])[] = [
  ['2026-08-15', 'Independence Day'],
  ['2026-09-14', 'Vinayaka Chavithi'],
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-10-20', 'Vijaya Dashami'],
  ['2026-11-08', 'Deepavali'],
  ['2026-12-25', 'Christmas'],
  ['2027-01-14', 'Sankranti'],
  ['2027-01-26', 'Republic Day'],
];

const ACTIVITIES = [
  {
    title: 'Orientation for first years',
    startDate: '2026-07-01',
    endDate: '2026-07-03',
    venue: 'Main auditorium',
    organiser: 'Principal office',
    department: null,
    description: 'Welcome, rules of the college, meeting the mentors',
  },
  {
    title: 'Code Sprint technical festival',
    startDate: '2027-02-18',
    endDate: '2027-02-20',
    venue: 'Computer Science block',
    organiser: 'CSE student chapter',
    department: 'Computer Science and Engineering',
    description: 'Hackathon, paper presentations and project expo',
  },
  {
    title: 'Annual sports meet',
    startDate: '2027-01-08',
    endDate: '2027-01-10',
    venue: 'College grounds',
    organiser: 'Physical education',
    department: null,
    description: '',
  },
  {
    title: 'College day',
    startDate: '2027-03-20',
    endDate: '2027-03-20',
    venue: 'Main auditorium',
    organiser: 'Cultural committee',
    department: null,
    description: 'Prizes, cultural programme',
  },
] as const;

const LEAVE_TYPES = [
  { code: 'CL', name: 'Casual leave', halfDaysAllowed: true, needsAttachment: false },
  { code: 'EL', name: 'Earned leave', halfDaysAllowed: false, needsAttachment: false },
  { code: 'OD', name: 'On duty', halfDaysAllowed: true, needsAttachment: true },
  { code: 'ML', name: 'Medical leave', halfDaysAllowed: false, needsAttachment: true },
] as const;

/** Days a year by staff category and leave type. */
const ALLOTMENTS: Readonly<Record<'teaching' | 'non-teaching', Readonly<Record<string, number>>>> = {
  teaching: { CL: 12, EL: 6, OD: 15, ML: 10 },
  'non-teaching': { CL: 12, EL: 15, OD: 6, ML: 10 },
};

/**
 * The demo college's calendar and leave: the current academic year (and the one before), every degree's semester
 * dates within it, holidays, events, the leave types CL, EL, OD and ML and their yearly allotments. Written for
 * 2026-2027 and moved by `shift` whole years (demo-year.ts), so the day the demo is made is in its current year.
 */
export async function seedAcademicCalendar(db: Database, shift = 0): Promise<void> {
  const day = (d: string) => shiftedDay(d, shift);
  const years = await db
    .insert(academicYears)
    .values(
      YEARS.map((y) => ({
        name: academicYearName(y.startYear + shift),
        startDate: day(y.startDate),
        endDate: day(y.endDate),
        isCurrent: y.isCurrent,
      })),
    )
    .returning();
  const current = years.find((y) => y.isCurrent)!;
  const spanOf = (term: { startDate: string; endDate: string }) => ({
    startDate: day(term.startDate),
    endDate: day(term.endDate),
  });
  const allSemesters = await db
    .select({ id: semesters.id, degreeId: semesters.degreeId, number: semesters.number })
    .from(semesters)
    .innerJoin(degrees, eq(degrees.id, semesters.degreeId));
  if (allSemesters.length)
    await db.insert(semesterDates).values(
      allSemesters.map((s) => ({
        academicYearId: current.id,
        degreeId: s.degreeId,
        semesterId: s.id,
        ...spanOf(s.number % 2 === 1 ? TERMS.odd : TERMS.even),
      })),
    );
  await db
    .insert(holidays)
    .values(HOLIDAYS.map(([date, name]) => ({ date: day(date), name, academicYearId: current.id })));
  const departmentRows = await db.select({ id: departments.id, name: departments.name }).from(departments);
  await db.insert(activities).values(
    ACTIVITIES.map(({ department, ...activity }) => ({
      ...activity,
      ...spanOf(activity),
      departmentId: departmentRows.find((d) => d.name === department)?.id ?? null,
    })),
  );
  const types = await db
    .insert(leaveTypes)
    .values([...LEAVE_TYPES])
    .returning();
  await db.insert(leaveAllotments).values(
    (Object.keys(ALLOTMENTS) as (keyof typeof ALLOTMENTS)[]).flatMap((staffCategory) =>
      types.map((type) => ({
        academicYearId: current.id,
        staffCategory,
        leaveTypeId: type.id,
        days: ALLOTMENTS[staffCategory][type.code] ?? 0,
      })),
    ),
  );
}

/** The demo college's academic calendar part: this academic year's terms, holidays and events. */
export const academicCalendarDemo: DemoPart = {
  name: 'academic calendar',
  order: 80,
  seed: (tx, { batch }) => seedAcademicCalendar(tx, batch.shift),
};
