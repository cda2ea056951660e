import { createRouter } from '@tanstack/react-router';
import { RoutePending } from '../ui/route-pending';
import { queryClient } from '../lib/query-client';
import { iqacHomeRoute, iqacNewHomeRoute } from './accreditation-routes';
import { facultyAchievementsRoute, outboxRoute } from './achievements-routes';
import {
  appChangePasswordRoute,
  changePasswordRoute,
  emailSignInRoute,
  forgotPasswordRoute,
  loginRoute,
  registerModuleRoute,
  registerRoute,
  resetPasswordRoute,
  restoreCredentialsRoute,
  unlockSignInRoute,
} from './auth-routes';
import { admissionsDashboardRoute } from './admissions-dashboard-routes';
import { appRootRoute, landingRoutes, roleDashboardRoute } from './dashboards-routes';
import {
  academicListChangesRoute,
  academicListRoute,
  academicListsRoute,
  changesToAuthorizeRoute,
} from './academic-routes';
import {
  facultyAwardsRoute,
  facultyMousRoute,
  facultyPublicationsRoute,
  facultyRecordRoute,
  subjectAllotmentsRoute,
  timetablesRoute,
  myTimetableRoute,
} from './faculty-routes';
import { examCellRoute, internalMarksRoute } from './exams-routes';
import { verifyDocumentRoute } from './verify-routes';
import { collegeProfileRoute } from './setup-routes';
import { leaveApprovalsRoute, leaveRoute } from './leave-routes';
import { studentDirectoryRoute, studentProfileRoute, studentRollNumbersRoute } from './students-routes';
import { comingSoonRoute, erpHomeRoute, indexRoute } from './home-routes';
import { privacyRoute, returnsRoute, termsRoute } from './legal-routes';
import { maintenanceModeRoute, maintenanceRoute } from './maintenance-routes';
import { admissionFormRoute, admissionRegisterRoute } from './admissions-routes';
import {
  feeLedgerRoute,
  gatewayKeysRoute,
  paymentHistoryRoute,
  examFeePaymentStatusRoute,
  feePaymentRoute,
  feePaymentStatusRoute,
  misFeePaymentStatusRoute,
  selfPaymentRoute,
  selfPaymentStatusRoute,
} from './payments-routes';
import { parentDashboardRoute } from './parents-routes';
import {
  assignedSubjectsRoute,
  attendanceRoute,
  attendanceSheetRoute,
  departmentAttendanceRoute,
  myAttendanceRoute,
} from './attendance-routes';
import { collegeCalendarRoute } from './calendar-routes';
import { admissionSecondFormRoute } from './admissions-second-form-routes';
import { examResultsRoute, myResultsRoute, resultRoute } from './results-routes';
import { APP_MODULES } from './app-modules';
import { rootRoute } from './root-route';
import { adminMenusRoute, appFallbackRoute } from './shell-routes';
import { cryptoToolRoute, devtoolsRoute } from './tools-routes';
import { createLoginsRoute, createUserRoute } from './users-routes';

// Every path comes from src/domain/routes/known-paths.ts, which the server also uses to answer 200 or 404.
export const routeTree = rootRoute.addChildren([
  indexRoute,
  erpHomeRoute,
  comingSoonRoute,
  examResultsRoute,
  resultRoute,
  myResultsRoute,
  devtoolsRoute,
  cryptoToolRoute,
  iqacNewHomeRoute,
  iqacHomeRoute,
  termsRoute,
  privacyRoute,
  returnsRoute,
  loginRoute,
  emailSignInRoute,
  registerRoute,
  registerModuleRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  unlockSignInRoute,
  changePasswordRoute,
  appChangePasswordRoute,
  restoreCredentialsRoute,
  createLoginsRoute,
  createUserRoute,
  appRootRoute,
  ...landingRoutes,
  admissionsDashboardRoute,
  roleDashboardRoute,
  maintenanceRoute,
  maintenanceModeRoute,
  adminMenusRoute,
  academicListsRoute,
  academicListRoute,
  academicListChangesRoute,
  collegeProfileRoute,
  studentDirectoryRoute,
  studentProfileRoute,
  studentRollNumbersRoute,
  changesToAuthorizeRoute,
  parentDashboardRoute,
  facultyPublicationsRoute,
  facultyMousRoute,
  facultyAwardsRoute,
  facultyRecordRoute,
  subjectAllotmentsRoute,
  timetablesRoute,
  myTimetableRoute,
  leaveRoute,
  leaveApprovalsRoute,
  examCellRoute,
  internalMarksRoute,
  verifyDocumentRoute,
  attendanceRoute,
  attendanceSheetRoute,
  assignedSubjectsRoute,
  myAttendanceRoute,
  departmentAttendanceRoute,
  collegeCalendarRoute,
  gatewayKeysRoute,
  feeLedgerRoute,
  paymentHistoryRoute,
  feePaymentRoute,
  selfPaymentRoute,
  feePaymentStatusRoute,
  misFeePaymentStatusRoute,
  examFeePaymentStatusRoute,
  selfPaymentStatusRoute,
  admissionFormRoute,
  admissionRegisterRoute,
  admissionSecondFormRoute,
  facultyAchievementsRoute,
  outboxRoute,
  ...APP_MODULES.flatMap((module) => module.routes),
  appFallbackRoute,
]);

/**
 * The browser's router. Made by the app when it starts rather than when this module loads: building it (the route
 * tree's matching index, the history, scroll restoration) is a task of its own then, instead of lengthening the one
 * that evaluates the page's scripts (no long tasks).
 */
/** A screen that takes longer than PENDING_MS to appear shows RoutePending until it does (at least PENDING_MIN_MS, no flash). */
const PENDING_MS = 150;
const PENDING_MIN_MS = 300;

/**
 * The pending screen's options, given to the server's router too: a pending component wraps each route in a
 * Suspense boundary, and a page the server rendered without them would differ from the app's first render, so React
 * would render it again instead of hydrating it.
 */
export const ROUTER_PENDING = {
  defaultPendingMs: PENDING_MS,
  defaultPendingMinMs: PENDING_MIN_MS,
  defaultPendingComponent: RoutePending,
};

export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...ROUTER_PENDING,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
