import { LIST_READERS_BY_KIND } from '../academic/list-readers';
import { isAllowed, type Access } from '../auth/access';
import { LANDING_BY_ROLE, LOGIN_ROLES } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';
import { ACADEMIC_SCREENS } from '../academic/screens';
import { ACCREDITATION_SCREENS } from '../accreditation/screens';
import { ACHIEVEMENTS_SCREENS } from '../achievements/screens';
import { ADMISSIONS_SCREENS } from '../admissions/screens';
import { ALUMNI_SCREENS } from '../alumni/screens';
import { ATTENDANCE_SCREENS } from '../attendance/screens';
import { AUTH_SCREENS } from '../auth/screens';
import { CALENDAR_SCREENS } from '../calendar/screens';
import { DASHBOARDS_SCREENS } from '../dashboards/screens';
import { EXAMS_SCREENS } from '../exams/screens';
import { FACULTY_SCREENS } from '../faculty/screens';
import { HOME_SCREENS } from '../home/screens';
import { LEAVE_SCREENS } from '../leave/screens';
import { LEGAL_SCREENS } from '../legal/screens';
import { LIBRARY_SCREENS } from '../library/screens';
import { HOSTEL_SCREENS } from '../hostel/screens';
import { TRANSPORT_SCREENS } from '../transport/screens';
import { MAINTENANCE_SCREENS } from '../maintenance/screens';
import { MEMOS_SCREENS } from '../memos/screens';
import { OUTBOX_SCREENS } from '../outbox/screens';
import { PARENTS_SCREENS } from '../parents/screens';
import { PAYMENTS_SCREENS } from '../payments/screens';
import { REPORTS_SCREENS } from '../reports/screens';
import { RESULT_ANALYSIS_SCREENS } from '../result-analysis/screens';
import { RESULTS_SCREENS } from '../results/screens';
import { SETUP_SCREENS } from '../setup/screens';
import { STUDENTS_SCREENS } from '../students/screens';
import { TIMETABLE_SCREENS } from '../timetable/screens';
import { TOOLS_SCREENS } from '../tools/screens';
import { USERS_SCREENS } from '../users/screens';
import { VENDORS_SCREENS } from '../vendors/screens';

/**
 * Who may open each screen a menu, a dashboard or a module's function list can lead to: each module's (its
 * `screens.ts`), one argument per module, and the shell's own. The one rule behind both what a menu offers (`menuFor`,
 * `moduleFunctions` in dashboards/module-functions.ts) and what the screen itself admits, so no menu entry leads to
 * "You Don't have permission to View". Where a screen calls a guarded API route its access is that route's line of
 * the server's permission table (tests/domain/screen-access.test.ts compares them; it also fails on a module's file
 * not merged here, or an address two modules claim).
 */
const SCREEN_ACCESS: Readonly<Record<string, Access>> = Object.assign(
  { [APP_PATHS.adminMenus]: 'signed-in' },
  EXAMS_SCREENS,
  MEMOS_SCREENS,
  RESULT_ANALYSIS_SCREENS,
  RESULTS_SCREENS,
  REPORTS_SCREENS,
  ACCREDITATION_SCREENS,
  TIMETABLE_SCREENS,
  CALENDAR_SCREENS,
  LEAVE_SCREENS,
  ATTENDANCE_SCREENS,
  FACULTY_SCREENS,
  ACHIEVEMENTS_SCREENS,
  USERS_SCREENS,
  ADMISSIONS_SCREENS,
  PAYMENTS_SCREENS,
  SETUP_SCREENS,
  ACADEMIC_SCREENS,
  STUDENTS_SCREENS,
  MAINTENANCE_SCREENS,
  TOOLS_SCREENS,
  AUTH_SCREENS,
  OUTBOX_SCREENS,
  LEGAL_SCREENS,
  HOME_SCREENS,
  DASHBOARDS_SCREENS,
  PARENTS_SCREENS,
  ALUMNI_SCREENS,
  VENDORS_SCREENS,
  LIBRARY_SCREENS,
  HOSTEL_SCREENS,
  TRANSPORT_SCREENS,
);

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
