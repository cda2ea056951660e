import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The alumni cell's dashboard (role-dashboards.ts); the role has no home tile, so it names its functions. */
export const ALUMNI_DASHBOARDS: RoleDashboards = {
  ROLE_ALUMNI: {
    title: /*i18n*/ 'Alumni Dashboard',
    module: 'Alumni',
    functions: [/*i18n*/ 'Alumni registration', /*i18n*/ 'Alumni history', /*i18n*/ 'Alumni directory'],
    counters: [
      'alumniOnRecord',
      'alumniWorking',
      'alumniStudying',
      'alumniRegistrations',
      'graduates',
      'finalYearStudents',
    ],
  },
};
