import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PARENT_DASHBOARD_PATH } from '../../domain/auth/roles';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** The Parent role's landing: linked students and their results (signed-in parents only; others see no data). */
export const parentDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: PARENT_DASHBOARD_PATH,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/parents/parent-dashboard-screen'), 'ParentDashboardScreen'),
});
