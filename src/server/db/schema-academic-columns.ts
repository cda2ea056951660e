import { doublePrecision, jsonb, smallint, varchar } from 'drizzle-orm/pg-core';
import { DEFAULT_AWARD_BANDS, type AwardBand } from '../../domain/academic/award-bands';
import { DEFAULT_GRADING_SCHEME, type GradeBand } from '../../domain/academic/grading-scheme';
import type { KindPassRules } from '../../domain/academic/pass-rules';

/**
 * A regulation's grading scheme (§9's scale unless the college changes it), pass rules (by subject kind) and the classes it awards on
 * completion (JNTUH's R22 bands unless the college changes them).
 */
export const regulationRules = () => ({
  gradingScheme: jsonb('grading_scheme')
    .$type<GradeBand[]>()
    .notNull()
    .default([...DEFAULT_GRADING_SCHEME]),
  minExternalPercent: smallint('min_external_percent').notNull().default(35),
  minTotalPercent: smallint('min_total_percent').notNull().default(40),
  /** Minimums of the subject kinds the regulation sets apart; the others pass on the two above. */
  passRules: jsonb('pass_rules').$type<KindPassRules>().notNull().default({}),
  creditsToGraduate: smallint('credits_to_graduate').notNull().default(160),
  maxYears: smallint('max_years').notNull().default(8),
  awardBands: jsonb('award_bands')
    .$type<AwardBand[]>()
    .notNull()
    .default(DEFAULT_AWARD_BANDS.map((band) => ({ ...band }))),
});

/** A subject's kind and maximum marks, and the elective group it is chosen from ('' when it is core). */
export const subjectMarks = () => ({
  subjectType: varchar('subject_type', { length: 12 }).notNull().default('theory'),
  internalMax: smallint('internal_max').notNull().default(30),
  externalMax: smallint('external_max').notNull().default(70),
  electiveGroup: varchar('elective_group', { length: 40 }).notNull().default(''),
});

/**
 * A regulation's conversion of CGPA to a percentage, (CGPA − offset) × factor: JNTUH R22's (CGPA − 0.5) × 10 unless
 * the college changes it; no factor converts nothing.
 */
export const percentageConversion = () => ({
  percentageOffset: doublePrecision('percentage_offset').notNull().default(0.5),
  percentageFactor: doublePrecision('percentage_factor').default(10),
});
