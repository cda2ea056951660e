import { formatRupees } from '../money/money';
import { countText } from '../display-formats';
import type { CounterKey } from './counter-keys';

export { COUNTER_KEYS, type CounterKey } from './counter-keys';

/**
 * The live counts a dashboard or a menu badge can show. 'students' (on roll), 'finalYearStudents', 'graduates'
 * and the alumni counts follow the batches on the college's calendar (batchStage, src/domain/calendar/batch-stage.ts):
 * a student is on roll until their batch has passed out and a graduate from then on, never both. Each is computed
 * by the server from the database on request (src/server/modules/dashboards); a dashboard lists which it shows.
 */
export const COUNTER_LABELS: Readonly<Record<CounterKey, string>> = {
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
  accounts: 'User accounts',
  studentsWithoutLogin: 'Students without a login',
  facultyWithoutLogin: 'Faculty without a login',
  signedInNow: 'Users signed in now',
  deptFaculty: 'Faculty in my department',
  deptStudents: 'Students in my department',
  deptCourses: 'Courses of my department',
  myResults: 'My results published',
  // Cumulative over every published exam; a result sheet keeps §3's 'CGPA' label for its own exam's number.
  myCgpa: 'My CGPA (all published exams)',
  myCreditsEarned: 'Credits I have earned',
  myBacklogs: 'Courses I still have to clear',
  // §2 Faculty dashboard and the faculty database: one member, a department, the college.
  myPublications: 'Publications',
  myCitations: 'Citations',
  myScopus: 'Scopus',
  myAwards: 'Awards',
  deptPublications: 'Publications of my department',
  deptCitations: 'Citations of my department',
  deptScopus: 'Scopus-indexed papers of my department',
  deptAwards: 'Awards in my department',
  collegePublications: 'Faculty publications',
  collegeCitations: 'Citations of faculty publications',
  collegeScopus: 'Scopus-indexed faculty publications',
  collegeMous: 'MoUs signed by faculty',
  collegeAwards: 'Faculty awards',
  // Fee accounts: money in paise, shown in rupees.
  feeCollectedToday: 'Fees collected today',
  feeCollectedThisMonth: 'Fees collected this month',
  feePending: 'Fees pending (open payments)',
  // Alumni: one alumnus per roll number, their history record first, else their registration.
  alumniOnRecord: 'Alumni on record',
  alumniWorking: 'Alumni working',
  alumniStudying: 'Alumni studying further',
  alumniRegistrations: 'Alumni registrations',
} as const;

/** How a counter's number is written: a count, a percentage, a ratio or a grade-point average. */
const COUNTER_FORMAT: Partial<Record<CounterKey, 'percent' | 'decimal' | 'rupees'>> = {
  passPercentLatest: 'percent',
  studentFacultyRatio: 'decimal',
  myCgpa: 'decimal',
  feeCollectedToday: 'rupees',
  feeCollectedThisMonth: 'rupees',
  feePending: 'rupees',
};

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
