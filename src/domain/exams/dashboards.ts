import type { RoleDashboards } from '../dashboards/role-dashboard';

/** The exam cell's dashboard (role-dashboards.ts). */
export const EXAMS_DASHBOARDS: RoleDashboards = {
  ROLE_EXAMINATION: {
    title: /*i18n*/ 'Examinations Dashboard',
    module: 'Exams',
    counters: ['examTitles', 'passPercentLatest', 'students', 'courses'],
  },
};
