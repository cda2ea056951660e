import { utcDay } from '../../domain/calendar/calendar-date';
import { collegeDay } from '../../domain/calendar/college-time';
import { addDays, weekdayOf } from '../../domain/timetable/timetable';

/** The academic year the demo calendar is written for: 2026-2027, June to May like every demo college year. */
const WRITTEN_FOR = 2026;

/**
 * How many years the demo calendar moves from 2026-2027 so that `now` falls in its current academic year; 0 without
 * a moment (tests seed the calendar as written, whatever the day they run on).
 */
export function demoYearShift(now: Date | undefined): number {
  if (!now) return 0;
  const day = collegeDay(now);
  const year = Number(day.slice(0, 4));
  return (Number(day.slice(5, 7)) >= 6 ? year : year - 1) - WRITTEN_FOR;
}

/** A day of the demo calendar (YYYY-MM-DD; never 29 February) moved by whole years. */
export const shiftedDay = (day: string, years: number): string =>
  `${String(Number(day.slice(0, 4)) + years)}${day.slice(4)}`;

/**
 * A working day of the demo (a leave) moved by whole years onto the same weekday, within three days of its date:
 * a leave written for a Friday stays on a Friday, never a Sunday.
 */
export function shiftedWeekday(day: string, years: number): string {
  const moved = shiftedDay(day, years);
  const behind = (((weekdayOf(day) - weekdayOf(moved)) % 7) + 7) % 7;
  return addDays(moved, behind > 3 ? behind - 7 : behind);
}

/** A moment of the demo calendar (ISO, UTC) moved as shiftedWeekday moves its day, so it stays before the leave. */
export const shiftedMoment = (iso: string, years: number): Date =>
  new Date(`${shiftedWeekday(iso.slice(0, 10), years)}${iso.slice(10)}`);

/** The name of the academic year that starts in June of `startYear` ('2026-2027'). */
export const academicYearName = (startYear: number): string => `${String(startYear)}-${String(startYear + 1)}`;

/** The start year of the demo's current academic year, moved by `years`. */
export const demoCurrentYear = (years: number): number => WRITTEN_FOR + years;

/** The demo's terms as written for 2026-2027: odd semesters teach from July to November, even ones December to April. */
export const DEMO_TERMS = {
  odd: { startDate: '2026-07-01', endDate: '2026-11-28' },
  even: { startDate: '2026-12-14', endDate: '2027-04-30' },
} as const;

/** The demo's institution and entry code in every roll number: 23B81A0501 is the 2023 batch's CSE student 1. */
const ROLL_CODE = 'B81A';

/** The two B.Tech batches the demo is built around, on the day it is seeded. */
export interface DemoBatch {
  /** Whole years the demo moves from 2026-2027 (demoYearShift). */
  shift: number;
  /** The 300 students on roll: the batch in IV Year in the current academic year (2023 as written). */
  startYear: number;
  name: string;
  /** '23B81A' as written: the batch's year digits and the college's code. */
  rollPrefix: string;
  /** IV Year I Semester (7) until the even term starts in December, IV Year II Semester (8) from then to May. */
  semester: 7 | 8;
  /** The batch before it, passed out: the 300 graduates the alumni demo comes from (2022 as written). */
  graduated: { startYear: number; name: string; rollPrefix: string };
}

const rollPrefixOf = (startYear: number) => `${String(startYear % 100).padStart(2, '0')}${ROLL_CODE}`;
const batchNameOf = (startYear: number) => `${String(startYear)}-${String(startYear + 4)}`;

/**
 * The demo's batches for the day it is seeded on: the one derivation every date-like part of the demo (batches,
 * roll numbers, dates of birth, exams, calendar) follows. Without a moment, the demo as written (2026-11-29's).
 */
export function demoBatch(now?: Date): DemoBatch {
  const shift = demoYearShift(now);
  const startYear = WRITTEN_FOR - 3 + shift;
  const evenTermStarts = shiftedDay(DEMO_TERMS.even.startDate, shift);
  const semester = now && collegeDay(now) >= evenTermStarts ? 8 : 7;
  return {
    shift,
    startYear,
    name: batchNameOf(startYear),
    rollPrefix: rollPrefixOf(startYear),
    semester,
    graduated: { startYear: startYear - 1, name: batchNameOf(startYear - 1), rollPrefix: rollPrefixOf(startYear - 1) },
  };
}

/** A demo roll number: `demoRollNumber(batch.rollPrefix, '05', 1)` is '23B81A0501' as written. */
export const demoRollNumber = (rollPrefix: string, branchCode: string, serial: number): string =>
  `${rollPrefix}${branchCode}${String(serial).padStart(2, '0')}`;

/**
 * A deterministic date of birth for a batch (2023's born June 2004 to May 2006), spread by position so that
 * neighbouring roll numbers differ; it takes nothing from the seeded random stream, so names and marks stay.
 */
export function batchDateOfBirth(startYear: number, position: number): string {
  const day = new Date(Date.UTC(startYear - 19, 5, 1) + ((position * 97) % 730) * 86_400_000);
  return utcDay(day);
}

/** The date of birth of a batch's first CSE student (the demo student, and the demo alumnus's classmate). */
export const firstStudentDateOfBirth = (startYear: number): string => `${String(startYear - 18)}-08-15`;
