import { ACADEMIC_PATHS } from '../academic/paths';
import { ACCREDITATION_PATHS } from '../accreditation/paths';
import { ACHIEVEMENTS_PATHS } from '../achievements/paths';
import { ADMISSIONS_PATHS } from '../admissions/paths';
import { ALUMNI_PATHS } from '../alumni/paths';
import { ATTENDANCE_PATHS } from '../attendance/paths';
import { AUTH_PATHS } from '../auth/paths';
import { CALENDAR_PATHS } from '../calendar/paths';
import { DASHBOARDS_PATHS } from '../dashboards/paths';
import { EXAMS_PATHS } from '../exams/paths';
import { FACULTY_PATHS } from '../faculty/paths';
import { HOME_PATHS } from '../home/paths';
import { LEAVE_PATHS } from '../leave/paths';
import { LEGAL_PATHS } from '../legal/paths';
import { MAINTENANCE_PATHS } from '../maintenance/paths';
import { OUTBOX_PATHS } from '../outbox/paths';
import { PARENTS_PATHS } from '../parents/paths';
import { PAYMENTS_PATHS } from '../payments/paths';
import { RESULTS_PATHS } from '../results/paths';
import { SETUP_PATHS } from '../setup/paths';
import { STUDENTS_PATHS } from '../students/paths';
import { TIMETABLE_PATHS } from '../timetable/paths';
import { TOOLS_PATHS } from '../tools/paths';
import { USERS_PATHS } from '../users/paths';
import { VERIFY_PATHS } from '../verify/paths';
import { LANDING_PATHS } from '../auth/roles';
import { isDashboardSlugPath } from '../home/module-roles';
import { SHELL_PATHS } from './shell-paths';

/**
 * Every route path of the app (§2), in one list: the router's route files take their paths from here and the
 * server answers these with status 200; any other non-API path gets the app shell with status 404 (§8).
 * tests/app/route-paths.test.ts checks that the router declares exactly these.
 */
export const APP_PATHS = {
  ...HOME_PATHS,
  ...RESULTS_PATHS,
  ...TOOLS_PATHS,
  ...ACCREDITATION_PATHS,
  ...LEGAL_PATHS,
  ...AUTH_PATHS,
  ...USERS_PATHS,
  ...DASHBOARDS_PATHS,
  ...MAINTENANCE_PATHS,
  ...ACADEMIC_PATHS,
  ...SETUP_PATHS,
  ...STUDENTS_PATHS,
  ...PARENTS_PATHS,
  ...FACULTY_PATHS,
  ...TIMETABLE_PATHS,
  ...LEAVE_PATHS,
  ...EXAMS_PATHS,
  ...VERIFY_PATHS,
  ...ATTENDANCE_PATHS,
  ...CALENDAR_PATHS,
  ...PAYMENTS_PATHS,
  ...ADMISSIONS_PATHS,
  ...ACHIEVEMENTS_PATHS,
  ...OUTBOX_PATHS,
  ...ALUMNI_PATHS,
  ...SHELL_PATHS,
} as const;

export { LANDING_PATHS };

/** Every path the router declares: the named ones and the role landings. */
export const ROUTER_PATHS: readonly string[] = [...Object.values(APP_PATHS), ...LANDING_PATHS];

// `/{role}/dashboard` is known only for the slugs the app knows (below); `/app/$` is the 404 page itself.
const NOT_BY_PATTERN: readonly string[] = [APP_PATHS.roleDashboard, APP_PATHS.appFallback];
/** A route path as a pattern: `$param` matches one path segment; a trailing slash is allowed. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`);
const PATTERNS = ROUTER_PATHS.filter((path) => !NOT_BY_PATTERN.includes(path)).map(pathPattern);

export function isKnownAppPath(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname)) || isDashboardSlugPath(pathname);
}

/** The public pages (home, exam results, a result sheet, the legal pages): never inside the signed-in frame. */
const PUBLIC_PAGE_PATHS: readonly string[] = [
  APP_PATHS.home,
  APP_PATHS.examResults,
  APP_PATHS.result,
  APP_PATHS.terms,
  APP_PATHS.privacy,
  APP_PATHS.returns,
];
const PUBLIC_PATTERNS = PUBLIC_PAGE_PATHS.map(pathPattern);

export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((re) => re.test(pathname));
}
