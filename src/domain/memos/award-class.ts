import { DEFAULT_AWARD_BANDS, type AwardBand } from '../academic/award-bands';

/**
 * The class a regulation awards on completion, from the CGPA and how the degree was completed: the regulation's
 * bands (`AwardBand`, JNTUH's R22 rules unless the college changes them), checked from the top, the first that fits.
 */
export { DEFAULT_AWARD_BANDS, type AwardBand };

export interface CompletionFacts {
  cgpa: number;
  creditsEarned: number;
  creditsRequired: number;
  backlogs: number;
  /** No F or AB in any published attempt. */
  passedAllAtFirstAttempt: boolean;
  /** The year the last course was passed, minus the batch's start year, is within the degree's years. */
  withinNormalDuration: boolean;
}

/** Completed: every credit the regulation asks for earned and no course still failed. */
export const hasCompleted = (f: CompletionFacts): boolean => f.backlogs === 0 && f.creditsEarned >= f.creditsRequired;

/** The class awarded, or null while the degree is not completed (or the CGPA is below every band). */
export function awardedClass(f: CompletionFacts, bands: readonly AwardBand[] = DEFAULT_AWARD_BANDS): string | null {
  if (!hasCompleted(f)) return null;
  const band = bands.find(
    (b) =>
      f.cgpa >= b.minCgpa &&
      (!b.firstAttemptOnly || f.passedAllAtFirstAttempt) &&
      (!b.withinNormalDuration || f.withinNormalDuration),
  );
  return band?.name ?? null;
}
