import { APP_PATHS } from '../routes/app-paths';

/** The titles of the academic module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ACADEMIC_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.academicLists]: /*i18n*/ 'Lists the college keeps',
  [APP_PATHS.academicListChanges]: /*i18n*/ 'Changes to the lists',
  [APP_PATHS.changesToAuthorize]: /*i18n*/ 'Changes to authorize',
};
