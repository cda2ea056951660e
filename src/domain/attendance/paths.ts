/**
 * The attendance module's addresses: a teacher's day and sheets, their subjects, a student's percentages, the HoD's
 * department. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const ATTENDANCE_PATHS = {
  attendance: '/app/Attendance',
  attendanceSheet: '/app/Attendance/Sheet',
  assignedSubjects: '/app/Assigned Subjects',
  myAttendance: '/app/My Attendance',
  departmentAttendance: '/app/Department Attendance',
} as const;
