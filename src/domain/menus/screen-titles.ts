import { listTitle } from '../academic/list-titles';
import { LANDING_BY_ROLE } from '../auth/roles';
import { MEMOS_PATH } from '../memos/access';
import { RESULT_ANALYSIS_PATH } from '../result-analysis/access';
import { DOMAIN_MODULES, moduleScreens } from '../modules';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The title of each signed-in screen, as its page heading reads: the permission page a user whose roles may not open
 * the screen sees carries it (§6). Beside the screen-access table rather than in the route files, so the titles load
 * with a screen and not with every page's first JavaScript.
 */
const OWN_SCREEN_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.examCell]: 'Exam Cell',
  [MEMOS_PATH]: 'Memos and Certificates',
  [RESULT_ANALYSIS_PATH]: 'Result Analysis',
  [APP_PATHS.internalMarks]: 'Internal marks',
  [APP_PATHS.myResults]: 'My Results',
  [APP_PATHS.myTimetable]: 'My timetable',
  [APP_PATHS.collegeCalendar]: 'College calendar',
  [APP_PATHS.timetables]: 'Timetables',
  [APP_PATHS.leave]: 'Leave',
  [APP_PATHS.leaveApprovals]: 'Leave approvals',
  [APP_PATHS.attendance]: 'Attendance',
  [APP_PATHS.attendanceSheet]: 'Attendance sheet',
  [APP_PATHS.assignedSubjects]: 'Assigned subjects',
  [APP_PATHS.myAttendance]: 'My attendance',
  [APP_PATHS.departmentAttendance]: 'Department attendance',
  [APP_PATHS.subjectAllotments]: 'Subject allotment',
  [APP_PATHS.facultyPublications]: 'Publications',
  [APP_PATHS.facultyMous]: 'MoUs',
  [APP_PATHS.facultyAwards]: 'Awards',
  [APP_PATHS.facultyRecord]: 'Faculty record',
  [APP_PATHS.facultyAchievements]: 'Faculty Achievements',
  [APP_PATHS.createUser]: 'Create User',
  [APP_PATHS.createLogins]: 'Create Logins',
  [APP_PATHS.admissionForm]: 'ADMISSION FORM',
  [APP_PATHS.admissionFormForSmsk]: 'STUDENT ADMISSION FORM',
  [APP_PATHS.admissionRegister]: 'Admissions Register',
  [LANDING_BY_ROLE.ROLE_ADMISSIONS]: 'Admissions Dashboard',
  [APP_PATHS.paymentGatewayKeyMaintenance]: 'Payment Gateway Key Maintenance',
  [APP_PATHS.feeLedger]: 'Fee Ledger',
  [APP_PATHS.collegeProfile]: 'College Profile',
  [APP_PATHS.academicLists]: 'Lists the college keeps',
  [APP_PATHS.academicListChanges]: 'Changes to the lists',
  [APP_PATHS.changesToAuthorize]: 'Changes to authorize',
  [APP_PATHS.studentDirectory]: 'Students',
  [APP_PATHS.studentProfile]: 'Student',
  [APP_PATHS.studentRollNumbers]: 'Roll Numbers',
  [APP_PATHS.maintenanceMode]: 'Maintenance Mode',
  [APP_PATHS.appChangePassword]: 'Change Password',
  [APP_PATHS.changePassword]: 'Change Password',
  [APP_PATHS.adminMenus]: 'Admin Menus',
  [APP_PATHS.feePayment]: 'Online Fee Payment',
  [APP_PATHS.paymentHistory]: 'Payment History',
  [APP_PATHS.outbox]: 'Outbox',
  [APP_PATHS.parentDashboard]: 'Parent Dashboard',
};

const SCREEN_TITLES: Readonly<Record<string, string>> = {
  ...OWN_SCREEN_TITLES,
  ...Object.fromEntries(Object.entries(moduleScreens(DOMAIN_MODULES)).map(([path, screen]) => [path, screen.title])),
};

const LIST_PREFIX = `${APP_PATHS.academicLists}/`;
const LANDINGS: readonly string[] = [APP_PATHS.appRoot, ...Object.values(LANDING_BY_ROLE)];

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
