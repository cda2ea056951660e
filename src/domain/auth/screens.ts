import type { Access } from './access';
import { APP_PATHS } from '../routes/app-paths';

/** Who may open each of the auth module's screens, by address (a line each of screen-access.ts). */
export const AUTH_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.appChangePassword]: 'signed-in',
  [APP_PATHS.changePassword]: 'signed-in',
};
