import * as v from 'valibot';

/** One band of a grading scheme: from `min` per cent of marks the grade earns `points`. */
export interface GradeBand {
  grade: string;
  min: number;
  points: number;
}

/** §9's scale, every regulation's default: S 90+ (10), A 80 (9), B 70 (8), C 60 (7), D 50 (6), F below (0). */
export const DEFAULT_GRADING_SCHEME: readonly GradeBand[] = [
  { grade: 'S', min: 90, points: 10 },
  { grade: 'A', min: 80, points: 9 },
  { grade: 'B', min: 70, points: 8 },
  { grade: 'C', min: 60, points: 7 },
  { grade: 'D', min: 50, points: 6 },
  { grade: 'F', min: 0, points: 0 },
];

const BandSchema = v.strictObject({
  grade: v.pipe(v.string(), v.regex(/^[A-Z][A-Z+]?$/)),
  min: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  points: v.pipe(v.number(), v.minValue(0), v.maxValue(10)),
});

/** A scheme is bands from the highest minimum down, ending at 0 per cent, each grade once. */
export const GradingSchemeSchema = v.pipe(
  v.array(BandSchema),
  v.minLength(2),
  v.maxLength(12),
  v.check(
    (bands) => bands.every((b, i) => i === 0 || b.min < bands[i - 1]!.min),
    'bands go from the highest minimum down',
  ),
  v.check((bands) => bands.at(-1)?.min === 0, 'the last band starts at 0'),
  v.check((bands) => new Set(bands.map((b) => b.grade)).size === bands.length, 'each grade once'),
);

/** How a scheme is written in a form: 'S 90 10; A 80 9; …; F 0 0'. */
export function gradingSchemeText(bands: readonly GradeBand[]): string {
  return bands.map((b) => `${b.grade} ${b.min} ${b.points}`).join('; ');
}

/** The bands a form's text names; a part that is not 'grade min points' makes the whole text invalid (null). */
export function parseGradingScheme(text: string): GradeBand[] | null {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const bands: GradeBand[] = [];
  for (const part of parts) {
    const m = /^([A-Za-z][A-Za-z+]?)\s+(\d{1,3})\s+(\d{1,2}(?:\.\d)?)$/.exec(part);
    if (!m) return null;
    bands.push({ grade: m[1]!.toUpperCase(), min: Number(m[2]), points: Number(m[3]) });
  }
  return bands;
}

/** A grade results were published with under a regulation, and the points it was published worth. */
export interface PublishedGrade {
  grade: string;
  points: number;
}

export const letterMeaningChanged = (grade: string, was: number, now: number) =>
  `The grade ${grade} was published worth ${was} points under this regulation; a scheme giving it ${now} would give one letter two meanings on a transcript: name the band with a new letter`;

/**
 * Why a new scheme is refused for a regulation whose results are published: a band that names a published letter
 * with other points. A letter keeps one meaning; cut-offs may move, and a new band takes a new letter.
 */
export function letterMeaningProblem(
  scheme: readonly GradeBand[],
  published: readonly PublishedGrade[],
): string | null {
  for (const band of scheme) {
    const other = published.find((p) => p.grade === band.grade && p.points !== band.points);
    if (other) return letterMeaningChanged(band.grade, other.points, band.points);
  }
  return null;
}
