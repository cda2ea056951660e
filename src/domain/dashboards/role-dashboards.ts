import { LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole } from '../auth/roles';
import { ACADEMIC_DASHBOARDS } from '../academic/dashboards';
import { ADMISSIONS_DASHBOARDS } from '../admissions/dashboards';
import { ALUMNI_DASHBOARDS } from '../alumni/dashboards';
import { EXAMS_DASHBOARDS } from '../exams/dashboards';
import { FACULTY_DASHBOARDS } from '../faculty/dashboards';
import { PAYMENTS_DASHBOARDS } from '../payments/dashboards';
import { STUDENTS_DASHBOARDS } from '../students/dashboards';
import { USERS_DASHBOARDS } from '../users/dashboards';
import type { CounterKey } from './counter-keys';
import type { RoleDashboard, RoleDashboards } from './role-dashboard';

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

/** The dashboards of the roles that oversee the college, and of those whose module is still to come. */
const OWN_DASHBOARDS: RoleDashboards = {
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
  ROLE_IQAC_INCHARGE: { title: 'IQAC Incharge Dashboard', module: 'IQAC', counters: IQAC },
  ROLE_IQAC_COORDINATOR: { title: 'IQAC Coordinator Dashboard', module: 'IQAC', counters: IQAC },
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
  ROLE_CORRESPONDENCE: { title: 'Correspondence Dashboard', module: 'Authority', counters: MANAGEMENT },
  ROLE_ADMINISTRATION: { title: 'Administration Dashboard', module: 'Authority', counters: MANAGEMENT },
};

/**
 * The dashboard of each login role: each module's (its `dashboards.ts`), one argument per module, and the ones kept
 * here. tests/domain/role-dashboards.test.ts fails on a module's file not merged, a role given two dashboards or one
 * given none.
 */
export const ROLE_DASHBOARDS = Object.assign(
  {},
  OWN_DASHBOARDS,
  FACULTY_DASHBOARDS,
  PAYMENTS_DASHBOARDS,
  USERS_DASHBOARDS,
  STUDENTS_DASHBOARDS,
  ALUMNI_DASHBOARDS,
  ACADEMIC_DASHBOARDS,
  ADMISSIONS_DASHBOARDS,
  EXAMS_DASHBOARDS,
) as Readonly<Record<LoginRole, RoleDashboard>>;

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
