import { APP_PATHS } from '../routes/app-paths';

/** The titles of the leave module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const LEAVE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.leave]: /*i18n*/ 'Leave',
  [APP_PATHS.leaveApprovals]: /*i18n*/ 'Leave approvals',
};
