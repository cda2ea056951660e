import * as v from 'valibot';

/** A calendar date as the app sends it and a `date` column holds it: YYYY-MM-DD. */
const CALENDAR_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** The same date as people in India write it: dd-mm-yyyy, dd/mm/yyyy or dd.mm.yyyy. */
const INDIAN_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

function realDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const same = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!same || year < 1900 || year > 2200) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether text is exactly YYYY-MM-DD and a real day (Date.parse would quietly turn 30 February into 2 March). */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && calendarDateFromInput(text) === text;
}

/**
 * A real date typed as YYYY-MM-DD (a date input) or dd-mm-yyyy, dd/mm/yyyy, dd.mm.yyyy (as people type it in a
 * form or a sheet) → YYYY-MM-DD; null when it is not a date between 1900 and 2200.
 */
export function calendarDateFromInput(input: string): string | null {
  const text = input.trim();
  const iso = CALENDAR_DATE.exec(text);
  const indian = INDIAN_DATE.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return realDay(year, month, day);
}

/** The valibot check of a YYYY-MM-DD calendar date, failing with the module's own message. */
export const calendarDate = (message: string) => v.check<string, string>(isCalendarDate, message);
