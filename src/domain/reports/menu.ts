import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The Reports section of the Administration menu (menu-tree.ts): the index, then each report. */
export const REPORTS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Reports',
    to: APP_PATHS.reports,
    hint: /*i18n*/ 'Money, admissions, attendance and results at a glance',
  },
  { label: /*i18n*/ 'Money report', to: APP_PATHS.moneyReport, api: 'GET /api/app/reports/money' },
  { label: /*i18n*/ 'Admissions report', to: APP_PATHS.admissionsReport, api: 'GET /api/app/reports/admissions' },
  { label: /*i18n*/ 'Attendance report', to: APP_PATHS.attendanceReport, api: 'GET /api/app/reports/attendance' },
  { label: /*i18n*/ 'Results report', to: APP_PATHS.resultsReport, api: 'GET /api/app/reports/results' },
];
