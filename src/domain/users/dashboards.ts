import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The administrator's dashboard (role-dashboards.ts): accounts and logins first. */
export const USERS_DASHBOARDS: RoleDashboards = {
  ROLE_ADMIN: {
    title: /*i18n*/ 'Admin Dashboard',
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
};
