import { academicYear } from './academic-year';

/**
 * Where a batch stands on the college's calendar. A batch named 'start-end' ('2022-2026') studies for its degree's
 * years from the academic year (April to March) it starts in; in the last of them its students are final-year
 * students; from the academic year that starts in its end year (2026-2027) it has passed out and its students are
 * graduates (alumni). Every student is on roll or a graduate, never both; one admitted to a batch that starts next
 * academic year is already on roll.
 */
export type BatchStage = 'upcoming' | 'studying' | 'final-year' | 'passed-out';

/** The year a batch's name ends with: its start year plus its degree's years (2022 + 4 → 2026). */
export const batchEndYear = (startYear: number, years: number): number => startYear + years;

/** The stage of a batch in the academic year that starts in `academicStartYear`. */
export function batchStage(startYear: number, years: number, academicStartYear: number): BatchStage {
  const end = batchEndYear(startYear, years);
  if (end <= academicStartYear) return 'passed-out';
  if (end - 1 === academicStartYear) return 'final-year';
  return startYear > academicStartYear ? 'upcoming' : 'studying';
}

/** Whether a batch's students are on roll (not yet passed out) in that academic year. */
export const isOnRoll = (startYear: number, years: number, academicStartYear: number): boolean =>
  batchStage(startYear, years, academicStartYear) !== 'passed-out';

/** The start year of the academic year a moment falls in, by the college's calendar day (2026-11-26 → 2026). */
export const academicStartYearAt = (at: Date): number => Number(academicYear(at).slice(0, 4));
