import * as v from 'valibot';
import { PLAIN_TEXT } from './list-fields';

/**
 * One class a regulation awards on completion: from `minCgpa` on, with the distinction's conditions where the
 * regulation sets them. A class awarded by percentage is entered as the CGPA its conversion starts at.
 */
export interface AwardBand {
  name: string;
  minCgpa: number;
  /** Only for a student who passed every course at the first attempt. */
  firstAttemptOnly?: boolean;
  /** Only for a student who completed within the degree's normal duration (its years). */
  withinNormalDuration?: boolean;
}

/** JNTUH's R22 classes, every regulation's default. */
export const DEFAULT_AWARD_BANDS: readonly AwardBand[] = [
  { name: 'First Class with Distinction', minCgpa: 7.75, firstAttemptOnly: true, withinNormalDuration: true },
  { name: 'First Class', minCgpa: 6.75 },
  { name: 'Second Class', minCgpa: 5.75 },
  { name: 'Pass Class', minCgpa: 5 },
];

/** Why a regulation's classes are refused, given with the invalid-data words. */
export const AWARD_BAND_REASONS = {
  format:
    "Write each class as its name, minimum CGPA and conditions, separated by ';': First Class with Distinction 7.75 first-attempt in-time; First Class 6.75",
  none: 'Name at least one class (at most 8)',
  name: 'Each class needs a name of letters, digits and spaces',
  range: 'A minimum CGPA is between 0 and 10, with at most two decimals',
  order: 'Each class needs a lower minimum CGPA than the class above it',
  twice: 'Each class is named once',
} as const;

const R = AWARD_BAND_REASONS;

const BandSchema = v.strictObject(
  {
    name: v.pipe(v.string(R.name), v.trim(), v.nonEmpty(R.name), v.maxLength(60, R.name), v.regex(PLAIN_TEXT, R.name)),
    minCgpa: v.pipe(
      v.number(R.range),
      v.minValue(0, R.range),
      v.maxValue(10, R.range),
      v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, R.range),
    ),
    firstAttemptOnly: v.optional(v.boolean(R.format)),
    withinNormalDuration: v.optional(v.boolean(R.format)),
  },
  R.format,
);

/** A regulation's classes, checked from the top: each named once, the minimum CGPAs strictly going down. */
export const AwardBandsSchema = v.pipe(
  v.array(BandSchema, R.format),
  v.minLength(1, R.none),
  v.maxLength(8, R.none),
  v.check((bands) => bands.every((b, i) => i === 0 || b.minCgpa < bands[i - 1]!.minCgpa), R.order),
  v.check((bands) => new Set(bands.map((b) => b.name.toLowerCase())).size === bands.length, R.twice),
);

/** The reason of a row's issue when it is about a regulation's classes, else undefined. */
export const awardBandsReason = (issue: v.BaseIssue<unknown> | undefined): string | undefined =>
  issue && (Object.values(R) as string[]).includes(issue.message) ? issue.message : undefined;

const FIRST_ATTEMPT = 'first-attempt';
const IN_TIME = 'in-time';

/** How classes are written in a form: 'First Class with Distinction 7.75 first-attempt in-time; First Class 6.75; …'. */
export function awardBandsText(bands: readonly AwardBand[]): string {
  return bands
    .map((b) =>
      [b.name, String(b.minCgpa), b.firstAttemptOnly ? FIRST_ATTEMPT : '', b.withinNormalDuration ? IN_TIME : '']
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

/** The classes a form's text names; a part that is not 'name minimum [conditions]' makes the text invalid (null). */
export function parseAwardBands(text: string): AwardBand[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const bands: AwardBand[] = [];
  for (const part of parts) {
    const m = /^(.*\S)\s+(\d{1,2}(?:\.\d+)?)((?:\s+(?:first-attempt|in-time))*)$/i.exec(part);
    if (!m) return null;
    const conditions = m[3]!.toLowerCase().split(/\s+/);
    bands.push({
      name: m[1]!,
      minCgpa: Number(m[2]),
      ...(conditions.includes(FIRST_ATTEMPT) ? { firstAttemptOnly: true } : {}),
      ...(conditions.includes(IN_TIME) ? { withinNormalDuration: true } : {}),
    });
  }
  return bands;
}
