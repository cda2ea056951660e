import { LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole } from '../auth/roles';
import type { CounterKey } from './counters';

/**
 * §2 role dashboards: what the landing route of each login role shows. `module` is the home tile the role
 * belongs to (its functions, §2 tile lists); `functions` are what the role's module offers, for roles
 * without a tile of their own. `card` adds the signed-in person's own record (§2 Faculty dashboard).
 */
export interface RoleDashboard {
  title: string;
  module: string;
  functions?: readonly string[];
  counters: readonly CounterKey[];
  card?: 'faculty' | 'student';
}

const MANAGEMENT: readonly CounterKey[] = [
  'students',
  'admissionsThisYear',
  'faculty',
  'departments',
  'studentFacultyRatio',
  'passPercentLatest',
  'examTitles',
];
const LIBRARY: readonly CounterKey[] = ['students', 'faculty', 'courses'];
const ACCOUNTS: readonly CounterKey[] = [
  'feeCollectedToday',
  'feeCollectedThisMonth',
  'feePending',
  'students',
  'admissionsThisYear',
  'finalYearStudents',
];
const COLLEGE_RESEARCH: readonly CounterKey[] = [
  'collegePublications',
  'collegeCitations',
  'collegeScopus',
  'collegeMous',
  'collegeAwards',
];
const IQAC: readonly CounterKey[] = [
  'studentFacultyRatio',
  'passPercentLatest',
  'departments',
  'faculty',
  'students',
  'examTitles',
  ...COLLEGE_RESEARCH,
];

export const ROLE_DASHBOARDS: Readonly<Record<LoginRole, RoleDashboard>> = {
  ROLE_FACULTY: {
    title: 'Faculty Dashboard',
    module: 'Faculty',
    card: 'faculty',
    counters: ['myPublications', 'myCitations', 'myScopus', 'myAwards'],
  },
  ROLE_DEAN: { title: 'Dean Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_PRINCIPAL: { title: 'Principal Dashboard', module: 'Principal', counters: [...MANAGEMENT, ...COLLEGE_RESEARCH] },
  ROLE_CHAIRMAN: { title: 'Chairman Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_TRANSPORTATION_INCHARGE: {
    title: 'Transportation Dashboard',
    module: 'Transport',
    counters: ['students', 'faculty'],
  },
  ROLE_LIBRARY_INCHARGE: { title: 'Library Dashboard', module: 'Library', counters: LIBRARY },
  ROLE_LIBRARY_ASSISTANT: { title: 'Library: View Books', module: 'Library', counters: LIBRARY },
  ROLE_OPAC_LIBRARY: { title: 'Library: View Books', module: 'Library', counters: LIBRARY },
  ROLE_ACCOUNTANT: { title: 'Accounts Dashboard', module: 'Accounts', counters: ACCOUNTS },
  ROLE_ACCOUNTANTS_OFFICER: { title: 'Accounts Dashboard', module: 'Accounts', counters: ACCOUNTS },
  ROLE_ADMIN: {
    title: 'Admin Dashboard',
    module: 'Admin',
    counters: [
      'accounts',
      'signedInNow',
      'studentsWithoutLogin',
      'facultyWithoutLogin',
      'students',
      'faculty',
      'departments',
      'courses',
    ],
  },
  ROLE_IQAC_INCHARGE: { title: 'IQAC Incharge Dashboard', module: 'IQAC', counters: IQAC },
  ROLE_IQAC_COORDINATOR: { title: 'IQAC Coordinator Dashboard', module: 'IQAC', counters: IQAC },
  ROLE_STUDENT: {
    title: 'Student Dashboard',
    module: 'Student',
    card: 'student',
    counters: ['myResults', 'myCgpa', 'myCreditsEarned', 'myBacklogs'],
  },
  ROLE_HOD: {
    title: 'HOD Dashboard',
    module: 'HOD',
    counters: [
      'deptFaculty',
      'deptStudents',
      'deptCourses',
      'passPercentLatest',
      'deptPublications',
      'deptCitations',
      'deptScopus',
      'deptAwards',
    ],
  },
  ROLE_GRIEVANCE_INCHARGE: { title: 'Grievances', module: 'Grievance', counters: ['students', 'faculty'] },
  ROLE_HOSTEL_INCHARGE: { title: 'Hostel Management', module: 'Hostel', counters: ['students', 'admissionsThisYear'] },
  ROLE_PLACEMENT_rDEAN: {
    title: 'Company Placement',
    module: 'Placement',
    counters: [
      'finalYearStudents',
      'graduates',
      'students',
      'passPercentLatest',
      'alumniOnRecord',
      'alumniWorking',
      'alumniStudying',
    ],
  },
  ROLE_ALUMNI: {
    title: 'Alumni Dashboard',
    module: 'Alumni',
    functions: ['Alumni registration', 'Alumni history', 'Alumni directory'],
    counters: [
      'alumniOnRecord',
      'alumniWorking',
      'alumniStudying',
      'alumniRegistrations',
      'graduates',
      'finalYearStudents',
    ],
  },
  ROLE_ACADEMICS: {
    title: 'Academics Dashboard',
    module: 'Academics',
    functions: ['Degrees, batches and branches', 'Courses', 'Semesters'],
    counters: ['courses', 'branches', 'departments', 'students', 'faculty'],
  },
  ROLE_ADMISSIONS: {
    title: 'Admissions Dashboard',
    module: 'Admissions',
    functions: ['Admission form', 'Student admission form with Excel upload', 'Second admission form'],
    counters: ['admissionsThisYear', 'students', 'studentsWithoutLogin', 'branches'],
  },
  ROLE_FEEPAYMENTS: { title: 'Fee Payments Dashboard', module: 'Accounts', counters: ACCOUNTS },
  ROLE_CORRESPONDENCE: { title: 'Correspondence Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_ADMINISTRATION: { title: 'Administration Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_EXAMINATION: {
    title: 'Examinations Dashboard',
    module: 'Exams',
    counters: ['examTitles', 'passPercentLatest', 'students', 'courses'],
  },
};

/** The /app root for roles without a landing of their own (Parent, Director, Security, Inventory). */
export const GENERAL_DASHBOARD: RoleDashboard = {
  title: 'Home',
  module: 'ERP',
  counters: ['students', 'faculty', 'departments', 'examTitles'],
};

/** The user's roles whose landing is this path, in the user's order (first role first). */
function rolesLandingAt(path: string, roles: readonly string[]): LoginRole[] {
  return roles.filter(
    (r): r is LoginRole => (LOGIN_ROLES as readonly string[]).includes(r) && LANDING_BY_ROLE[r as LoginRole] === path,
  );
}

/** Which dashboard a signed-in user sees at a landing path, or null when none of their roles lands there. */
export function dashboardAt(
  path: string,
  roles: readonly string[],
): { role: LoginRole | null; dashboard: RoleDashboard } | null {
  if (path === '/app') return { role: null, dashboard: GENERAL_DASHBOARD };
  const role = rolesLandingAt(path, roles)[0];
  return role ? { role, dashboard: ROLE_DASHBOARDS[role] } : null;
}

export { FUNCTION_SCREENS } from './function-screens';
