import { APP_PATHS } from '../routes/app-paths';

/** The titles of the attendance module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const ATTENDANCE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.attendance]: 'Attendance',
  [APP_PATHS.attendanceSheet]: 'Attendance sheet',
  [APP_PATHS.assignedSubjects]: 'Assigned subjects',
  [APP_PATHS.myAttendance]: 'My attendance',
  [APP_PATHS.departmentAttendance]: 'Department attendance',
};
