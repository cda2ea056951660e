import { APP_PATHS } from '../routes/app-paths';

/** The titles of the parents module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const PARENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.parentDashboard]: /*i18n*/ 'Parent Dashboard',
  [APP_PATHS.parentProfile]: /*i18n*/ 'My Profile',
};
