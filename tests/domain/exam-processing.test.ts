import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCHEME, parseGradingScheme } from '../../src/domain/academic/grading-scheme';
import {
  gradeSubject,
  graceRefusal,
  minimumMarks,
  processStudent,
  reviewCounts,
  schemeProblem,
  type PassRules,
  type SubjectMarks,
  type SubjectTerms,
} from '../../src/domain/exams/processing';

/**
 * JNTUH R22's grades and minimums (B.Tech, 2022 admissions) on a subject of 30 internal and 70 external marks, as the
 * demo's theory subjects have (JNTUH's own are 40 + 60: tests/domain/regulation-pass-rules.test.ts): a pass needs at
 * least 35% of the external marks (24.5 of 70, so 25) and 40% of the total (40 of 100). Grades: O 90+ (10), A+ 80 (9),
 * A 70 (8), B+ 60 (7), B 50 (6), C 40 (5), F below 40 (0), Ab for an absentee.
 */
const R22_SCHEME = parseGradingScheme('O 90 10; A+ 80 9; A 70 8; B+ 60 7; B 50 6; C 40 5; F 0 0')!;
const R22: PassRules = { scheme: R22_SCHEME, minExternalPercent: 35, minTotalPercent: 40 };
const theory = (courseId = 1, credits = 3): SubjectTerms => ({ courseId, credits, internalMax: 30, externalMax: 70 });
const marks = (internal: number | null, external: number | null, grace = 0): SubjectMarks => ({
  internal,
  external,
  externalAbsent: false,
  grace,
});
const graded = (m: SubjectMarks | null, terms = theory(), rules = R22) => {
  const o = gradeSubject(m, terms, rules);
  if (o.kind !== 'graded') throw new Error(`not graded: ${JSON.stringify(o)}`);
  return o;
};

describe('pass rules and grades (JNTUH R22)', () => {
  it('rounds a minimum up to whole marks: 35% of 70 is 24.5, so 25; 40% of 100 is 40', () => {
    expect(minimumMarks(35, 70)).toBe(25);
    expect(minimumMarks(40, 100)).toBe(40);
    expect(minimumMarks(35, 60)).toBe(21);
  });

  it('grades a total by the scheme: 25 + 60 = 85 is A+ with 9 points', () => {
    expect(graded(marks(25, 60))).toMatchObject({
      total: 85,
      percent: 85,
      grade: 'A+',
      gradePoints: 9,
      status: 'pass',
    });
  });

  it('puts 89 in A+ and 90 in O, never rounding a percentage up into a band', () => {
    expect(graded(marks(30, 59)).grade).toBe('A+');
    expect(graded(marks(30, 60)).grade).toBe('O');
  });

  it('fails 28 + 24 = 52 on the external minimum (24 < 25) whatever the total', () => {
    expect(graded(marks(28, 24))).toMatchObject({
      total: 52,
      grade: 'F',
      gradePoints: 0,
      status: 'fail',
      failed: 'external',
    });
    expect(graded(marks(15, 25))).toMatchObject({ total: 40, grade: 'C', gradePoints: 5, status: 'pass' });
  });

  it('fails 10 + 28 = 38 on the total minimum although the external half passes', () => {
    expect(graded(marks(10, 28))).toMatchObject({ total: 38, grade: 'F', status: 'fail', failed: 'total' });
  });

  it('fails a total the scheme puts in its 0-point band: §9 scale with R22 rules, 45 passes the rules but is F', () => {
    const section9 = { ...R22, scheme: DEFAULT_GRADING_SCHEME };
    expect(graded(marks(15, 30), theory(), section9)).toMatchObject({ total: 45, grade: 'F', failed: 'grade' });
    expect(graded(marks(20, 30), theory(), section9)).toMatchObject({ total: 50, grade: 'D', gradePoints: 6 });
  });

  it('gives AB with 0 points to an absentee, internal marks or not', () => {
    expect(graded({ internal: 22, external: null, externalAbsent: true, grace: 0 })).toMatchObject({
      grade: 'AB',
      gradePoints: 0,
      status: 'absent',
      total: null,
    });
  });

  it('lists the halves not entered instead of guessing', () => {
    expect(gradeSubject(marks(null, 40), theory(), R22)).toEqual({ kind: 'missing', missing: ['internal'] });
    expect(gradeSubject(marks(20, null), theory(), R22)).toEqual({ kind: 'missing', missing: ['external'] });
    expect(gradeSubject(null, theory(), R22)).toEqual({ kind: 'missing', missing: ['internal', 'external'] });
  });

  it('counts grace towards the external half: 20 + 23 + 2 grace passes with 45 (C); never past the external maximum', () => {
    expect(graded(marks(20, 23))).toMatchObject({ status: 'fail', failed: 'external' });
    expect(graded(marks(20, 23, 2))).toMatchObject({ total: 45, grade: 'C', status: 'pass' });
    expect(graded(marks(30, 69, 5))).toMatchObject({ total: 100, grade: 'O' });
  });

  it('uses a subject’s own maxima: a laboratory of 40 internal and 60 external needs 21 external', () => {
    const lab: SubjectTerms = { courseId: 9, credits: 1, internalMax: 40, externalMax: 60 };
    expect(graded(marks(30, 20), lab)).toMatchObject({ failed: 'external' });
    expect(graded(marks(30, 21), lab)).toMatchObject({ total: 51, grade: 'B', status: 'pass' });
  });

  it('refuses a scheme that gives points to F or AB', () => {
    expect(schemeProblem(R22_SCHEME)).toBeNull();
    expect(
      schemeProblem([
        { grade: 'AB', min: 50, points: 5 },
        { grade: 'F', min: 0, points: 0 },
      ]),
    ).toMatch(/AB/);
  });
});

