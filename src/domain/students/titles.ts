import { APP_PATHS } from '../routes/app-paths';

/** The titles of the students module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const STUDENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.studentDirectory]: /*i18n*/ 'Students',
  [APP_PATHS.studentProfile]: /*i18n*/ 'Student',
  [APP_PATHS.studentRollNumbers]: /*i18n*/ 'Roll Numbers',
};
