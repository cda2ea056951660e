import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The academic section's dashboard (role-dashboards.ts); the role has no home tile, so it names its functions. */
export const ACADEMIC_DASHBOARDS: RoleDashboards = {
  ROLE_ACADEMICS: {
    title: 'Academics Dashboard',
    module: 'Academics',
    functions: ['Degrees, batches and branches', 'Courses', 'Semesters'],
    counters: ['courses', 'branches', 'departments', 'students', 'faculty'],
  },
};
