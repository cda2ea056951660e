import { LIST_AUDIT_READERS, LIST_CHECKERS, LIST_READERS } from '../academic/access';
import { LIST_READERS_BY_KIND } from '../academic/list-readers';
import { ACHIEVEMENT_ROLES } from '../achievements/access';
import { ADMISSION_READERS, ADMISSION_WRITERS } from '../admissions/access';
import {
  ASSIGNED_SUBJECT_READERS,
  ATTENDANCE_DEPARTMENT_READERS,
  ATTENDANCE_SELF_READERS,
  ATTENDANCE_TAKERS,
} from '../attendance/access';
import {
  KIOSK_ADMIN_ROLES,
  LOGIN_CREATOR_ROLES,
  MAINTENANCE_ROLES,
  PARENT_ROLES,
  USER_ADMIN_ROLES,
  isAllowed,
  type Access,
} from '../auth/access';
import { LANDING_BY_ROLE, LOGIN_ROLES } from '../auth/roles';
import { EXAM_READERS, INTERNAL_MARKS_WRITERS } from '../exams/access';
import { FACULTY_RECORD_READERS } from '../faculty/access';
import { ALLOTMENT_WRITERS } from '../faculty/allotment-access';
import { LEAVE_STAFF_ROLES } from '../leave/access';
import { MEMO_READERS, MEMOS_PATH } from '../memos/access';
import { FEE_PAYER_ROLES, GATEWAY_KEY_ROLES, LEDGER_ROLES, PAYER_ROLES } from '../payments/access';
import { ANALYSIS_READERS, RESULT_ANALYSIS_PATH } from '../result-analysis/access';
import { DOMAIN_MODULES, moduleScreens } from '../modules';
import { SETUP_CHECKLIST_ROLES } from '../setup/access';
import { STUDENT_READERS, STUDENT_WRITERS } from '../students/access';
import { TIMETABLE_WEEK_READERS, TIMETABLE_WRITERS } from '../timetable/access';
import { APP_PATHS } from '../routes/app-paths';

/**
 * Who may open each screen a menu, a dashboard or a module's function list can lead to. The one rule behind
 * both what a menu offers (`menuFor`, `moduleFunctions` in dashboards/module-functions.ts) and what the screen itself admits, so no menu entry
 * leads to "You Don't have permission to View". Where a screen calls a guarded API route its access is that
 * route's line of the server's permission table (tests/domain/screen-access.test.ts compares them).
 */
const OWN_SCREEN_ACCESS: Readonly<Record<string, Access>> = {
  // exams and results
  [APP_PATHS.examCell]: EXAM_READERS,
  [MEMOS_PATH]: MEMO_READERS,
  [RESULT_ANALYSIS_PATH]: ANALYSIS_READERS,
  [APP_PATHS.internalMarks]: INTERNAL_MARKS_WRITERS,
  [APP_PATHS.examResults]: 'public',
  [APP_PATHS.myResults]: ['ROLE_STUDENT'],
  [APP_PATHS.iqacNewHome]: 'public',
  // the teaching day
  [APP_PATHS.myTimetable]: TIMETABLE_WEEK_READERS,
  [APP_PATHS.collegeCalendar]: 'signed-in',
  [APP_PATHS.timetables]: TIMETABLE_WRITERS,
  [APP_PATHS.leave]: LEAVE_STAFF_ROLES,
  [APP_PATHS.leaveApprovals]: LEAVE_STAFF_ROLES,
  [APP_PATHS.attendance]: ATTENDANCE_TAKERS,
  [APP_PATHS.attendanceSheet]: ATTENDANCE_TAKERS,
  [APP_PATHS.assignedSubjects]: ASSIGNED_SUBJECT_READERS,
  [APP_PATHS.myAttendance]: ATTENDANCE_SELF_READERS,
  [APP_PATHS.departmentAttendance]: ATTENDANCE_DEPARTMENT_READERS,
  [APP_PATHS.subjectAllotments]: ALLOTMENT_WRITERS,
  // faculty database and achievements
  [APP_PATHS.facultyPublications]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyMous]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyAwards]: FACULTY_RECORD_READERS,
  [APP_PATHS.facultyAchievements]: ACHIEVEMENT_ROLES,
  [APP_PATHS.facultyRecord]: LIST_READERS,
  // administration
  [APP_PATHS.createUser]: USER_ADMIN_ROLES,
  [APP_PATHS.createLogins]: LOGIN_CREATOR_ROLES,
  [APP_PATHS.admissionForm]: ADMISSION_WRITERS,
  [APP_PATHS.admissionFormForSmsk]: ADMISSION_WRITERS,
  [APP_PATHS.admissionRegister]: ADMISSION_READERS,
  [LANDING_BY_ROLE.ROLE_ADMISSIONS]: ADMISSION_READERS,
  [APP_PATHS.paymentGatewayKeyMaintenance]: GATEWAY_KEY_ROLES,
  [APP_PATHS.feeLedger]: LEDGER_ROLES,
  [APP_PATHS.collegeProfile]: SETUP_CHECKLIST_ROLES,
  [APP_PATHS.academicLists]: LIST_READERS,
  [APP_PATHS.academicListChanges]: LIST_AUDIT_READERS,
  [APP_PATHS.changesToAuthorize]: LIST_CHECKERS,
  [APP_PATHS.studentDirectory]: STUDENT_READERS,
  [APP_PATHS.studentProfile]: STUDENT_READERS,
  [APP_PATHS.studentRollNumbers]: STUDENT_WRITERS,
  [APP_PATHS.maintenanceMode]: MAINTENANCE_ROLES,
  // tools, account, help
  [APP_PATHS.cryptoTool]: 'public',
  [APP_PATHS.developerOptions]: KIOSK_ADMIN_ROLES,
  [APP_PATHS.appChangePassword]: 'signed-in',
  // Students pay their own fees; parents their linked children's.
  [APP_PATHS.feePayment]: [...FEE_PAYER_ROLES, ...PARENT_ROLES],
  [APP_PATHS.paymentHistory]: PAYER_ROLES,
  [APP_PATHS.outbox]: 'signed-in',
  [APP_PATHS.changePassword]: 'signed-in',
  [APP_PATHS.adminMenus]: 'signed-in',
  [APP_PATHS.terms]: 'public',
  [APP_PATHS.privacy]: 'public',
  [APP_PATHS.returns]: 'public',
  // dashboards
  [APP_PATHS.erpHome]: 'public',
  [APP_PATHS.appRoot]: 'signed-in',
  [APP_PATHS.parentDashboard]: PARENT_ROLES,
};

