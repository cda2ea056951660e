import { isPassingGrade } from './grade-scale';

export interface GradedCourse {
  credits: number;
  /** §9's letters, or a regulation's own (A+, O…); F and AB fail. */
  grade: string;
  gradePoints: number;
}

export interface CreditSummary {
  sgpa: number;
  totalCredits: number;
  earnedCredits: number;
  passCount: number;
  failCount: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * SGPA = Σ(credits × grade points) / Σ credits over every course of the exam, absents and fails
 * included (they carry 0 points), rounded to two decimals. Earned credits are those of passed courses.
 */
export function summariseCredits(courses: readonly GradedCourse[]): CreditSummary {
  let totalCredits = 0;
  let earnedCredits = 0;
  let weighted = 0;
  let passCount = 0;
  for (const c of courses) {
    totalCredits += c.credits;
    weighted += c.credits * c.gradePoints;
    if (isPassingGrade(c.grade)) {
      earnedCredits += c.credits;
      passCount += 1;
    }
  }
  return {
    sgpa: totalCredits === 0 ? 0 : round2(weighted / totalCredits),
    totalCredits: round2(totalCredits),
    earnedCredits: round2(earnedCredits),
    passCount,
    failCount: courses.length - passCount,
  };
}

/** One published result of a student in one course, with when its exam was published (epoch ms). */
export interface CourseAttempt extends GradedCourse {
  courseId: number;
  publishedAt: number;
}

/**
 * Cumulative GPA over every published exam: Σ(credits × grade points) / Σ credits, each course counted once with
 * its latest published attempt (a supplementary pass replaces the fail it clears; a course still failed counts
 * with 0 points), rounded to two decimals; 0 with no results. The dashboards show this; a result sheet keeps
 * its own exam's number under §3's label.
 */
export function cumulativeGpa(attempts: readonly CourseAttempt[]): number {
  const latest = new Map<number, CourseAttempt>();
  for (const a of attempts) {
    const seen = latest.get(a.courseId);
    if (!seen || a.publishedAt >= seen.publishedAt) latest.set(a.courseId, a);
  }
  return summariseCredits([...latest.values()]).sgpa;
}
