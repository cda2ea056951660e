import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { LEAVE_STAFF_ROLES } from './access';

/** Who may open each of the leave module's screens, by address (a line each of screen-access.ts). */
export const LEAVE_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.leave]: LEAVE_STAFF_ROLES,
  [APP_PATHS.leaveApprovals]: LEAVE_STAFF_ROLES,
};
