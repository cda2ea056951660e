import { collegeDay } from './college-time';

/**
 * §9 academic-year helper: in months after March the year is "year-nextyear", otherwise
 * "previousyear-year" (an academic year runs April to March), for a college day (YYYY-MM-DD).
 */
export function academicYearOfDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const afterMarch = Number(day.slice(5, 7)) > 3;
  return afterMarch ? `${year}-${year + 1}` : `${year - 1}-${year}`;
}

/** The academic year of a moment, by the college's calendar day (00:10 on 1 April in India is the new year). */
export function academicYear(date: Date): string {
  return academicYearOfDay(collegeDay(date));
}
