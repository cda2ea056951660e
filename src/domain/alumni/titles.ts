import { APP_PATHS } from '../routes/app-paths';

/** The titles of the alumni module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ALUMNI_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.alumniRegistration]: /*i18n*/ 'Alumni Registration',
  [APP_PATHS.alumniHistory]: /*i18n*/ 'Alumni History',
  [APP_PATHS.alumniDirectory]: /*i18n*/ 'Alumni Directory',
};
