/**
 * Collection days are the college's calendar days in India (UTC+05:30, no daylight saving), while every
 * time is stored in UTC: a payment at 20:00 UTC belongs to the next day's collection.
 */
export const COLLEGE_UTC_OFFSET_MINUTES = 330;
const OFFSET_MS = COLLEGE_UTC_OFFSET_MINUTES * 60_000;

/** The college day (YYYY-MM-DD) a moment falls on. */
export function collegeDay(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC moment a college day (YYYY-MM-DD) starts. */
export function collegeDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The UTC moment the college day after `day` starts (the end of `day`, exclusive). */
export function collegeDayEnd(day: string): Date {
  return new Date(collegeDayStart(day).getTime() + 24 * 3_600_000);
}

/** The first day (YYYY-MM-DD) of the college month a moment falls in. */
export function collegeMonthStart(at: Date): string {
  return `${collegeDay(at).slice(0, 7)}-01`;
}
