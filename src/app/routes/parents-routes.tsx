import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { PARENTS_PATHS } from '../../domain/parents/paths';
import type { AppModule } from './app-module';

/**
 * The Parent role's landing: linked students, their results and fee receipts (signed-in parents only; others see no
 * data). The children's data is started by the dashboard's own module (which the route loads anyway), not the entry.
 */
export const parentDashboardRoute = signedInRoute(
  PARENTS_PATHS.parentDashboard,
  // Its own words, and those of the modules whose figures it shows: results (SGPA, CGPA, Passed), payments (each
  // child's fee payments and receipts) and attendance (each child's attendance line).
  withCatalogue(['parents', 'results', 'payments', 'attendance'], () => import('./parent-dashboard-page')),
  'ParentDashboardPage',
  ({ context }) =>
    Promise.all([
      startSignedInFrameData(context),
      import('./parent-dashboard-page').then((m) => m.startParentData(context.queryClient)),
    ]),
);

/** My Profile: the parent's own details (to correct) and each linked student's as the college holds them. */
export const parentProfileRoute = signedInRoute(
  PARENTS_PATHS.parentProfile,
  withCatalogue('parents', () => import('../features/parents/parent-profile-screen')),
  'ParentProfileScreen',
);

/** The parents module's app side (src/app/routes/app-modules.ts): its routes. */
export const PARENTS_APP_MODULE = {
  routes: [parentDashboardRoute, parentProfileRoute],
} satisfies AppModule;
