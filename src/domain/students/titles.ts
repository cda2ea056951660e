import { APP_PATHS } from '../routes/app-paths';

/** The titles of the students module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const STUDENTS_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.studentDirectory]: 'Students',
  [APP_PATHS.studentProfile]: 'Student',
  [APP_PATHS.studentRollNumbers]: 'Roll Numbers',
};
