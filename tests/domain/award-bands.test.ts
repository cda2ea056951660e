import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AWARD_BAND_REASONS as R,
  AwardBandsSchema,
  DEFAULT_AWARD_BANDS,
  awardBandsReason,
  awardBandsText,
  parseAwardBands,
  type AwardBand,
} from '../../src/domain/academic/award-bands';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { GRADE_POINTS, type Grade } from '../../src/domain/results/grade-scale';
import { RegulationSchema } from '../../src/domain/academic/programme-lists';
import { awardedClass, type CompletionFacts } from '../../src/domain/memos/award-class';
import { assembleTranscript, type PublishedAttempt } from '../../src/domain/memos/transcript';

/** An older regulation's classes: distinction from 8.00 on the first attempt alone, no Second Class. */
const R18: AwardBand[] = [
  { name: 'First Class with Distinction', minCgpa: 8, firstAttemptOnly: true },
  { name: 'First Class', minCgpa: 6.5 },
  { name: 'Pass Class', minCgpa: 5.5 },
];

const completed: CompletionFacts = {
  cgpa: 8,
  creditsEarned: 160,
  creditsRequired: 160,
  backlogs: 0,
  passedAllAtFirstAttempt: true,
  withinNormalDuration: false,
};

const reasonOf = (bands: unknown) => awardBandsReason(v.safeParse(AwardBandsSchema, bands).issues?.[0]);

describe("a regulation's classes (award bands)", () => {
  it("are JNTUH's R22 bands unless the college gives others", () => {
    const regulation = v.parse(RegulationSchema, {
      code: 'R25',
      fromYear: 2025,
      minExternalPercent: 35,
      minTotalPercent: 40,
      creditsToGraduate: 160,
      maxYears: 8,
    });
    expect(regulation.awardBands).toEqual(DEFAULT_AWARD_BANDS);
    expect(v.is(AwardBandsSchema, DEFAULT_AWARD_BANDS)).toBe(true);
  });

  it('are written and read back as text, with their conditions', () => {
    const text = awardBandsText(DEFAULT_AWARD_BANDS);
    expect(text).toBe(
      'First Class with Distinction 7.75 first-attempt in-time; First Class 6.75; Second Class 5.75; Pass Class 5',
    );
    expect(parseAwardBands(text)).toEqual(DEFAULT_AWARD_BANDS);
    expect(parseAwardBands('Distinction 8 FIRST-ATTEMPT; Pass 5')).toEqual([
      { name: 'Distinction', minCgpa: 8, firstAttemptOnly: true },
      { name: 'Pass', minCgpa: 5 },
    ]);
    expect(parseAwardBands('First Class; Pass Class 5')).toBeNull();
    expect(parseAwardBands('First Class 6.75 on time')).toBeNull();
  });

  it.each([
    ['nothing', [], R.none],
    ['text that is not classes', 'First Class', R.format],
    ['a class without a name', [{ name: '  ', minCgpa: 6 }], R.name],
    ['markup in a name', [{ name: '<b>First</b>', minCgpa: 6 }], R.name],
    ['a minimum above 10', [{ name: 'First Class', minCgpa: 10.5 }], R.range],
    ['a minimum below 0', [{ name: 'First Class', minCgpa: -1 }], R.range],
    ['three decimals', [{ name: 'First Class', minCgpa: 6.755 }], R.range],
    [
      'minimums that do not go down',
      [
        { name: 'First Class', minCgpa: 6.75 },
        { name: 'Second Class', minCgpa: 6.75 },
      ],
      R.order,
    ],
    [
      'a class named twice',
      [
        { name: 'First Class', minCgpa: 7 },
        { name: 'first class', minCgpa: 6 },
      ],
      R.twice,
    ],
    ['an unknown condition', [{ name: 'First Class', minCgpa: 6, honours: true }], R.format],
  ])('refuse %s with the reason', (_, bands, reason) => {
    expect(reasonOf(bands)).toBe(reason);
  });

  it('refuse bad classes on a regulation with the invalid-data words and the reason', () => {
    const result = v.safeParse(RegulationSchema, {
      code: 'R18',
      fromYear: 2018,
      minExternalPercent: 35,
      minTotalPercent: 40,
      creditsToGraduate: 160,
      maxYears: 8,
      awardBands: [...R18].reverse(),
    });
    expect(result.success).toBe(false);
    expect(awardBandsReason(result.issues?.[0])).toBe(R.order);
    expect(Object.values(M)).not.toContain(R.order);
  });

  it.each([
    [8, true, 'First Class with Distinction'],
    [7.99, true, 'First Class'],
    [9.5, false, 'First Class'],
    [6.5, true, 'First Class'],
    [6.49, true, 'Pass Class'],
    [5.5, false, 'Pass Class'],
    [5.49, true, null],
  ] as const)('under R18: CGPA %s, first attempt %s, late: %s', (cgpa, first, expected) => {
    expect(v.is(AwardBandsSchema, R18)).toBe(true);
    expect(awardedClass({ ...completed, cgpa, passedAllAtFirstAttempt: first }, R18)).toBe(expected);
  });

  it("give the transcript its class by the student's regulation", () => {
    const attempt = (courseId: number, grade: PublishedAttempt['grade']): PublishedAttempt => ({
      examTitle: 'B.Tech I Year I Semester Regular',
      publishedAt: Date.UTC(2019, 5, 1),
      semester: 1,
      semesterName: 'I Year I Semester',
      courseId,
      code: `C${courseId}`,
      name: `Course ${courseId}`,
      credits: 4,
      grade,
      gradePoints: GRADE_POINTS[grade as Grade],
    });
    // A and B, 4 credits each: CGPA 8.5, all at the first attempt, within the years.
    const attempts = [attempt(1, 'A'), attempt(2, 'B')];
    const rules = { creditsRequired: 8, startYear: 2018, degreeYears: 4 };
    expect(assembleTranscript(attempts, rules).awardedClass).toBe('First Class with Distinction');
    const withoutDistinction = [{ name: 'First Class', minCgpa: 6 }];
    expect(assembleTranscript(attempts, { ...rules, bands: withoutDistinction }).awardedClass).toBe('First Class');
  });
});
