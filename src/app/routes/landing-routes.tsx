import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANDING_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

const RoleHomeScreen = lazyRouteComponent(() => import('./account-screens'), 'RoleHomeScreen');

/** "/app/Dean Dashboard" → "Dean Dashboard"; "/app/Library/View Books" → "View Books". */
const titleOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'Dashboard';

/** §2 landing routes of every role, and the /app root; all protected by the erpUser guard. */
export const landingRoutes = ['/app', ...LANDING_PATHS].map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: requireUser,
    component: () => <RoleHomeScreen title={path === '/app' ? 'Home' : titleOf(path)} />,
  }),
);
