import type { RoleDashboards } from '../dashboards/role-dashboard';

/** A student's dashboard (role-dashboards.ts): their own card and results. */
export const STUDENTS_DASHBOARDS: RoleDashboards = {
  ROLE_STUDENT: {
    title: /*i18n*/ 'Student Dashboard',
    module: 'Student',
    card: 'student',
    counters: ['myResults', 'myCgpa', 'myCreditsEarned', 'myBacklogs'],
  },
};
