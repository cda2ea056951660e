import { APP_PATHS } from '../routes/app-paths';

/** The titles of the faculty module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const FACULTY_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.subjectAllotments]: /*i18n*/ 'Subject allotment',
  [APP_PATHS.facultyPublications]: /*i18n*/ 'Publications',
  [APP_PATHS.facultyMous]: /*i18n*/ 'MoUs',
  [APP_PATHS.facultyAwards]: /*i18n*/ 'Awards',
  [APP_PATHS.facultyRecord]: /*i18n*/ 'Faculty record',
};
