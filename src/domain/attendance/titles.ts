import { APP_PATHS } from '../routes/app-paths';

/** The titles of the attendance module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ATTENDANCE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.attendance]: /*i18n*/ 'Attendance',
  [APP_PATHS.attendanceSheet]: /*i18n*/ 'Attendance sheet',
  [APP_PATHS.assignedSubjects]: /*i18n*/ 'Assigned subjects',
  [APP_PATHS.myAttendance]: /*i18n*/ 'My attendance',
  [APP_PATHS.departmentAttendance]: /*i18n*/ 'Department attendance',
};
