import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { TIMETABLE_WEEK_READERS, TIMETABLE_WRITERS } from './access';

/** Who may open each of the timetable module's screens, by address (a line each of screen-access.ts). */
export const TIMETABLE_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.myTimetable]: TIMETABLE_WEEK_READERS,
  [APP_PATHS.timetables]: TIMETABLE_WRITERS,
};
