import { realDay } from './calendar-date';

/** A calendar date as the app sends it: YYYY-MM-DD (a month or day may have one digit when typed). */
const CALENDAR_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** The same date as people in India write it: dd-mm-yyyy, dd/mm/yyyy or dd.mm.yyyy. */
const INDIAN_DATE = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/;

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
