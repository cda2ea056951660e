import { describe, expect, it } from 'vitest';
import {
  regradeSubject,
  revaluationLastDay,
  revaluationNote,
  revaluationOpen,
} from '../../src/domain/exams/revaluation';
import { readRevaluationNote } from '../../src/domain/results/revaluation-note';
import { R22_RULES as R22 } from '../support/r22-grades';

const terms = { courseId: 1, credits: 4, internalMax: 30, externalMax: 70 };

describe('regrading a recounted or revalued subject', () => {
  it('grades the new external marks by the same rules: 25 + 23 is F (23 < 25), revalued to 25 it is B (50)', () => {
    const before = { internal: 25, external: 23, externalAbsent: false, grace: 0 };
    expect(regradeSubject(before, 23, terms, R22)).toMatchObject({ grade: 'F', gradePoints: 0, failed: 'external' });
    expect(regradeSubject(before, 25, terms, R22)).toMatchObject({
      grade: 'B',
      gradePoints: 6,
      total: 50,
      percent: 50,
    });
  });

  it('keeps the grace marks: 20 + 21 with 2 grace revalued to 23 counts 25 towards the external half', () => {
    const before = { internal: 20, external: 21, externalAbsent: false, grace: 2 };
    expect(regradeSubject(before, 23, terms, R22)).toMatchObject({ grade: 'C', total: 45, status: 'pass' });
  });

  it('may lower a grade too, and unchanged marks give the same grade', () => {
    const before = { internal: 28, external: 60, externalAbsent: false, grace: 0 };
    expect(regradeSubject(before, 60, terms, R22)).toMatchObject({ grade: 'A+', gradePoints: 9 });
    expect(regradeSubject(before, 50, terms, R22)).toMatchObject({ grade: 'A', gradePoints: 8 });
  });

  it('says what changed', () => {
    expect(revaluationNote('revaluation', 'F', 'C')).toBe('Revalued: F → C');
    expect(revaluationNote('recounting', 'B', 'B')).toBe('Recounted: unchanged (B)');
  });

  it('reads a note back into its kind and grades, and nothing else', () => {
    expect(readRevaluationNote('Revalued: F → C')).toEqual({ kind: 'revaluation', oldGrade: 'F', newGrade: 'C' });
    expect(readRevaluationNote('Recounted: unchanged (B+)')).toEqual({
      kind: 'recounting',
      oldGrade: 'B+',
      newGrade: 'B+',
    });
    expect(readRevaluationNote('Revalued: F')).toBeNull();
    expect(readRevaluationNote('Withdrawn')).toBeNull();
    for (const [kind, oldGrade, newGrade] of [
      ['revaluation', 'AB', 'O'],
      ['recounting', 'C', 'C'],
    ] as const)
      expect(readRevaluationNote(revaluationNote(kind, oldGrade, newGrade))).toEqual({ kind, oldGrade, newGrade });
  });
});

describe('the application window', () => {
  // The college calendar is Asia/Kolkata (UTC+5:30): 2027-04-10T20:00Z is already 2027-04-11 there.
  const published = new Date('2027-04-10T06:00:00Z');
  it('stays open through the college day of publication plus the window', () => {
    expect(revaluationLastDay(published, 15)).toBe('2027-04-25');
    expect(revaluationOpen(published, new Date('2027-04-25T18:00:00Z'), 15)).toBe(true);
    expect(revaluationOpen(published, new Date('2027-04-25T18:30:00Z'), 15)).toBe(false);
    expect(revaluationLastDay(new Date('2027-04-10T20:00:00Z'), 15)).toBe('2027-04-26');
  });
});
