import { APP_PATHS } from '../routes/app-paths';

/** The titles of the exams module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const EXAMS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.examCell]: /*i18n*/ 'Exam Cell',
  [APP_PATHS.internalMarks]: /*i18n*/ 'Internal marks',
};
