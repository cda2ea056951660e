/**
 * The class a regulation awards on completion, from the CGPA and how the degree was completed. The college's
 * default follows JNTUH's R22 rules; each band is checked from the top and the first that fits is awarded.
 */
export interface AwardBand {
  name: string;
  minCgpa: number;
  /** Only for a student who passed every course at the first attempt. */
  firstAttemptOnly?: boolean;
  /** Only for a student who completed within the degree's normal duration (its years). */
  withinNormalDuration?: boolean;
}

export const DEFAULT_AWARD_BANDS: readonly AwardBand[] = [
  { name: 'First Class with Distinction', minCgpa: 7.75, firstAttemptOnly: true, withinNormalDuration: true },
  { name: 'First Class', minCgpa: 6.75 },
  { name: 'Second Class', minCgpa: 5.75 },
  { name: 'Pass Class', minCgpa: 5 },
];

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
