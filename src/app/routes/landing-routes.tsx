import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANDING_PATHS } from '../../domain/routes/known-paths';
import { NotFoundScreen } from '../features/home/not-found-screen';
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

/** Any other /app address: the guard first (§2), then the 404 page for a signed-in user. */
export const appFallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '/app/$', beforeLoad: requireUser, component: NotFoundScreen });
