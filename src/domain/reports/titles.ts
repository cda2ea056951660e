import { APP_PATHS } from '../routes/app-paths';

/** The titles of the report screens, by address: their page headings (screen-titles.ts). */
export const REPORTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.reports]: /*i18n*/ 'Reports',
  [APP_PATHS.moneyReport]: /*i18n*/ 'Money report',
  [APP_PATHS.admissionsReport]: /*i18n*/ 'Admissions report',
  [APP_PATHS.attendanceReport]: /*i18n*/ 'Attendance report',
  [APP_PATHS.resultsReport]: /*i18n*/ 'Results report',
};
