import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { LOGIN_CREATOR_ROLES, USER_ADMIN_ROLES } from '../auth/access';

/** Who may open each of the users module's screens, by address (a line each of screen-access.ts). */
export const USERS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.createUser]: USER_ADMIN_ROLES,
  [APP_PATHS.createLogins]: LOGIN_CREATOR_ROLES,
};
