import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RegulationSchema } from '../../src/domain/academic/programme-lists';
import { parseGradingScheme } from '../../src/domain/academic/grading-scheme';
import { processStudent } from '../../src/domain/exams/processing';
import { JNTUH_PERCENTAGE, conversionText, percentageFromCgpa } from '../../src/domain/results/cgpa-percentage';
import { standingAfter, type SemesterAttempt } from '../../src/domain/results/semester-standing';
import { summariseCredits } from '../../src/domain/results/sgpa';

/**
 * A JNTUH R22 B.Tech student (40 internal + 60 external a subject; O 10, A+ 9, A 8, B+ 7, B 6, C 5, F 0). Semester 2:
 * 21 credits, 172 weighted points, all passed (SGPA 8.19). Semester 3, regular exam (published day 200): 20 credits,
 * 133 weighted points with Digital Electronics failed (28 + 15: under 21 of 60 in the external). The supplementary
 * exam (published day 300) re-sits Digital Electronics: 28 + 38 = 66, B+ (7 points).
 */
const DAY = 86_400_000;
const REGULAR = 200 * DAY;
const SUPPLEMENTARY = 300 * DAY;
const attempt = (
  courseId: number,
  semester: number,
  credits: number,
  grade: string,
  gradePoints: number,
  day: number,
) => ({ courseId, semester, credits, grade, gradePoints, publishedAt: day * DAY }) satisfies SemesterAttempt;

const semester2 = [
  attempt(1, 2, 4, 'A+', 9, 100), // Ordinary Differential Equations and Vector Calculus: 36
  attempt(2, 2, 4, 'A', 8, 100), // Engineering Chemistry: 32
  attempt(3, 2, 3, 'A', 8, 100), // Python Programming: 24
  attempt(4, 2, 3, 'B+', 7, 100), // Engineering Drawing: 21
  attempt(5, 2, 3, 'A', 8, 100), // Basic Electrical Engineering: 24
  attempt(6, 2, 1, 'O', 10, 100), // Engineering Chemistry Lab: 10
  attempt(7, 2, 1, 'A+', 9, 100), // Python Programming Lab: 9
  attempt(8, 2, 1, 'O', 10, 100), // English Language and Communication Skills Lab: 10
  attempt(9, 2, 1, 'B', 6, 100), // Engineering Workshop: 6 → 21 credits, 172
];
const semester3Regular = [
  attempt(20, 3, 3, 'A', 8, 200), // Discrete Mathematics: 24
  attempt(21, 3, 3, 'F', 0, 200), // Digital Electronics: 0
  attempt(22, 3, 3, 'A+', 9, 200), // Data Structures: 27
  attempt(23, 3, 4, 'B', 6, 200), // Computer Oriented Statistical Methods: 24
  attempt(24, 3, 3, 'A', 8, 200), // Computer Organization and Architecture: 24
  attempt(25, 3, 1, 'O', 10, 200), // Data Structures Lab: 10
  attempt(26, 3, 1, 'A+', 9, 200), // Object Oriented Programming through Java Lab: 9
  attempt(27, 3, 1, 'A', 8, 200), // Skill Development Course: 8
  attempt(28, 3, 1, 'B+', 7, 200), // IT Workshop: 7 → 20 credits, 133
];
const supplementary = [attempt(21, 3, 3, 'B+', 7, 300)];
const all = [...semester2, ...semester3Regular, ...supplementary];

describe('SGPA and CGPA on a result sheet (JNTUH R22 worked example)', () => {
  it('states the regular exam’s SGPA over the semester, the F counting 0: 133 / 20 = 6.65', () => {
    expect(standingAfter(all, 3, REGULAR)).toMatchObject({ semester: 3, sgpa: 6.65 });
  });

  it('states the semester’s SGPA after a supplementary pass, the B+ in place of the F: 154 / 20 = 7.70', () => {
    const standing = standingAfter(all, 3, SUPPLEMENTARY);
    expect(standing.sgpa).toBe(7.7);
    // Not the re-sat subject alone: 21 / 3 = 7.00 is what the sheet used to say.
    expect(summariseCredits(supplementary).sgpa).toBe(7);
  });

  it('states the semester’s SGPA after a supplementary that fails again, not 0.00', () => {
    const failedAgain = [...semester2, ...semester3Regular, attempt(21, 3, 3, 'F', 0, 300)];
    expect(standingAfter(failedAgain, 3, SUPPLEMENTARY).sgpa).toBe(6.65);
    expect(summariseCredits([attempt(21, 3, 3, 'F', 0, 300)]).sgpa).toBe(0);
  });

  it('states the CGPA to date over every course’s latest attempt, and a later exam never changes an earlier sheet', () => {
    expect(standingAfter(all, 2, 100 * DAY)).toEqual({
      semester: 2,
      sgpa: 8.19,
      cgpa: 8.19,
      sgpas: [{ semester: 2, sgpa: 8.19 }],
    });
    // (172 + 133) / 41 = 7.439…, then (172 + 154) / 41 = 7.951…
    expect(standingAfter(all, 3, REGULAR).cgpa).toBe(7.44);
    expect(standingAfter(all, 3, SUPPLEMENTARY).cgpa).toBe(7.95);
  });
});

