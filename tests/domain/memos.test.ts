import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { awardedClass, type CompletionFacts } from '../../src/domain/memos/award-class';
import { IssueDocumentSchema, VerificationCodeSchema } from '../../src/domain/memos/memo-requests';
import { assembleTranscript, examMonthOf, type PublishedAttempt } from '../../src/domain/memos/transcript';
import { GRADE_POINTS, type Grade } from '../../src/domain/results/grade-scale';
import { normaliseVerificationCode, verificationCode } from '../../src/domain/memos/verification-code';

const completed: CompletionFacts = {
  cgpa: 8,
  creditsEarned: 160,
  creditsRequired: 160,
  backlogs: 0,
  passedAllAtFirstAttempt: true,
  withinNormalDuration: true,
};

describe('the class a regulation awards (the JNTUH R22 bands by default)', () => {
  it.each([
    [7.75, true, true, 'First Class with Distinction'],
    [7.74, true, true, 'First Class'],
    [9.1, false, true, 'First Class'],
    [9.1, true, false, 'First Class'],
    [6.75, true, true, 'First Class'],
    [6.74, true, true, 'Second Class'],
    [5.75, false, false, 'Second Class'],
    [5.74, true, true, 'Pass Class'],
    [5, true, true, 'Pass Class'],
    [4.99, true, true, null],
  ] as const)('CGPA %s, first attempt %s, within four years %s: %s', (cgpa, first, within, expected) => {
    expect(awardedClass({ ...completed, cgpa, passedAllAtFirstAttempt: first, withinNormalDuration: within })).toBe(
      expected,
    );
  });

  it('awards nothing while a course is still to pass or credits are short', () => {
    expect(awardedClass({ ...completed, backlogs: 1 })).toBeNull();
    expect(awardedClass({ ...completed, creditsEarned: 159 })).toBeNull();
  });
});

const attempt = (
  over: Partial<PublishedAttempt> & Pick<PublishedAttempt, 'courseId' | 'code' | 'credits' | 'grade'>,
): PublishedAttempt => ({
  examTitle: 'B.Tech I Year I Semester (R22) Regular Examinations, February 2023',
  publishedAt: Date.parse('2023-03-10T06:30:00Z'),
  semester: 1,
  semesterName: 'I Year I Semester',
  name: `Course ${over.code}`,
  gradePoints: GRADE_POINTS[over.grade as Grade],
  ...over,
});
const supply = {
  examTitle: 'B.Tech I Year I Semester (R22) Supplementary Examinations, August 2023',
  publishedAt: Date.parse('2023-09-20T06:30:00Z'),
};
const second = {
  examTitle: 'B.Tech I Year II Semester (R22) Regular Examinations, July 2023',
  publishedAt: Date.parse('2023-08-15T06:30:00Z'),
  semester: 2,
  semesterName: 'I Year II Semester',
};
/** Two semesters; C102 failed in February and passed with C in the August supplementary. */
const record: PublishedAttempt[] = [
  attempt({ courseId: 1, code: 'C101', credits: 4, grade: 'A' }),
  attempt({ courseId: 2, code: 'C102', credits: 3, grade: 'F' }),
  attempt({ courseId: 2, code: 'C102', credits: 3, grade: 'C', ...supply }),
  attempt({ courseId: 3, code: 'C201', credits: 4, grade: 'S', ...second }),
  attempt({ courseId: 4, code: 'C202', credits: 3, grade: 'B', ...second }),
];
const rules = { creditsRequired: 14, startYear: 2022, degreeYears: 4 };

