import { APP_PATHS } from '../routes/app-paths';

/** The titles of the calendar module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const CALENDAR_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.collegeCalendar]: /*i18n*/ 'College calendar',
};
