import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

/** The Parent role's landing: linked students, their results and fee receipts (signed-in parents only; others see no data). */
export const parentDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.parentDashboard,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('./parent-dashboard-page'), 'ParentDashboardPage')),
});
