import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { SETUP_CHECKLIST_ROLES } from './access';

/** Who may open each of the setup module's screens, by address (a line each of screen-access.ts). */
export const SETUP_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.collegeProfile]: SETUP_CHECKLIST_ROLES,
};
