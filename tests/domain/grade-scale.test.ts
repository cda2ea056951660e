import { describe, expect, it } from 'vitest';
import { GRADE_POINTS, gradeForPercentage, statusForGrade } from '../../src/domain/results/grade-scale';

describe('§9 grade scale', () => {
  it.each([
    [100, 'S', 10],
    [90, 'S', 10],
    [89.99, 'A', 9],
    [80, 'A', 9],
    [79.5, 'B', 8],
    [70, 'B', 8],
    [69, 'C', 7],
    [60, 'C', 7],
    [59.9, 'D', 6],
    [50, 'D', 6],
    [49.99, 'F', 0],
    [0, 'F', 0],
  ])('gives %s%% grade %s with %s points', (percentage, grade, points) => {
    expect(gradeForPercentage(percentage)).toEqual({ grade, gradePoints: points });
  });

  it('gives an absent student AB with 0 points', () => {
    expect(gradeForPercentage(null)).toEqual({ grade: 'AB', gradePoints: 0 });
  });

  it('refuses a percentage outside 0-100', () => {
    expect(() => gradeForPercentage(101)).toThrow(RangeError);
    expect(() => gradeForPercentage(-1)).toThrow(RangeError);
    expect(() => gradeForPercentage(Number.NaN)).toThrow(RangeError);
  });

  it('marks F as Fail, AB as Absent and every other grade as Pass', () => {
    expect(statusForGrade('F')).toBe('Fail');
    expect(statusForGrade('AB')).toBe('Absent');
    for (const g of ['S', 'A', 'B', 'C', 'D'] as const) expect(statusForGrade(g)).toBe('Pass');
  });

  it('keeps the points table in step with the scale', () => {
    for (const p of [95, 85, 75, 65, 55, 10]) {
      const award = gradeForPercentage(p);
      expect(GRADE_POINTS[award.grade]).toBe(award.gradePoints);
    }
    expect(GRADE_POINTS.AB).toBe(0);
  });
});
