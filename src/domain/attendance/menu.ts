import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The Faculty menu's Attendance section (menu-tree.ts): taken by the teacher from the day's classes (offline too),
 * read by students, parents and HoDs.
 */
export const ATTENDANCE_MENU: readonly MenuLink[] = [
  {
    label: /*i18n*/ 'Attendance sheet',
    to: APP_PATHS.attendance,
    api: 'GET /api/app/attendance/classes',
    hint: /*i18n*/ "Today's classes: mark the absentees, even without signal",
  },
  {
    label: /*i18n*/ 'Assigned subjects',
    to: APP_PATHS.assignedSubjects,
    api: 'GET /api/app/attendance/subjects',
    hint: /*i18n*/ 'Your subjects of the year: class lists, classes and attendance',
  },
  {
    label: /*i18n*/ 'My attendance',
    to: APP_PATHS.myAttendance,
    api: 'GET /api/app/attendance/student',
    hint: /*i18n*/ 'Subject-wise and overall attendance, and any shortage',
  },
  {
    label: /*i18n*/ 'Department attendance',
    to: APP_PATHS.departmentAttendance,
    api: 'GET /api/app/attendance/department',
    hint: /*i18n*/ "The day's absentees and each section's monthly register",
  },
];
