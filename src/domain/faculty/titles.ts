import { APP_PATHS } from '../routes/app-paths';

/** The titles of the faculty module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const FACULTY_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.subjectAllotments]: 'Subject allotment',
  [APP_PATHS.facultyPublications]: 'Publications',
  [APP_PATHS.facultyMous]: 'MoUs',
  [APP_PATHS.facultyAwards]: 'Awards',
  [APP_PATHS.facultyRecord]: 'Faculty record',
};
