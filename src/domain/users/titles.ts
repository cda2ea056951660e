import { APP_PATHS } from '../routes/app-paths';

/** The titles of the users module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const USERS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.createUser]: /*i18n*/ 'Create User',
  [APP_PATHS.createLogins]: /*i18n*/ 'Create Logins',
};
