import { describe, expect, it } from 'vitest';
import { GRADE_POINTS, type Grade } from '../../src/domain/results/grade-scale';
import { cumulativeGpa, summariseCredits } from '../../src/domain/results/sgpa';

describe('credit summary and SGPA', () => {
  it('weights grade points by credits and rounds to two decimals', () => {
    const s = summariseCredits([
      { credits: 3, grade: 'S', gradePoints: 10 },
      { credits: 3, grade: 'A', gradePoints: 9 },
      { credits: 2, grade: 'C', gradePoints: 7 },
    ]);
    expect(s.sgpa).toBe(8.88); // (30 + 27 + 14) / 8 = 8.875
    expect(s).toMatchObject({ totalCredits: 8, earnedCredits: 8, passCount: 3, failCount: 0 });
  });

  it('counts fails and absents with 0 points and no earned credits', () => {
    const s = summariseCredits([
      { credits: 4, grade: 'F', gradePoints: 0 },
      { credits: 3, grade: 'AB', gradePoints: 0 },
      { credits: 3, grade: 'B', gradePoints: 8 },
    ]);
    expect(s).toEqual({ sgpa: 2.4, totalCredits: 10, earnedCredits: 3, passCount: 1, failCount: 2 });
  });

  it('gives 0 for an empty sheet instead of dividing by zero', () => {
    expect(summariseCredits([]).sgpa).toBe(0);
  });
});

describe('cumulative GPA (dashboards)', () => {
  const at = (courseId: number, credits: number, grade: Grade, publishedAt: number) => ({
    courseId,
    credits,
    grade,
    gradePoints: GRADE_POINTS[grade],
    publishedAt,
  });

  it('weights every published exam by credits, not by exam', () => {
    // Exam 1: 20 credits at 9 (SGPA 9); exam 2: 4 credits at 6 (SGPA 6). A mean of SGPAs would say 7.5.
    const attempts = [at(1, 10, 'A', 1), at(2, 10, 'A', 1), at(3, 4, 'D', 2)];
    expect(cumulativeGpa(attempts)).toBe(8.5);
  });

  it('counts a course once, with its latest attempt: a supplementary pass replaces the fail', () => {
    expect(cumulativeGpa([at(1, 3, 'F', 1), at(2, 3, 'S', 1), at(1, 3, 'C', 2)])).toBe(8.5);
    expect(cumulativeGpa([at(1, 3, 'F', 1), at(2, 3, 'S', 1)])).toBe(5);
  });

  it('is 0 with no results', () => {
    expect(cumulativeGpa([])).toBe(0);
  });
});
