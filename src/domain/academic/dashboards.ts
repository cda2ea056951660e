import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The academic section's dashboard (role-dashboards.ts); the role has no home tile, so it names its functions. */
export const ACADEMIC_DASHBOARDS: RoleDashboards = {
  ROLE_ACADEMICS: {
    title: /*i18n*/ 'Academics Dashboard',
    module: 'Academics',
    functions: [/*i18n*/ 'Degrees, batches and branches', /*i18n*/ 'Courses', /*i18n*/ 'Semesters'],
    counters: ['courses', 'branches', 'departments', 'students', 'faculty'],
  },
};
