import { utcDay } from '../calendar/calendar-date';
/**
 * The library's days: a loan falls due on a day the library is open, and a late return is fined for the open days
 * it was late, never for the college's holidays or the weekdays the library is closed (Sunday unless the incharge
 * says otherwise). Days are YYYY-MM-DD college days; arithmetic is on UTC midnights, which no time zone shifts.
 */

/** Whether the library is closed on a day. */
export type ClosedDay = (day: string) => boolean;

/** Closed on the calendar's holidays and on the given weekdays (0 = Sunday … 6 = Saturday). */
export function libraryClosed(holidays: Iterable<string>, closedWeekdays: readonly number[]): ClosedDay {
  const holidaySet = new Set(holidays);
  const weekdays = new Set(closedWeekdays);
  return (day) => holidaySet.has(day) || weekdays.has(new Date(`${day}T00:00:00Z`).getUTCDay());
}

/** The day `n` days after `day` (before it, for a negative n). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return utcDay(at);
}

/** A closed stretch longer than this (a library shut for the summer) ends the search: the day after it is taken. */
const LONGEST_CLOSURE = 120;

/** The first open day on or after `day`. */
export function openDayFrom(day: string, closed: ClosedDay): string {
  let d = day;
  for (let i = 0; i < LONGEST_CLOSURE && closed(d); i += 1) d = addDays(d, 1);
  return d;
}

/** A loan issued on `issuedOn` for `loanDays` days falls due then, moved on to the next open day. */
export const dueDay = (issuedOn: string, loanDays: number, closed: ClosedDay): string =>
  openDayFrom(addDays(issuedOn, loanDays), closed);

/** The open days after the due day up to and including the day of return: the days a late return is fined. */
export function lateDays(dueOn: string, returnedOn: string, closed: ClosedDay): number {
  let days = 0;
  for (let d = addDays(dueOn, 1); d <= returnedOn; d = addDays(d, 1)) if (!closed(d)) days += 1;
  return days;
}

/** The fine for so many late days: the rule's amount a day, never above its ceiling (a ceiling of 0: none). */
export function lateFine(days: number, rule: { finePerDayPaise: number; maxFinePaise: number }): number {
  const fine = days * rule.finePerDayPaise;
  return rule.maxFinePaise > 0 ? Math.min(fine, rule.maxFinePaise) : fine;
}
