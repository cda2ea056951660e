import { APP_PATHS } from '../routes/app-paths';

/** The titles of the auth module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const AUTH_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.appChangePassword]: /*i18n*/ 'Change Password',
  [APP_PATHS.changePassword]: /*i18n*/ 'Change Password',
};
