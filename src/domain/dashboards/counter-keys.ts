import { ALUMNI_COUNTER_KEYS } from '../alumni/counter-keys';
import { FACULTY_COUNTER_KEYS } from '../faculty/counter-keys';
import { PAYMENTS_COUNTER_KEYS } from '../payments/counter-keys';
import { RESULTS_COUNTER_KEYS } from '../results/counter-keys';
import { USERS_COUNTER_KEYS } from '../users/counter-keys';

/**
 * The names of the live counts a dashboard or a menu badge can show (their labels and meaning: counters.ts): the
 * college-wide ones here, then each module's (its `counter-keys.ts`), one argument per module. Apart from the labels
 * so that an answer's schema can check a name without carrying every label. tests/domain/counters.test.ts fails on a
 * module's names not listed, or a name in two.
 */
export const COUNTER_KEYS = [
  'students',
  'admissionsThisYear',
  'faculty',
  'departments',
  'branches',
  'courses',
  'examTitles',
  'passPercentLatest',
  'studentFacultyRatio',
  'finalYearStudents',
  'graduates',
  'deptFaculty',
  'deptStudents',
  'deptCourses',
  ...USERS_COUNTER_KEYS,
  ...RESULTS_COUNTER_KEYS,
  ...FACULTY_COUNTER_KEYS,
  ...PAYMENTS_COUNTER_KEYS,
  ...ALUMNI_COUNTER_KEYS,
] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];
