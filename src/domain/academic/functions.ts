/** The tiles' functions that open a list the college keeps, or the changes waiting on one (tile name → address). */
export const ACADEMIC_FUNCTIONS: Readonly<Record<string, string>> = {
  // The Admin tile's lists the college keeps: degrees and regulations among them; courses are the subjects.
  'Degree and regulation': '/app/Admin/Lists',
  Course: '/app/Admin/Lists/subjects',
  Activities: '/app/Admin/Lists/activities',
  'Leave maintenance': '/app/Admin/Lists/leaveTypes',
  // The Admin tile's faculty records.
  Faculty: '/app/Admin/Lists/faculty',
  // The Principal tile's approvals: changes to regulations and subjects waiting for authorization (maker-checker).
  Approvals: '/app/Admin/Changes to Authorize',
  // The academic section's programmes (degrees, batches, branches), courses (the subjects) and semesters.
  'Degrees, batches and branches': '/app/Admin/Lists/degrees',
  Courses: '/app/Admin/Lists/subjects',
  Semesters: '/app/Admin/Lists/semesters',
};
