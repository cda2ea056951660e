import type { AnyRoute } from '@tanstack/react-router';
import { admissionsDashboardRoute } from '../routes/admissions-dashboard-routes';
import { admissionFormRoute } from '../routes/admissions-routes';
import { alumniRegistrationRoute } from '../routes/alumni-routes';
import { attendanceSheetRoute } from '../routes/attendance-routes';
import { appRootRoute, landingRoutes } from '../routes/dashboards-routes';
import { parentDashboardRoute } from '../routes/parents-routes';
import { feePaymentRoute } from '../routes/payments-routes';
import { indexRoute } from '../routes/home-routes';
import { privacyRoute, returnsRoute, termsRoute } from '../routes/legal-routes';
import { examResultsRoute, resultRoute } from '../routes/results-routes';
import { verifyDocumentRoute } from '../routes/verify-routes';

/** The pages rendered on the server for a visitor (no erpUser cookie). */
export const PUBLIC_ROUTES: readonly AnyRoute[] = [
  indexRoute,
  examResultsRoute,
  resultRoute,
  termsRoute,
  privacyRoute,
  returnsRoute,
  verifyDocumentRoute,
];

/**
 * The screens rendered on the server for a signed-in user: every role's dashboard and the forms people open first on
 * a phone, each with the source of the screen its route loads lazily (the build manifest's key), so the page asks for
 * that code with it (tests/app/render-signed-in-page.test.tsx checks each route imports that file). Their loaders start the
 * signed-in frame's data (routes/signed-in-frame-data.ts) beside their own.
 */
export const SIGNED_IN_SCREENS: readonly { routes: readonly AnyRoute[]; screen: string }[] = [
  { routes: [appRootRoute, ...landingRoutes], screen: 'src/app/features/dashboards/role-dashboard-screen.tsx' },
  {
    routes: [admissionsDashboardRoute],
    screen: 'src/app/features/admissions/dashboard/admissions-dashboard-screen.tsx',
  },
  { routes: [admissionFormRoute], screen: 'src/app/features/admissions/admission-form-screen.tsx' },
  { routes: [feePaymentRoute], screen: 'src/app/features/payments/fee-payment-screen.tsx' },
  { routes: [alumniRegistrationRoute], screen: 'src/app/features/alumni/registration-screen.tsx' },
  { routes: [parentDashboardRoute], screen: 'src/app/routes/parent-dashboard-page.tsx' },
  { routes: [attendanceSheetRoute], screen: 'src/app/features/attendance/sheet-screen.tsx' },
];

export const SIGNED_IN_ROUTES: readonly AnyRoute[] = SIGNED_IN_SCREENS.flatMap((s) => s.routes);

/** The lazily loaded screen module of a signed-in route rendered on the server. */
export const screenOf = (routeId: string): string | undefined =>
  SIGNED_IN_SCREENS.find((s) => s.routes.some((route) => route.id === routeId))?.screen;
