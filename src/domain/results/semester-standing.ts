import { cumulativeGpa, type CourseAttempt } from './sgpa';

/** A published attempt at a course, with the semester the course belongs to. */
export interface SemesterAttempt extends CourseAttempt {
  semester: number;
}

/** The SGPA of one semester. */
export interface SemesterSgpa {
  semester: number;
  sgpa: number;
}

/**
 * The figures a result sheet states, each for what it is: the SGPA of the exam's semester, the SGPA of every semester
 * whose courses the sheet holds (a supplementary exam may re-sit courses of several), and the CGPA to date.
 */
export interface Standing {
  semester: number;
  sgpa: number;
  cgpa: number;
  sgpas: SemesterSgpa[];
}

/**
 * The standing a result sheet states once its exam, of `semester`, is published at `publishedAt`: each semester's
 * SGPA over each of its courses' latest attempt by then (a supplementary pass in place of the F it clears, a course
 * still failed with 0 points), for the exam's semester and each semester in `touched` (those of the sheet's courses),
 * and the CGPA over every course attempted by then. A supplementary exam's sheet thus shows the semesters' SGPAs, not
 * one over the re-sat subjects alone, and later exams never change an earlier sheet.
 */
export function standingAfter(
  attempts: readonly SemesterAttempt[],
  semester: number,
  publishedAt: number,
  touched: readonly number[] = [semester],
): Standing {
  const byThen = attempts.filter((a) => a.publishedAt <= publishedAt);
  const sgpaOf = (n: number) => cumulativeGpa(byThen.filter((a) => a.semester === n));
  const semesters = [...new Set(touched)].sort((a, b) => a - b);
  return {
    semester,
    sgpa: sgpaOf(semester),
    cgpa: cumulativeGpa(byThen),
    sgpas: semesters.map((n) => ({ semester: n, sgpa: sgpaOf(n) })),
  };
}
