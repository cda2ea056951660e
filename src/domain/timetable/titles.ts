import { APP_PATHS } from '../routes/app-paths';

/** The titles of the timetable module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const TIMETABLE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.myTimetable]: /*i18n*/ 'My timetable',
  [APP_PATHS.timetables]: /*i18n*/ 'Timetables',
};
