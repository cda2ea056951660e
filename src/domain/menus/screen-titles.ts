import { listTitle } from '../academic/list-titles';
import { LANDING_BY_ROLE } from '../auth/roles';
import { MEMOS_PATH } from '../memos/access';
import { RESULT_ANALYSIS_PATH } from '../result-analysis/access';
import { DOMAIN_MODULES, moduleScreens } from '../modules';
import { SHELL_PATHS } from '../routes/shell-paths';
import { ACADEMIC_PATHS } from '../academic/paths';
import { ACHIEVEMENTS_PATHS } from '../achievements/paths';
import { ADMISSIONS_PATHS } from '../admissions/paths';
import { ATTENDANCE_PATHS } from '../attendance/paths';
import { AUTH_PATHS } from '../auth/paths';
import { CALENDAR_PATHS } from '../calendar/paths';
import { DASHBOARDS_PATHS } from '../dashboards/paths';
import { EXAMS_PATHS } from '../exams/paths';
import { FACULTY_PATHS } from '../faculty/paths';
import { LEAVE_PATHS } from '../leave/paths';
import { MAINTENANCE_PATHS } from '../maintenance/paths';
import { OUTBOX_PATHS } from '../outbox/paths';
import { PARENTS_PATHS } from '../parents/paths';
import { PAYMENTS_PATHS } from '../payments/paths';
import { RESULTS_PATHS } from '../results/paths';
import { SETUP_PATHS } from '../setup/paths';
import { STUDENTS_PATHS } from '../students/paths';
import { TIMETABLE_PATHS } from '../timetable/paths';
import { USERS_PATHS } from '../users/paths';

/**
 * The title of each signed-in screen, as its page heading reads: the permission page a user whose roles may not open
 * the screen sees carries it (§6). Beside the screen-access table rather than in the route files, so the titles load
 * with a screen and not with every page's first JavaScript.
 */
const OWN_SCREEN_TITLES: Readonly<Record<string, string>> = {
  [EXAMS_PATHS.examCell]: 'Exam Cell',
  [MEMOS_PATH]: 'Memos and Certificates',
  [RESULT_ANALYSIS_PATH]: 'Result Analysis',
  [EXAMS_PATHS.internalMarks]: 'Internal marks',
  [RESULTS_PATHS.myResults]: 'My Results',
  [TIMETABLE_PATHS.myTimetable]: 'My timetable',
  [CALENDAR_PATHS.collegeCalendar]: 'College calendar',
  [TIMETABLE_PATHS.timetables]: 'Timetables',
  [LEAVE_PATHS.leave]: 'Leave',
  [LEAVE_PATHS.leaveApprovals]: 'Leave approvals',
  [ATTENDANCE_PATHS.attendance]: 'Attendance',
  [ATTENDANCE_PATHS.attendanceSheet]: 'Attendance sheet',
  [ATTENDANCE_PATHS.assignedSubjects]: 'Assigned subjects',
  [ATTENDANCE_PATHS.myAttendance]: 'My attendance',
  [ATTENDANCE_PATHS.departmentAttendance]: 'Department attendance',
  [FACULTY_PATHS.subjectAllotments]: 'Subject allotment',
  [FACULTY_PATHS.facultyPublications]: 'Publications',
  [FACULTY_PATHS.facultyMous]: 'MoUs',
  [FACULTY_PATHS.facultyAwards]: 'Awards',
  [FACULTY_PATHS.facultyRecord]: 'Faculty record',
  [ACHIEVEMENTS_PATHS.facultyAchievements]: 'Faculty Achievements',
  [USERS_PATHS.createUser]: 'Create User',
  [USERS_PATHS.createLogins]: 'Create Logins',
  [ADMISSIONS_PATHS.admissionForm]: 'ADMISSION FORM',
  [ADMISSIONS_PATHS.admissionFormForSmsk]: 'STUDENT ADMISSION FORM',
  [ADMISSIONS_PATHS.admissionRegister]: 'Admissions Register',
  [LANDING_BY_ROLE.ROLE_ADMISSIONS]: 'Admissions Dashboard',
  [PAYMENTS_PATHS.paymentGatewayKeyMaintenance]: 'Payment Gateway Key Maintenance',
  [PAYMENTS_PATHS.feeLedger]: 'Fee Ledger',
  [SETUP_PATHS.collegeProfile]: 'College Profile',
  [ACADEMIC_PATHS.academicLists]: 'Lists the college keeps',
  [ACADEMIC_PATHS.academicListChanges]: 'Changes to the lists',
  [ACADEMIC_PATHS.changesToAuthorize]: 'Changes to authorize',
  [STUDENTS_PATHS.studentDirectory]: 'Students',
  [STUDENTS_PATHS.studentProfile]: 'Student',
  [STUDENTS_PATHS.studentRollNumbers]: 'Roll Numbers',
  [MAINTENANCE_PATHS.maintenanceMode]: 'Maintenance Mode',
  [AUTH_PATHS.appChangePassword]: 'Change Password',
  [AUTH_PATHS.changePassword]: 'Change Password',
  [SHELL_PATHS.adminMenus]: 'Admin Menus',
  [PAYMENTS_PATHS.feePayment]: 'Online Fee Payment',
  [PAYMENTS_PATHS.paymentHistory]: 'Payment History',
  [OUTBOX_PATHS.outbox]: 'Outbox',
  [PARENTS_PATHS.parentDashboard]: 'Parent Dashboard',
};

const SCREEN_TITLES: Readonly<Record<string, string>> = {
  ...OWN_SCREEN_TITLES,
  ...Object.fromEntries(Object.entries(moduleScreens(DOMAIN_MODULES)).map(([path, screen]) => [path, screen.title])),
};

const LIST_PREFIX = `${ACADEMIC_PATHS.academicLists}/`;
const LANDINGS: readonly string[] = [DASHBOARDS_PATHS.appRoot, ...Object.values(LANDING_BY_ROLE)];

/**
 * The title of the screen at this address or route path ('/app/Admin/Lists/degrees', '/app/Admin/Students/$id'):
 * a list's own title, a landing's last segment ('/app/Dean Dashboard' → 'Dean Dashboard'); null for no screen.
 */
export function screenTitle(path: string): string | null {
  if (path in SCREEN_TITLES) return SCREEN_TITLES[path]!;
  if (path.startsWith(LIST_PREFIX)) return listTitle(path.slice(LIST_PREFIX.length));
  if (LANDINGS.includes(path)) return path.split('/').filter(Boolean).at(-1) ?? 'Dashboard';
  return null;
}
