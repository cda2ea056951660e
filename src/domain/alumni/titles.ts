import { APP_PATHS } from '../routes/app-paths';

/** The titles of the alumni module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ALUMNI_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.alumniRegistration]: 'Alumni Registration',
  [APP_PATHS.alumniHistory]: 'Alumni History',
  [APP_PATHS.alumniDirectory]: 'Alumni Directory',
};
