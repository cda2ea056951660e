import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The timetable module's links, in the Faculty menu's Timetables section (menu-tree.ts) either side of the college
 * calendar. The teaching day: a teacher's, student's or parent's own week first.
 */
export const TIMETABLE_OWN_WEEK_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'My Timetable',
    to: APP_PATHS.myTimetable,
    api: 'GET /api/app/timetable/week',
    hint: /*i18n*/ 'Your week of classes, with substitutions, and its PDF',
  },
];

/** The section timetables the academic section and HoDs build, after the college calendar. */
export const TIMETABLE_SECTIONS_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Timetables',
    to: APP_PATHS.timetables,
    api: 'GET /api/app/timetables',
    hint: /*i18n*/ 'Section timetables on the bell schedule, and substitutes for a date',
  },
];
