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
