import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { REPORTS_READERS } from './access';

/** Who may open each report screen, by address. */
export const REPORTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.reports]: REPORTS_READERS,
  [APP_PATHS.moneyReport]: REPORTS_READERS,
  [APP_PATHS.admissionsReport]: REPORTS_READERS,
  [APP_PATHS.attendanceReport]: REPORTS_READERS,
  [APP_PATHS.resultsReport]: REPORTS_READERS,
};
