import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../domain/auth/roles';
import { withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';

/** The Admissions landing (§2 /app/Admission/Dashboard): its own dashboard, with the Excel upload. */
const ADMISSIONS_DASHBOARD_PATH = LANDING_BY_ROLE.ROLE_ADMISSIONS;

export const admissionsDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ADMISSIONS_DASHBOARD_PATH,
  ...signedInScreen,
  loader: ({ context }) => startSignedInFrameData(context),
  component: guardedScreen(
    lazyRouteComponent(
      withCatalogue('admissions', () => import('../features/admissions/dashboard/admissions-dashboard-screen')),
      'AdmissionsDashboardScreen',
    ),
  ),
});
