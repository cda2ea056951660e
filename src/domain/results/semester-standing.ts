import { cumulativeGpa, type CourseAttempt } from './sgpa';

/** A published attempt at a course, with the semester the course belongs to. */
export interface SemesterAttempt extends CourseAttempt {
  semester: number;
}

/** The figures a result sheet states, each for what it is: the semester's SGPA and the CGPA to date. */
export interface Standing {
  semester: number;
  sgpa: number;
  cgpa: number;
}

/**
 * The standing a result sheet states once its exam, of `semester`, is published at `publishedAt`: that semester's
 * SGPA over each of its courses' latest attempt by then (a supplementary pass in place of the F it clears, a course
 * still failed with 0 points) and the CGPA over every course attempted by then. A supplementary exam's sheet thus
 * shows the semester's SGPA, not one over the re-sat subjects alone, and later exams never change an earlier sheet.
 */
export function standingAfter(attempts: readonly SemesterAttempt[], semester: number, publishedAt: number): Standing {
  const byThen = attempts.filter((a) => a.publishedAt <= publishedAt);
  return {
    semester,
    sgpa: cumulativeGpa(byThen.filter((a) => a.semester === semester)),
    cgpa: cumulativeGpa(byThen),
  };
}
