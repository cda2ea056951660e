import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  letterMeaningChanged,
  letterMeaningProblem,
  parseGradingScheme,
} from '../../src/domain/academic/grading-scheme';
import {
  PASS_RULE_REASONS,
  kindPassRulesText,
  parseKindPassRules,
  type KindPassRules,
} from '../../src/domain/academic/pass-rules';
import { RegulationSchema } from '../../src/domain/academic/programme-lists';
import { rowReason } from '../../src/domain/academic/row-reasons';
import { SUBJECT_REASONS, SubjectSchema } from '../../src/domain/academic/subject-list';
import {
  ProcessSchema,
  gradeSubject,
  processStudent,
  schemeProblem,
  type PassRules,
  type SubjectMarks,
  type SubjectTerms,
} from '../../src/domain/exams/processing';
import type { SubjectKind } from '../../src/domain/academic/pass-rules';

/**
 * JNTUH R22 as the university sets it: internal 40 and external 60; a pass needs 35% of the external marks (21 of
 * 60) and 40% of the total; O 90+ (10), A+ 80 (9), A 70 (8), B+ 60 (7), B 50 (6), C 40 (5), F below 40.
 */
const R22_SCHEME = parseGradingScheme('O 90 10; A+ 80 9; A 70 8; B+ 60 7; B 50 6; C 40 5; F 0 0')!;
const R22: PassRules = { scheme: R22_SCHEME, minExternalPercent: 35, minTotalPercent: 40 };
const subject = (courseId: number, kind: SubjectKind, credits: number): SubjectTerms => ({
  courseId,
  kind,
  credits,
  internalMax: 40,
  externalMax: 60,
});
const marks = (internal: number, external: number): SubjectMarks => ({
  internal,
  external,
  externalAbsent: false,
  grace: 0,
});
const graded = (m: SubjectMarks, terms: SubjectTerms, rules: PassRules = R22) => {
  const o = gradeSubject(m, terms, rules);
  if (o.kind !== 'graded') throw new Error('not graded');
  return o;
};

describe('pass rules of JNTUH R22 (40 internal + 60 external)', () => {
  it('fails 30 + 20 on the external minimum (20 < 21 of 60) and passes 19 + 21 = 40 with C', () => {
    expect(graded(marks(30, 20), subject(1, 'theory', 3))).toMatchObject({ grade: 'F', failed: 'external' });
    expect(graded(marks(19, 21), subject(1, 'theory', 3))).toMatchObject({ grade: 'C', gradePoints: 5 });
  });

  it('fails a subject on an internal minimum the regulation sets: 13 of 40 is under 35% (14) though 13 + 60 is 73', () => {
    const rules: PassRules = { ...R22, byKind: { theory: { internal: 35, external: 35, total: 40 } } };
    expect(graded(marks(13, 60), subject(1, 'theory', 3), rules)).toMatchObject({
      total: 73,
      grade: 'F',
      gradePoints: 0,
      status: 'fail',
      failed: 'internal',
    });
    expect(graded(marks(14, 60), subject(1, 'theory', 3), rules)).toMatchObject({ grade: 'A', status: 'pass' });
    // No internal minimum where the regulation sets none.
    expect(graded(marks(13, 60), subject(1, 'theory', 3))).toMatchObject({ grade: 'A', status: 'pass' });
  });

  it('holds each kind to its own minimums: 25 + 24 = 49 is C in theory and fails a lab that needs 50% of the total', () => {
    const rules: PassRules = { ...R22, byKind: { lab: { internal: 0, external: 40, total: 50 } } };
    expect(graded(marks(25, 24), subject(1, 'theory', 3), rules)).toMatchObject({ grade: 'C', status: 'pass' });
    expect(graded(marks(25, 24), subject(2, 'lab', 1.5), rules)).toMatchObject({ grade: 'F', failed: 'total' });
    expect(graded(marks(40, 23), subject(2, 'lab', 1.5), rules)).toMatchObject({ grade: 'F', failed: 'external' });
    expect(graded(marks(26, 24), subject(2, 'lab', 1.5), rules)).toMatchObject({ grade: 'B', status: 'pass' });
  });

  it('grades a mandatory course P or NP with no points, on its kind’s minimums', () => {
    expect(graded(marks(20, 30), subject(4, 'mandatory', 0))).toMatchObject({ grade: 'P', gradePoints: 0 });
    expect(graded(marks(10, 20), subject(4, 'mandatory', 0))).toMatchObject({
      grade: 'NP',
      gradePoints: 0,
      status: 'fail',
      failed: 'external',
    });
  });
});

