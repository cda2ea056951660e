import { APP_PATHS } from '../routes/app-paths';

/** The titles of the leave module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const LEAVE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.leave]: 'Leave',
  [APP_PATHS.leaveApprovals]: 'Leave approvals',
};
