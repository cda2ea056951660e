import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The admissions section's dashboard (role-dashboards.ts); the role has no home tile, so it names its functions. */
export const ADMISSIONS_DASHBOARDS: RoleDashboards = {
  ROLE_ADMISSIONS: {
    title: 'Admissions Dashboard',
    module: 'Admissions',
    functions: ['Admission form', 'Student admission form with Excel upload', 'Second admission form'],
    counters: ['admissionsThisYear', 'students', 'studentsWithoutLogin', 'branches'],
  },
};