describe('credits as curricula have them', () => {
  const exam = [subject(1, 'theory', 3), subject(2, 'theory', 3), subject(3, 'lab', 1.5), subject(4, 'mandatory', 0)];
  const sitting = (mandatory: SubjectMarks) => ({
    studentId: 1,
    earlier: [],
    subjects: [
      { terms: exam[0]!, marks: marks(30, 50) },
      { terms: exam[1]!, marks: marks(25, 40) },
      { terms: exam[2]!, marks: marks(35, 45) },
      { terms: exam[3]!, marks: mandatory },
    ],
  });

  it('counts a 1.5-credit lab by its credits and leaves a 0-credit mandatory course out of the SGPA: 61.5 / 7.5 = 8.2', () => {
    // A+ (9) × 3 + B+ (7) × 3 + A+ (9) × 1.5 = 61.5 over 7.5 credits; the mandatory course's P weighs nothing.
    const passed = processStudent(sitting(marks(20, 30)), R22);
    expect(passed.subjects.map((s) => s.outcome.kind === 'graded' && s.outcome.grade)).toEqual(['A+', 'B+', 'A+', 'P']);
    expect(passed).toMatchObject({ sgpa: 8.2, cgpa: 8.2, backlogs: 0, standing: 'pass' });
  });

  it('keeps the SGPA when the mandatory course is not passed, yet counts it a backlog to clear before graduating', () => {
    expect(processStudent(sitting(marks(10, 20)), R22)).toMatchObject({ sgpa: 8.2, backlogs: 1, standing: 'fail' });
  });

  const row = {
    regulationId: 1,
    branchId: 1,
    semesterId: 1,
    code: 'R22CS107',
    name: 'Engineering Workshop',
    credits: 1.5,
    subjectType: 'lab',
    internalMax: 40,
    externalMax: 60,
  };
  const reason = (input: unknown) => {
    const r = v.safeParse(SubjectSchema, input);
    return r.success ? null : (rowReason(r.issues[0]) ?? r.issues[0].message);
  };

  it('accepts a 1.5-credit lab and a 0-credit mandatory course on the subjects list', () => {
    expect(reason(row)).toBeNull();
    expect(reason({ ...row, credits: 0, subjectType: 'mandatory', name: 'Environmental Science' })).toBeNull();
  });

  it(`refuses 1.25 credits and 31 with '${SUBJECT_REASONS.creditSteps}'`, () => {
    expect(reason({ ...row, credits: 1.25 })).toBe(SUBJECT_REASONS.creditSteps);
    expect(reason({ ...row, credits: 31 })).toBe(SUBJECT_REASONS.creditSteps);
  });

  it('refuses 0 credits on a lab and credits on a mandatory course, at the credits field', () => {
    const zero = v.safeParse(SubjectSchema, { ...row, credits: 0 });
    expect(zero.success ? null : [zero.issues[0].message, zero.issues[0].path?.[0]?.key]).toEqual([
      SUBJECT_REASONS.zeroCredits,
      'credits',
    ]);
    expect(reason({ ...row, credits: 2, subjectType: 'mandatory' })).toBe(SUBJECT_REASONS.zeroCredits);
  });
});

describe('a regulation’s pass rules by subject kind', () => {
  const regulation = {
    code: 'R22',
    fromYear: 2022,
    minExternalPercent: 35,
    minTotalPercent: 40,
    creditsToGraduate: 160,
    maxYears: 8,
  };

  it('writes and reads the rules as text, and takes none (every kind on the pair) by default', () => {
    const rules: KindPassRules = {
      lab: { internal: 0, external: 40, total: 50 },
      mandatory: { internal: 0, external: 0, total: 40 },
    };
    expect(kindPassRulesText(rules)).toBe('lab 0 40 50; mandatory 0 0 40');
    expect(parseKindPassRules('Lab 0 40 50;  mandatory 0 0 40')).toEqual(rules);
    expect(parseKindPassRules('')).toEqual({});
    const parsed = v.parse(RegulationSchema, regulation);
    expect(parsed.passRules).toEqual({});
  });

  it(`refuses a kind named twice, an unknown kind or a minimum over 100 with the reason`, () => {
    const refused = (text: string) => {
      const r = v.safeParse(RegulationSchema, { ...regulation, passRules: parseKindPassRules(text) });
      return r.success ? null : rowReason(r.issues[0]);
    };
    expect(refused('lab 0 40 50; lab 0 35 40')).toBe(PASS_RULE_REASONS.format);
    expect(refused('seminar 0 40 50')).toBe(PASS_RULE_REASONS.format);
    expect(refused('lab 0 140 50')).toBe(PASS_RULE_REASONS.range);
  });
});

describe('a grade letter keeps one meaning', () => {
  const published = [
    { grade: 'A', points: 9 },
    { grade: 'F', points: 0 },
  ];

  it('refuses a scheme that makes a published A worth 8 instead of 9', () => {
    const scheme = parseGradingScheme('S 90 10; A 70 8; F 0 0')!;
    expect(letterMeaningProblem(scheme, published)).toBe(letterMeaningChanged('A', 9, 8));
  });

  it('lets the cut-offs move and a new band take a new letter', () => {
    expect(letterMeaningProblem(parseGradingScheme('S 85 10; A 75 9; F 0 0')!, published)).toBeNull();
    expect(letterMeaningProblem(parseGradingScheme('O 90 10; A+ 80 8; F 0 0')!, published)).toBeNull();
  });

  it('keeps P and NP for mandatory courses out of a scheme', () => {
    expect(schemeProblem(parseGradingScheme('S 90 10; P 40 5; F 0 0')!)).toMatch(/mandatory course/);
  });

  it('re-grades only on a yes in so many words: no body or {} is a plain processing, a text is refused', () => {
    expect(v.parse(ProcessSchema, undefined)).toEqual({ regrade: false });
    expect(v.parse(ProcessSchema, {})).toEqual({ regrade: false });
    expect(v.parse(ProcessSchema, { regrade: true })).toEqual({ regrade: true });
    expect(v.is(ProcessSchema, { regrade: 'yes' })).toBe(false);
  });
});
