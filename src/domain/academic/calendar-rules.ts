/**
 * The rules of the college calendar's rows. Dates are YYYY-MM-DD (the one calendar-date rule), so comparing the
 * text compares the days.
 */

/** Whether a period ends on or after the day it starts. */
export const endsOnOrAfterStart = (start: string, end: string): boolean => end >= start;

/** The first of `dates` outside from…to (both days included), or null when all fall within. */
export function dateOutside(range: { from: string; to: string }, dates: readonly string[]): string | null {
  return dates.find((d) => d < range.from || d > range.to) ?? null;
}

/**
 * Whether an academic year's name ('2026-2027') names two years in a row, the first the year it starts in and the
 * second no earlier than the year it ends in.
 */
export function academicYearFits(name: string, startDate: string, endDate: string): boolean {
  const parts = /^(\d{4})-(\d{4})$/.exec(name);
  if (!parts) return false;
  const first = Number(parts[1]);
  const second = Number(parts[2]);
  const startYear = Number(startDate.slice(0, 4));
  const endYear = Number(endDate.slice(0, 4));
  return second === first + 1 && startYear === first && endYear <= second && endsOnOrAfterStart(startDate, endDate);
}

/**
 * Whether saving a row as yes would make a second yes of a field only one row may hold: `holders` are the ids of the
 * rows holding yes now, `id` the row being saved (null for a new one).
 */
export const secondHolder = (holders: readonly number[], id: number | null, yes: boolean): boolean =>
  yes && holders.some((h) => h !== id);