describe('SGPA, CGPA and backlogs', () => {
  it('weights grade points by credits over the exam’s subjects: (4×10 + 3×9 + 3×5 + 2×0) / 12 = 6.83', () => {
    const s = processStudent(
      {
        studentId: 1,
        subjects: [
          { terms: theory(1, 4), marks: marks(28, 65) }, // 93 O
          { terms: theory(2, 3), marks: marks(25, 58) }, // 83 A+
          { terms: theory(3, 3), marks: marks(15, 27) }, // 42 C
          { terms: theory(4, 2), marks: marks(20, 20) }, // F (external)
        ],
        earlier: [],
      },
      R22,
    );
    expect(s.subjects.map((x) => (x.outcome.kind === 'graded' ? x.outcome.grade : '?'))).toEqual(['O', 'A+', 'C', 'F']);
    expect(s.sgpa).toBe(6.83);
    expect(s.backlogs).toBe(1);
    expect(s.standing).toBe('fail');
  });

  it('counts each course once with its latest attempt across semesters', () => {
    // I semester, published: course 101 (4 credits) A = 8 points, course 102 (3 credits) F.
    const earlier = [
      { courseId: 101, credits: 4, grade: 'A', gradePoints: 8, publishedAt: 1 },
      { courseId: 102, credits: 3, grade: 'F', gradePoints: 0, publishedAt: 1 },
    ];
    // II semester regular: 201 O (10), 202 B+ (7), both 3 credits.
    const second = processStudent(
      {
        studentId: 1,
        subjects: [
          { terms: theory(201, 3), marks: marks(27, 65) },
          { terms: theory(202, 3), marks: marks(20, 44) },
        ],
        earlier,
      },
      R22,
    );
    expect(second.sgpa).toBe(8.5); // (30 + 21) / 6
    expect(second.cgpa).toBe(6.38); // (32 + 0 + 30 + 21) / 13
    expect(second.backlogs).toBe(1);
    // The supplementary exam of 102 passes it with C (5): it replaces the F.
    const supply = processStudent(
      {
        studentId: 1,
        subjects: [{ terms: theory(102, 3), marks: marks(14, 28) }],
        earlier: [
          ...earlier,
          { courseId: 201, credits: 3, grade: 'O', gradePoints: 10, publishedAt: 2 },
          { courseId: 202, credits: 3, grade: 'B+', gradePoints: 7, publishedAt: 2 },
        ],
      },
      R22,
    );
    expect(supply.sgpa).toBe(5);
    expect(supply.cgpa).toBe(7.54); // (32 + 15 + 30 + 21) / 13
    expect(supply.backlogs).toBe(0);
    expect(supply.standing).toBe('pass');
  });

  it('gives no SGPA or CGPA to a student with marks missing', () => {
    const s = processStudent(
      {
        studentId: 7,
        subjects: [
          { terms: theory(1), marks: marks(20, 50) },
          { terms: theory(2), marks: null },
        ],
        earlier: [],
      },
      R22,
    );
    expect(s).toMatchObject({ missing: 1, sgpa: null, cgpa: null, backlogs: null, standing: null });
  });

  it('reviews counts and the grade distribution', () => {
    const students = [
      processStudent({ studentId: 1, subjects: [{ terms: theory(1), marks: marks(28, 65) }], earlier: [] }, R22),
      processStudent({ studentId: 2, subjects: [{ terms: theory(1), marks: marks(28, 10) }], earlier: [] }, R22),
      processStudent(
        {
          studentId: 3,
          subjects: [{ terms: theory(1), marks: { internal: 10, external: null, externalAbsent: true, grace: 0 } }],
          earlier: [],
        },
        R22,
      ),
      processStudent({ studentId: 4, subjects: [{ terms: theory(1), marks: null }], earlier: [] }, R22),
    ];
    const review = reviewCounts(students, R22_SCHEME);
    expect(review).toMatchObject({ registered: 4, processed: 3, passed: 1, failed: 1, absent: 1, withMissing: 1 });
    expect(review.distribution.map((d) => d.grade)).toEqual(['O', 'A+', 'A', 'B+', 'B', 'C', 'F', 'AB']);
    expect(review.distribution.filter((d) => d.count > 0)).toEqual([
      { grade: 'O', count: 1 },
      { grade: 'F', count: 1 },
      { grade: 'AB', count: 1 },
    ]);
  });
});

describe('grace marks within the college’s caps', () => {
  const policy = { perSubject: 5, perStudent: 10 };
  it('allows up to 5 in a subject and 10 in the exam', () => {
    expect(graceRefusal(5, 5, marks(20, 22), policy)).toBeNull();
    expect(graceRefusal(6, 0, marks(20, 22), policy)).toMatch(/At most 5 grace marks in a subject/);
    expect(graceRefusal(3, 8, marks(20, 22), policy)).toMatch(/At most 10 grace marks for a student/);
  });
  it('gives none before both marks are entered, nor to an absentee', () => {
    expect(graceRefusal(2, 0, marks(null, 22), policy)).toMatch(/both marks/);
    expect(graceRefusal(2, 0, { internal: 20, external: null, externalAbsent: true, grace: 0 }, policy)).toMatch(
      /absentee/,
    );
  });
});
