import type { MenuLink } from '../menus/menu-links';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The Faculty menu's Attendance section (menu-tree.ts): taken by the teacher from the day's classes (offline too),
 * read by students, parents and HoDs.
 */
export const ATTENDANCE_MENU: readonly MenuLink[] = [
  {
    label: 'Attendance sheet',
    to: APP_PATHS.attendance,
    api: 'GET /api/app/attendance/classes',
    hint: "Today's classes: mark the absentees, even without signal",
  },
  {
    label: 'Assigned subjects',
    to: APP_PATHS.assignedSubjects,
    api: 'GET /api/app/attendance/subjects',
    hint: 'Your subjects of the year: class lists, classes and attendance',
  },
  {
    label: 'My attendance',
    to: APP_PATHS.myAttendance,
    api: 'GET /api/app/attendance/student',
    hint: 'Subject-wise and overall attendance, and any shortage',
  },
  {
    label: 'Department attendance',
    to: APP_PATHS.departmentAttendance,
    api: 'GET /api/app/attendance/department',
    hint: "The day's absentees and each section's monthly register",
  },
];
