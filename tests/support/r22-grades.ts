import type { GradeBand } from '../../src/domain/academic/grading-scheme';
import type { PassRules } from '../../src/domain/exams/processing';

/** JNTUH R22's grades (O to F, 10 to 0 points): the worked examples' regulation, set on the demo's R22 in API tests. */
export const R22_SCHEME: GradeBand[] = [
  { grade: 'O', min: 90, points: 10 },
  { grade: 'A+', min: 80, points: 9 },
  { grade: 'A', min: 70, points: 8 },
  { grade: 'B+', min: 60, points: 7 },
  { grade: 'B', min: 50, points: 6 },
  { grade: 'C', min: 40, points: 5 },
  { grade: 'F', min: 0, points: 0 },
];

/** R22's pass rules: 35% of the external half and 40% of the total. */
export const R22_RULES: PassRules = { scheme: R22_SCHEME, minExternalPercent: 35, minTotalPercent: 40 };
