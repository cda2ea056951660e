import { listTitle } from '../academic/list-titles';
import { LANDING_BY_ROLE } from '../auth/roles';
import { ACADEMIC_TITLES } from '../academic/titles';
import { ACHIEVEMENTS_TITLES } from '../achievements/titles';
import { ADMISSIONS_TITLES } from '../admissions/titles';
import { ALUMNI_TITLES } from '../alumni/titles';
import { ATTENDANCE_TITLES } from '../attendance/titles';
import { AUTH_TITLES } from '../auth/titles';
import { CALENDAR_TITLES } from '../calendar/titles';
import { EXAMS_TITLES } from '../exams/titles';
import { FACULTY_TITLES } from '../faculty/titles';
import { LEAVE_TITLES } from '../leave/titles';
import { MAINTENANCE_TITLES } from '../maintenance/titles';
import { MEMOS_TITLES } from '../memos/titles';
import { OUTBOX_TITLES } from '../outbox/titles';
import { PARENTS_TITLES } from '../parents/titles';
import { PAYMENTS_TITLES } from '../payments/titles';
import { REPORTS_TITLES } from '../reports/titles';
import { RESULT_ANALYSIS_TITLES } from '../result-analysis/titles';
import { RESULTS_TITLES } from '../results/titles';
import { SETUP_TITLES } from '../setup/titles';
import { STUDENTS_TITLES } from '../students/titles';
import { TIMETABLE_TITLES } from '../timetable/titles';
import { USERS_TITLES } from '../users/titles';
import { VENDORS_TITLES } from '../vendors/titles';
import { LIBRARY_TITLES } from '../library/titles';
import { HOSTEL_TITLES } from '../hostel/titles';
import { TRANSPORT_TITLES } from '../transport/titles';
import { APP_PATHS } from '../routes/app-paths';

/**
 * The title of each signed-in screen, as its page heading reads: the permission page a user whose roles may not open
 * the screen sees carries it (§6). Each module's (its `titles.ts`), one argument per module, and the shell's own:
 * beside the route guard rather than in the route files, so the titles load with a screen and not with every page's
 * first JavaScript. tests/domain/screen-titles.test.ts fails on a module's file not merged or an address in two.
 */
const SCREEN_TITLES: Readonly<Record<string, string>> = Object.assign(
  { [APP_PATHS.adminMenus]: /*i18n*/ 'Admin Menus' },
  ACADEMIC_TITLES,
  ACHIEVEMENTS_TITLES,
  ADMISSIONS_TITLES,
  ALUMNI_TITLES,
  ATTENDANCE_TITLES,
  AUTH_TITLES,
  CALENDAR_TITLES,
  EXAMS_TITLES,
  FACULTY_TITLES,
  LEAVE_TITLES,
  MAINTENANCE_TITLES,
  MEMOS_TITLES,
  OUTBOX_TITLES,
  PARENTS_TITLES,
  PAYMENTS_TITLES,
  REPORTS_TITLES,
  RESULT_ANALYSIS_TITLES,
  RESULTS_TITLES,
  SETUP_TITLES,
  STUDENTS_TITLES,
  TIMETABLE_TITLES,
  USERS_TITLES,
  VENDORS_TITLES,
  LIBRARY_TITLES,
  HOSTEL_TITLES,
  TRANSPORT_TITLES,
);

const LIST_PREFIX = `${APP_PATHS.academicLists}/`;
const LANDINGS: readonly string[] = [APP_PATHS.appRoot, ...Object.values(LANDING_BY_ROLE)];

/**
 * The title of the screen at this address or route path ('/app/Admin/Lists/degrees', '/app/Admin/Students/$id'):
 * a list's own title, a landing's last segment ('/app/Dean Dashboard' → 'Dean Dashboard'); null for no screen.
 */
export function screenTitle(path: string): string | null {
  if (path in SCREEN_TITLES) return SCREEN_TITLES[path]!;
  if (path.startsWith(LIST_PREFIX)) return listTitle(path.slice(LIST_PREFIX.length));
  if (LANDINGS.includes(path)) return path.split('/').filter(Boolean).at(-1) ?? /*i18n*/ 'Dashboard';
  return null;
}
