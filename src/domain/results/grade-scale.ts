/** §9 grade scale: percentage of marks → letter grade and grade points. */
export const GRADES = ['S', 'A', 'B', 'C', 'D', 'F', 'AB'] as const;
export type Grade = (typeof GRADES)[number];

export interface GradeAward {
  grade: Grade;
  gradePoints: number;
}

const SCALE: ReadonlyArray<{ min: number; grade: Grade; points: number }> = [
  { min: 90, grade: 'S', points: 10 },
  { min: 80, grade: 'A', points: 9 },
  { min: 70, grade: 'B', points: 8 },
  { min: 60, grade: 'C', points: 7 },
  { min: 50, grade: 'D', points: 6 },
];

/** `null` means the student was absent (§9: Absent = AB, 0 points). */
export function gradeForPercentage(percentage: number | null): GradeAward {
  if (percentage === null) return { grade: 'AB', gradePoints: 0 };
  if (!Number.isFinite(percentage) || percentage < 0 || percentage > 100) {
    throw new RangeError(`A percentage must be between 0 and 100, got ${percentage}`);
  }
  const band = SCALE.find((b) => percentage >= b.min);
  return band ? { grade: band.grade, gradePoints: band.points } : { grade: 'F', gradePoints: 0 };
}

// A sheet's status column in English; the screens and the PDF show it in the reader's language (the results catalogue).
const PASS = /*i18n*/ 'Pass';
const FAIL = /*i18n*/ 'Fail';
const ABSENT = /*i18n*/ 'Absent';

/** The status column of a result record: F and NP (a mandatory course not passed) fail, AB is absent, others pass. */
export function statusForGrade(grade: string): string {
  if (grade === 'F' || grade === 'NP') return FAIL;
  if (grade === 'AB') return ABSENT;
  return PASS;
}

/** The grades a course is still to be cleared with: a fail, an absence, a mandatory course not passed. */
export const FAILING_GRADES = ['F', 'AB', 'NP'] as const;

export function isPassingGrade(grade: string): boolean {
  return !(FAILING_GRADES as readonly string[]).includes(grade);
}

/** Grade points of each grade (§9); the server derives points from the stored grade, never stores them. */
export const GRADE_POINTS: Readonly<Record<Grade, number>> = { S: 10, A: 9, B: 8, C: 7, D: 6, F: 0, AB: 0 };

/**
 * A grade the results table holds: §9's letters or a regulation's own (`A+`, `O`), one capital and an optional
 * capital or plus. Stored results carry their grade points; §9's table answers for rows stored without them.
 */
export const STORED_GRADE = /^[A-Z][A-Z+]?$/;

export function isGrade(value: string): value is Grade {
  return (GRADES as readonly string[]).includes(value);
}
