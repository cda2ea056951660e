import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { PARENTS_PATHS } from '../../domain/parents/paths';
import type { AppModule } from './app-module';

/** The Parent role's landing: linked students, their results and fee receipts (signed-in parents only; others see no data). */
export const parentDashboardRoute = signedInRoute(
  PARENTS_PATHS.parentDashboard,
  // Its own words, and those of the modules whose figures it shows: results (SGPA, CGPA, Passed), payments (each
  // child's fee payments and receipts) and attendance (each child's attendance line).
  withCatalogue(['parents', 'results', 'payments', 'attendance'], () => import('./parent-dashboard-page')),
  'ParentDashboardPage',
);

/** The parents module's app side (src/app/routes/app-modules.ts): its routes. */
export const PARENTS_APP_MODULE = {
  routes: [parentDashboardRoute],
} satisfies AppModule;
