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
    students: 'Students on roll',
    admissionsThisYear: 'Admissions this academic year',
    faculty: 'Faculty members',
    departments: 'Departments',
    branches: 'Branches',
    courses: 'Courses',
    examTitles: 'Results published',
    passPercentLatest: 'Pass rate in the latest results',
    studentFacultyRatio: 'Students per faculty member',
    finalYearStudents: 'Final-year students',
    graduates: 'Graduated students',
    deptFaculty: 'Faculty in my department',
    deptStudents: 'Students in my department',
    deptCourses: 'Courses of my department',
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
