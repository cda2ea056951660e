/** A teacher's assigned subjects and the day's attendance (tile name → address). */
export const ATTENDANCE_FUNCTIONS: Readonly<Record<string, string>> = {
  'Assigned subjects': '/app/Assigned Subjects',
  'Attendance sheet': '/app/Attendance',
};
