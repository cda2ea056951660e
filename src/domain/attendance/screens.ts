import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import {
  ASSIGNED_SUBJECT_READERS,
  ATTENDANCE_DEPARTMENT_READERS,
  ATTENDANCE_SELF_READERS,
  ATTENDANCE_TAKERS,
} from './access';

/** Who may open each of the attendance module's screens, by address (a line each of screen-access.ts). */
export const ATTENDANCE_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.attendance]: ATTENDANCE_TAKERS,
  [APP_PATHS.attendanceSheet]: ATTENDANCE_TAKERS,
  [APP_PATHS.assignedSubjects]: ASSIGNED_SUBJECT_READERS,
  [APP_PATHS.myAttendance]: ATTENDANCE_SELF_READERS,
  [APP_PATHS.departmentAttendance]: ATTENDANCE_DEPARTMENT_READERS,
};
