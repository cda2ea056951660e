import * as v from 'valibot';
import { LIST_MESSAGES } from '../academic/messages';
import { calendarDate } from './calendar-date';

/** A month of the college calendar: 'YYYY-MM'. */
const month = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, LIST_MESSAGES.invalid));
const day = v.pipe(v.string(), calendarDate(LIST_MESSAGES.invalid));

export const MonthQuerySchema = v.object({ month: v.optional(month) });

/** What the college calendar holds for a month: its holidays and closures, semester dates and activities. */
export const MonthCalendarSchema = v.object({
  month,
  holidays: v.array(v.object({ date: day, name: v.string() })),
  /** Semester dates overlapping the month, one line per span shared by several degrees' semesters. */
  terms: v.array(v.object({ startDate: day, endDate: day, semesters: v.array(v.string()) })),
  activities: v.array(v.object({ title: v.string(), startDate: day, endDate: day, venue: v.string() })),
});
export type MonthCalendar = v.InferOutput<typeof MonthCalendarSchema>;

/** The first and last day of a month. */
export function monthBounds(m: string): { from: string; to: string } {
  const last = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 0)).getUTCDate();
  return { from: `${m}-01`, to: `${m}-${String(last).padStart(2, '0')}` };
}

/** The month before or after (`step` -1 or 1). */
export function shiftMonth(m: string, step: number): string {
  const d = new Date(Date.UTC(Number(m.slice(0, 4)), Number(m.slice(5, 7)) - 1 + step, 1));
  return d.toISOString().slice(0, 7);
}

/** The month's weeks, Monday first, as days (YYYY-MM-DD) with null before the first and after the last. */
export function monthWeeks(m: string): (string | null)[][] {
  const { to } = monthBounds(m);
  const lead = (new Date(`${m}-01T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= Number(to.slice(8)); d += 1) days.push(`${m}-${String(d).padStart(2, '0')}`);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

/** What a day of the month shows: its holiday, its activities, and whether it is a teaching day. */
export function dayOfCalendar(date: string, calendar: MonthCalendar) {
  const holiday = calendar.holidays.find((h) => h.date === date)?.name ?? null;
  const activities = calendar.activities.filter((a) => a.startDate <= date && date <= a.endDate).map((a) => a.title);
  const sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
  const inTerm = calendar.terms.some((t) => t.startDate <= date && date <= t.endDate);
  return { holiday, activities, teaching: inTerm && !sunday && holiday === null };
}
