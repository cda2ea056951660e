import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The admissions section's dashboard (role-dashboards.ts); the role has no home tile, so it names its functions. */
export const ADMISSIONS_DASHBOARDS: RoleDashboards = {
  ROLE_ADMISSIONS: {
    title: /*i18n*/ 'Admissions Dashboard',
    module: 'Admissions',
    functions: [
      /*i18n*/ 'Admission form',
      /*i18n*/ 'Student admission form with Excel upload',
      /*i18n*/ 'Second admission form',
    ],
    counters: ['admissionsThisYear', 'students', 'studentsWithoutLogin', 'branches'],
  },
};
