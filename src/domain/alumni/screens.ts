import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { ALUMNI_DIRECTORY_ROLES, ALUMNI_HISTORY_ROLES, ALUMNI_REGISTRATION_ROLES } from './access';

/** Who may open each of the alumni module's signed-in screens, by address (the account page is public). */
export const ALUMNI_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.alumniRegistration]: ALUMNI_REGISTRATION_ROLES,
  [APP_PATHS.alumniHistory]: ALUMNI_HISTORY_ROLES,
  [APP_PATHS.alumniDirectory]: ALUMNI_DIRECTORY_ROLES,
};
