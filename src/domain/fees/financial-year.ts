import { academicYear } from '../calendar/academic-year';

/**
 * Receipt numbers run per financial year, April to March, on the §9 academic-year rule (months after March
 * give year-nextyear). The college is in India: the date is taken in India Standard Time (UTC+5:30, no
 * daylight saving), so a payment at 00:10 IST on 1 April belongs to the new year though it is 31 March in UTC.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** '2026-2027' for any instant from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYearOf(at: Date): string {
  return academicYear(new Date(at.getTime() + IST_OFFSET_MS));
}
