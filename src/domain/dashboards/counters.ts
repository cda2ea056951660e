import { formatRupees } from '../money/money';
import { countText } from '../display-formats';
import { ALUMNI_COUNTERS } from '../alumni/counters';
import { FACULTY_COUNTERS } from '../faculty/counters';
import { PAYMENTS_COUNTER_FORMATS, PAYMENTS_COUNTERS } from '../payments/counters';
import { RESULTS_COUNTER_FORMATS, RESULTS_COUNTERS } from '../results/counters';
import { USERS_COUNTERS } from '../users/counters';
import type { CounterFormat, CounterLabels } from './counter-labels';
import type { CounterKey } from './counter-keys';

export type { CounterKey } from './counter-keys';

/**
 * The live counts a dashboard or a menu badge can show: the college-wide ones here, then each module's (its
 * `counters.ts`), one argument per module. 'students' (on roll), 'finalYearStudents', 'graduates'
 * and the alumni counts follow the batches on the college's calendar (batchStage, src/domain/calendar/batch-stage.ts):
 * a student is on roll until their batch has passed out and a graduate from then on, never both. Each is computed
 * by the server from the database on request (src/server/modules/dashboards); a dashboard lists which it shows.
 */
export const COUNTER_LABELS: CounterLabels<CounterKey> = Object.assign(
  {
    students: /*i18n*/ 'Students on roll',
    admissionsThisYear: /*i18n*/ 'Admissions this academic year',
    faculty: /*i18n*/ 'Faculty members',
    departments: /*i18n*/ 'Departments',
    branches: /*i18n*/ 'Branches',
    courses: /*i18n*/ 'Courses',
    examTitles: /*i18n*/ 'Results published',
    passPercentLatest: /*i18n*/ 'Pass rate in the latest results',
    studentFacultyRatio: /*i18n*/ 'Students per faculty member',
    finalYearStudents: /*i18n*/ 'Final-year students',
    graduates: /*i18n*/ 'Graduated students',
    deptFaculty: /*i18n*/ 'Faculty in my department',
    deptStudents: /*i18n*/ 'Students in my department',
    deptCourses: /*i18n*/ 'Courses of my department',
  },
  USERS_COUNTERS,
  RESULTS_COUNTERS,
  FACULTY_COUNTERS,
  PAYMENTS_COUNTERS,
  ALUMNI_COUNTERS,
);

/** How a counter's number is written: a count, a percentage, a ratio, a grade-point average or money. */
const COUNTER_FORMAT: Readonly<Partial<Record<CounterKey, CounterFormat>>> = Object.assign(
  { passPercentLatest: 'percent', studentFacultyRatio: 'decimal' } as const,
  RESULTS_COUNTER_FORMATS,
  PAYMENTS_COUNTER_FORMATS,
);

export interface Counter {
  key: CounterKey;
  label: string;
  value: number;
}

export function formatCounter(key: CounterKey, value: number): string {
  const format = COUNTER_FORMAT[key];
  if (format === 'percent') return `${value.toFixed(1)} %`;
  if (format === 'decimal') return value.toFixed(2);
  if (format === 'rupees') return formatRupees(value);
  return countText(value);
}