describe('a supplementary exam re-sitting courses of several semesters (JNTUH R22 worked example)', () => {
  // Semester 2 as above but Engineering Drawing (3 credits, B+ 7) failed at first: 151 / 21 = 7.19. The semester-3
  // supplementary exam (day 300) re-sits it, B+ again, and Digital Electronics, B+.
  const drawingFailed = [...semester2.filter((a) => a.courseId !== 4), attempt(4, 2, 3, 'F', 0, 100)];
  const history = [
    ...drawingFailed,
    ...semester3Regular,
    attempt(4, 2, 3, 'B+', 7, 300),
    attempt(21, 3, 3, 'B+', 7, 300),
  ];

  it('states the SGPA of each semester whose courses it holds: semester 2 172 / 21 = 8.19, semester 3 7.70', () => {
    const standing = standingAfter(history, 3, SUPPLEMENTARY, [2, 3]);
    expect(standing.sgpas).toEqual([
      { semester: 2, sgpa: 8.19 },
      { semester: 3, sgpa: 7.7 },
    ]);
    // The CGPA to date: (172 + 154) / 41 = 7.95, as if both had been passed at first.
    expect(standing.cgpa).toBe(7.95);
  });

  it('lists each semester once, in order, whatever order the courses come in', () => {
    expect(standingAfter(history, 3, SUPPLEMENTARY, [3, 2, 3, 2]).sgpas.map((s) => s.semester)).toEqual([2, 3]);
    // Before the supplementary: semester 2 with the F, 151 / 21 = 7.19.
    expect(standingAfter(history, 3, REGULAR, [2]).sgpas).toEqual([{ semester: 2, sgpa: 7.19 }]);
  });
});

describe("the exam cell's processing of a supplementary exam (JNTUH R22 worked example)", () => {
  const R22 = {
    scheme: parseGradingScheme('O 90 10; A+ 80 9; A 70 8; B+ 60 7; B 50 6; C 40 5; F 0 0')!,
    minExternalPercent: 35,
    minTotalPercent: 40,
  };
  const resit = {
    studentId: 1,
    subjects: [
      {
        terms: { courseId: 21, credits: 3, internalMax: 40, externalMax: 60 },
        marks: { internal: 28, external: 38, externalAbsent: false, grace: 0 },
      },
    ],
    earlier: [...semester2, ...semester3Regular],
  };

  it("states the semester's SGPA, the B+ (28 + 38 = 66) in place of the F: 7.70, and the CGPA 7.95", () => {
    const semesterCourses = new Set(semester3Regular.map((a) => a.courseId));
    const processed = processStudent({ ...resit, semesterCourses }, R22);
    expect(processed.subjects[0]!.outcome).toMatchObject({ grade: 'B+', gradePoints: 7, total: 66 });
    expect([processed.sgpa, processed.cgpa, processed.backlogs]).toEqual([7.7, 7.95, 0]);
  });

  it("states the re-sat subjects' own SGPA only when the semester's courses are not given", () => {
    expect(processStudent(resit, R22).sgpa).toBe(7);
  });
});

describe('percentage from CGPA by the regulation', () => {
  it('converts by JNTUH R22’s (CGPA − 0.5) × 10: 7.95 is 74.5 per cent, 8.13 is 76.3', () => {
    expect(percentageFromCgpa(7.95, JNTUH_PERCENTAGE)).toBe(74.5);
    expect(percentageFromCgpa(8.13, JNTUH_PERCENTAGE)).toBe(76.3);
    expect(percentageFromCgpa(10, JNTUH_PERCENTAGE)).toBe(95);
    expect(conversionText(JNTUH_PERCENTAGE)).toBe('(CGPA - 0.5) × 10');
  });

  it('keeps the percentage within 0–100 and gives none when the regulation converts none', () => {
    expect(percentageFromCgpa(0, JNTUH_PERCENTAGE)).toBe(0);
    expect(percentageFromCgpa(10, { offset: 0, factor: 12 })).toBe(100);
    expect(percentageFromCgpa(7.85, { offset: 0.5, factor: null })).toBeNull();
    expect(percentageFromCgpa(7.85, null)).toBeNull();
    expect(conversionText({ offset: 0, factor: 9.5 })).toBe('CGPA × 9.5');
  });

  it('is kept on the regulation: decimals to two places, JNTUH R22’s when not sent, none with the factor blank', () => {
    const r22 = {
      code: 'R22',
      fromYear: 2022,
      minExternalPercent: 35,
      minTotalPercent: 40,
      creditsToGraduate: 160,
      maxYears: 8,
    };
    expect(v.parse(RegulationSchema, r22)).toMatchObject({ percentageOffset: 0.5, percentageFactor: 10 });
    expect(v.parse(RegulationSchema, { ...r22, percentageOffset: null, percentageFactor: 9.5 })).toMatchObject({
      percentageOffset: 0,
      percentageFactor: 9.5,
    });
    expect(v.parse(RegulationSchema, { ...r22, percentageFactor: null })).toMatchObject({ percentageFactor: null });
    expect(v.is(RegulationSchema, { ...r22, percentageOffset: 0.125 })).toBe(false);
    expect(v.is(RegulationSchema, { ...r22, percentageFactor: 0 })).toBe(false);
  });
});
