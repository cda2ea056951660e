import { LANDING_BY_ROLE, LOGIN_ROLES, type LoginRole } from '../auth/roles';
import { ACADEMIC_DASHBOARDS } from '../academic/dashboards';
import { ADMISSIONS_DASHBOARDS } from '../admissions/dashboards';
import { ALUMNI_DASHBOARDS } from '../alumni/dashboards';
import { EXAMS_DASHBOARDS } from '../exams/dashboards';
import { FACULTY_DASHBOARDS } from '../faculty/dashboards';
import { LIBRARY_DASHBOARDS } from '../library/dashboards';
import { HOSTEL_DASHBOARDS } from '../hostel/dashboards';
import { TRANSPORT_DASHBOARDS } from '../transport/dashboards';
import { PAYMENTS_DASHBOARDS } from '../payments/dashboards';
import { STUDENTS_DASHBOARDS } from '../students/dashboards';
import { USERS_DASHBOARDS } from '../users/dashboards';
import { COLLEGE_DASHBOARDS, GENERAL_DASHBOARD } from './dashboards';

export { GENERAL_DASHBOARD };
import type { RoleDashboard } from './role-dashboard';

/**
 * The dashboard of each login role: each module's (its `dashboards.ts`), one argument per module, and the college's own
 * (dashboards.ts). tests/domain/role-dashboards.test.ts fails on a module's file not merged, a role given two dashboards or one
 * given none.
 */
export const ROLE_DASHBOARDS = Object.assign(
  {},
  COLLEGE_DASHBOARDS,
  FACULTY_DASHBOARDS,
  PAYMENTS_DASHBOARDS,
  USERS_DASHBOARDS,
  STUDENTS_DASHBOARDS,
  ALUMNI_DASHBOARDS,
  ACADEMIC_DASHBOARDS,
  ADMISSIONS_DASHBOARDS,
  EXAMS_DASHBOARDS,
  LIBRARY_DASHBOARDS,
  HOSTEL_DASHBOARDS,
  TRANSPORT_DASHBOARDS,
) as Readonly<Record<LoginRole, RoleDashboard>>;

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
