import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/** The college calendar in the Faculty menu's Timetables section (menu-tree.ts). */
export const CALENDAR_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'College calendar',
    to: APP_PATHS.collegeCalendar,
    api: 'GET /api/app/calendar',
    hint: /*i18n*/ 'Holidays and closures, semester dates and activities, month by month',
  },
];
