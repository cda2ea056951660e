import { LANDING_BY_ROLE } from '../auth/roles';
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
import { HOSTEL_PATHS } from '../hostel/paths';
import { TRANSPORT_PATHS } from '../transport/paths';
import { LEAVE_PATHS } from '../leave/paths';
import { LIBRARY_PATHS } from '../library/paths';
import { LEGAL_PATHS } from '../legal/paths';
import { MAINTENANCE_PATHS } from '../maintenance/paths';
import { OUTBOX_PATHS } from '../outbox/paths';
import { PARENTS_PATHS } from '../parents/paths';
import { PAYMENTS_PATHS } from '../payments/paths';
import { REPORTS_PATHS } from '../reports/paths';
import { RESULTS_PATHS } from '../results/paths';
import { SETUP_PATHS } from '../setup/paths';
import { STUDENTS_PATHS } from '../students/paths';
import { TIMETABLE_PATHS } from '../timetable/paths';
import { TOOLS_PATHS } from '../tools/paths';
import { USERS_PATHS } from '../users/paths';
import { VENDORS_PATHS } from '../vendors/paths';
import { VERIFY_PATHS } from '../verify/paths';

/**
 * Every route path of the app (§2), in one object: the union of each module's `paths.ts` and the shell's own (a
 * module's routes read its own `paths.ts`). The shell's routes read it, so it loads with the entry: the tables loaded
 * later (screen access, titles, menus) read every address through this one import. The server answers these paths
 * with status 200 (known-paths.ts); tests/app/routes.test.ts checks that the router declares exactly these, and
 * tests/domain/modules.test.ts that every module's `paths.ts` is spread here (in name order) and no name is in two.
 */
export const APP_PATHS = {
  // the shell's own: every menu on one page, and any other /app address (the sign-in guard, then the 404 page; so
  // never a known path for the server)
  adminMenus: '/app/Admin Menus',
  appFallback: '/app/$',
  ...ACADEMIC_PATHS,
  ...ACCREDITATION_PATHS,
  ...ACHIEVEMENTS_PATHS,
  ...ADMISSIONS_PATHS,
  ...ALUMNI_PATHS,
  ...ATTENDANCE_PATHS,
  ...AUTH_PATHS,
  ...CALENDAR_PATHS,
  ...DASHBOARDS_PATHS,
  ...EXAMS_PATHS,
  ...FACULTY_PATHS,
  ...HOME_PATHS,
  ...HOSTEL_PATHS,
  ...TRANSPORT_PATHS,
  ...LEAVE_PATHS,
  ...LEGAL_PATHS,
  ...LIBRARY_PATHS,
  ...MAINTENANCE_PATHS,
  ...OUTBOX_PATHS,
  ...PARENTS_PATHS,
  ...PAYMENTS_PATHS,
  ...REPORTS_PATHS,
  ...RESULTS_PATHS,
  ...SETUP_PATHS,
  ...STUDENTS_PATHS,
  ...TIMETABLE_PATHS,
  ...TOOLS_PATHS,
  ...USERS_PATHS,
  ...VENDORS_PATHS,
  ...VERIFY_PATHS,
} as const;

/** §2 landing routes of the roles; each opens the signed-in home of that role. */
export const LANDING_PATHS: readonly string[] = [...new Set(Object.values(LANDING_BY_ROLE))];
