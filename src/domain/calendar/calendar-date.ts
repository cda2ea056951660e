import * as v from 'valibot';

/**
 * YYYY-MM-DD for a real day between 1900 and 2200, or null: the one check of a calendar date (Date.parse would
 * quietly turn 30 February into 2 March).
 */
export function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!same || year < 1900 || year > 2200) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether text is exactly YYYY-MM-DD (as the app sends it and a `date` column holds it) and a real day. */
export function isCalendarDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return !!parts && realDay(Number(parts[1]), Number(parts[2]), Number(parts[3])) === text;
}

/** The valibot check of a YYYY-MM-DD calendar date, failing with the module's own message. */
export const calendarDate = (message: string) => v.check<string, string>(isCalendarDate, message);

/** The YYYY-MM-DD of a moment in UTC: day arithmetic on UTC midnights (never a day shown to people: date-text.ts). */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
