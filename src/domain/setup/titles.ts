import { APP_PATHS } from '../routes/app-paths';

/** The titles of the setup module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const SETUP_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.collegeProfile]: /*i18n*/ 'College Profile',
};