describe('the consolidated transcript', () => {
  it('takes each course once at its latest attempt, with the month it was passed in, SGPAs and CGPA', () => {
    const t = assembleTranscript(record, rules);
    expect(t.semesters.map((s) => [s.semester, s.sgpa, s.credits, s.creditsEarned])).toEqual([
      [1, 8.14, 7, 7], // (4×9 + 3×7) / 7 = 57/7
      [2, 9.14, 7, 7], // (4×10 + 3×8) / 7 = 64/7
    ]);
    expect(t.semesters[0]!.courses.map((c) => [c.code, c.grade, c.examMonth, c.attempts])).toEqual([
      ['C101', 'A', 'February 2023', 1],
      ['C102', 'C', 'August 2023', 2],
    ]);
    expect(t.cgpa).toBe(8.64); // 121 / 14
    expect([t.creditsEarned, t.creditsRequired, t.backlogs]).toEqual([14, 14, 0]);
    expect(t.lastPassed).toBe('August 2023');
    // Completed, but a fail on the way keeps a CGPA of 8.64 from distinction.
    expect([t.completed, t.passedAllAtFirstAttempt, t.awardedClass]).toEqual([true, false, 'First Class']);
  });

  it('awards distinction to a record passed at the first attempt', () => {
    const clean = record.filter((a) => a.grade !== 'F');
    expect(assembleTranscript(clean, rules).awardedClass).toBe('First Class with Distinction');
  });

  it('counts a course still failed as a backlog with 0 points and awards no class', () => {
    const t = assembleTranscript(
      record.filter((a) => a.examTitle !== supply.examTitle),
      rules,
    );
    expect(t.semesters[0]!.sgpa).toBe(5.14); // 36 / 7
    expect(t.semesters[0]!.courses[1]).toMatchObject({ code: 'C102', grade: 'F', passed: false });
    expect([t.backlogs, t.creditsEarned, t.completed, t.awardedClass]).toEqual([1, 11, false, null]);
  });

  it("counts a regulation's own grades (A+, O) with the points its scheme gave", () => {
    const t = assembleTranscript(
      [
        attempt({ courseId: 1, code: 'C101', credits: 4, grade: 'A+', gradePoints: 9 }),
        attempt({ courseId: 2, code: 'C102', credits: 3, grade: 'O', gradePoints: 10 }),
      ],
      rules,
    );
    expect(t.semesters[0]!.courses.map((c) => [c.grade, c.gradePoints, c.passed])).toEqual([
      ['A+', 9, true],
      ['O', 10, true],
    ]);
    expect([t.semesters[0]!.sgpa, t.cgpa, t.backlogs]).toEqual([9.43, 9.43, 0]); // 66 / 7
  });

  it("states the CGPA as a percentage by the regulation's conversion: JNTUH R22 (8.64 − 0.5) × 10 = 81.4", () => {
    const t = assembleTranscript(record, { ...rules, percentage: { offset: 0.5, factor: 10 } });
    expect([t.percentage, t.percentageRule]).toEqual([81.4, '(CGPA - 0.5) × 10']);
    expect(assembleTranscript(record, { ...rules, percentage: { offset: 0.5, factor: null } })).not.toHaveProperty(
      'percentage',
    );
  });

  it('awards no class while the regulation asks for more credits', () => {
    const t = assembleTranscript(record, { ...rules, creditsRequired: 160 });
    expect([t.completed, t.awardedClass]).toEqual([false, null]);
  });

  it('reads the month and year from the title, else from the publication', () => {
    expect(examMonthOf('B.Tech II Year II Semester (R22) Regular Examinations, May 2024', 0).label).toBe('May 2024');
    expect(examMonthOf('Odd semester results', Date.parse('2024-01-20T06:30:00Z')).label).toBe('January 2024');
  });
});

describe('verification codes', () => {
  it('makes twelve Crockford letters in three groups', () => {
    const code = verificationCode((n) => Uint8Array.from({ length: n }, (_, i) => i * 7));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('reads a code typed in lower case, without dashes, with O for 0', () => {
    expect(normaliseVerificationCode('k7qm 2xhd 9rtb')).toBe('K7QM-2XHD-9RTB');
    expect(normaliseVerificationCode('K7QM-2XHD-9RTO')).toBe('K7QM-2XHD-9RT0');
    expect(normaliseVerificationCode('K7QM-2XHD')).toBeNull();
    expect(normaliseVerificationCode('K7QM-2XHD-9RTU')).toBeNull();
    expect(v.safeParse(VerificationCodeSchema, { code: 'nope' }).success).toBe(false);
  });

  it('issues only a marks memo or a provisional certificate', () => {
    expect(v.safeParse(IssueDocumentSchema, { rollNo: '22b81a0501', kind: 'memo' }).output).toEqual({
      rollNo: '22B81A0501',
      kind: 'memo',
    });
    expect(v.safeParse(IssueDocumentSchema, { rollNo: '22B81A0501', kind: 'degree' }).success).toBe(false);
  });
});
