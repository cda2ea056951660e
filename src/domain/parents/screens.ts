import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { PARENT_ROLES } from '../auth/access';

/** Who may open each of the parents module's screens, by address (a line each of screen-access.ts). */
export const PARENTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.parentDashboard]: PARENT_ROLES,
  [APP_PATHS.parentProfile]: PARENT_ROLES,
};
