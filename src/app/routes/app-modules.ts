import { HOME_APP_MODULE } from './home-routes';
import { RESULTS_APP_MODULE } from './results-routes';
import { TOOLS_APP_MODULE } from './tools-routes';
import { ACCREDITATION_APP_MODULE } from './accreditation-routes';
import { LEGAL_APP_MODULE } from './legal-routes';
import { AUTH_APP_MODULE } from './auth-routes';
import { USERS_APP_MODULE } from './users-routes';
import { DASHBOARDS_APP_MODULE } from './dashboards-routes';
import { MAINTENANCE_APP_MODULE } from './maintenance-routes';
import { ACADEMIC_APP_MODULE } from './academic-routes';
import { SETUP_APP_MODULE } from './setup-routes';
import { STUDENTS_APP_MODULE } from './students-routes';
import { PARENTS_APP_MODULE } from './parents-routes';
import { FACULTY_APP_MODULE } from './faculty-routes';
import { TIMETABLE_APP_MODULE } from './timetable-routes';
import { LEAVE_APP_MODULE } from './leave-routes';
import { EXAMS_APP_MODULE } from './exams-routes';
import { VERIFY_APP_MODULE } from './verify-routes';
import { ATTENDANCE_APP_MODULE } from './attendance-routes';
import { CALENDAR_APP_MODULE } from './calendar-routes';
import { PAYMENTS_APP_MODULE } from './payments-routes';
import { ADMISSIONS_APP_MODULE } from './admissions-routes';
import { ACHIEVEMENTS_APP_MODULE } from './achievements-routes';
import { OUTBOX_APP_MODULE } from './outbox-routes';
import { ALUMNI_APP_MODULE } from './alumni-routes';
import { VENDORS_APP_MODULE } from './vendors-routes';
import { LIBRARY_APP_MODULE } from './library-routes';
import { REPORTS_APP_MODULE } from './reports-routes';
import { HOSTEL_APP_MODULE } from './hostel-routes';
import { TRANSPORT_APP_MODULE } from './transport-routes';
import type { AppModule } from './app-module';

export type { AppModule } from './app-module';

/**
 * Every module's app side, in the route tree's order (their domain side: each module's `screens.ts` and `titles.ts`,
 * merged in src/domain/menus/screen-access.ts and screen-titles.ts).
 * Adding a module is one line here, at the end: this order is the order of the routes' code in the entry, and
 * reordering it changes how well the entry compresses (by more than 0.1 KB); `npm run budget` tells.
 */
export const APP_MODULES: readonly AppModule[] = [
  HOME_APP_MODULE,
  RESULTS_APP_MODULE,
  TOOLS_APP_MODULE,
  ACCREDITATION_APP_MODULE,
  LEGAL_APP_MODULE,
  AUTH_APP_MODULE,
  USERS_APP_MODULE,
  DASHBOARDS_APP_MODULE,
  MAINTENANCE_APP_MODULE,
  ACADEMIC_APP_MODULE,
  SETUP_APP_MODULE,
  STUDENTS_APP_MODULE,
  PARENTS_APP_MODULE,
  FACULTY_APP_MODULE,
  TIMETABLE_APP_MODULE,
  LEAVE_APP_MODULE,
  EXAMS_APP_MODULE,
  VERIFY_APP_MODULE,
  ATTENDANCE_APP_MODULE,
  CALENDAR_APP_MODULE,
  PAYMENTS_APP_MODULE,
  ADMISSIONS_APP_MODULE,
  ACHIEVEMENTS_APP_MODULE,
  OUTBOX_APP_MODULE,
  ALUMNI_APP_MODULE,
  VENDORS_APP_MODULE,
  REPORTS_APP_MODULE,
  LIBRARY_APP_MODULE,
  HOSTEL_APP_MODULE,
  TRANSPORT_APP_MODULE,
];
