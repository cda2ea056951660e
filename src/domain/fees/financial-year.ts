/**
 * Years of the college (§9 academic-year helper: months after March give year-nextyear, otherwise
 * previousyear-year). Receipt numbers run per financial year, April to March, on the same rule. The
 * college is in India: the date is taken in India Standard Time (UTC+5:30, no daylight saving), so a
 * payment at 00:10 IST on 1 April belongs to the new year although it is still 31 March in UTC.
 */
const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India of an instant, as YYYY-MM-DD. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** §9: '2026-2027' for any date from 1 April 2026 to 31 March 2027 (India time). */
export function academicYearOf(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  const start = month > 3 ? year : year - 1;
  return `${start}-${start + 1}`;
}

/** The financial year of a receipt: the same April–March year as academicYearOf. */
export const financialYearOf = academicYearOf;
