import { describe, expect, it } from 'vitest';
import { summariseCredits } from '../../src/domain/results/sgpa';

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