/** The table: its own lines and those of the modules registered through a manifest (src/domain/modules.ts). */
const SCREEN_ACCESS: Readonly<Record<string, Access>> = {
  ...OWN_SCREEN_ACCESS,
  ...Object.fromEntries(
    Object.entries(moduleScreens(DOMAIN_MODULES, Object.keys(OWN_SCREEN_ACCESS))).map(([path, screen]) => [
      path,
      screen.access,
    ]),
  ),
};

/** A landing is the dashboard of the roles that land there. */
function landingAccess(path: string): Access | null {
  const roles = LOGIN_ROLES.filter((role) => LANDING_BY_ROLE[role] === path);
  return roles.length > 0 ? roles : null;
}

const LIST_PREFIX = `${APP_PATHS.academicLists}/`;

/** The screens of one record by its number ('/app/Admin/Students/$id'): any number opens them, nothing else does. */
const RECORD_SCREENS = Object.entries(SCREEN_ACCESS)
  .filter(([path]) => path.endsWith('/$id'))
  .map(([path, access]) => ({ pattern: new RegExp(`^${path.slice(0, -'$id'.length)}\\d{1,9}$`), access }));

/** Who may open the screen at this address (its query string aside), or null for an address no menu leads to. */
export function screenAccess(to: string): Access | null {
  if (to in SCREEN_ACCESS) return SCREEN_ACCESS[to]!;
  const path = to.split('?')[0]!;
  if (path in SCREEN_ACCESS) return SCREEN_ACCESS[path]!;
  if (path.startsWith(LIST_PREFIX)) {
    const kind = path.slice(LIST_PREFIX.length);
    return Object.entries(LIST_READERS_BY_KIND).find(([listKind]) => listKind === kind)?.[1] ?? null;
  }
  const record = RECORD_SCREENS.find(({ pattern }) => pattern.test(path));
  if (record) return record.access;
  return landingAccess(path);
}

/** A sign-in page: a signed-in user is never sent to sign in again. */
export const isSignInPath = (to: string) => /^\/(login|register)\//i.test(to) || to.split('?')[0] === '/signin';

/**
 * May a user with these roles (null: signed out) open the screen at this address? An address no rule covers is
 * refused, so a new screen is offered only once it is listed here (fails closed).
 */
export function mayOpen(roles: readonly string[] | null, to: string): boolean {
  if (isSignInPath(to)) return roles === null;
  const access = screenAccess(to);
  return access !== null && isAllowed(access, roles);
}
