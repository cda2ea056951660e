import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { landingFor } from '../../domain/auth/roles';
import { LANDING_PATHS } from '../../domain/routes/known-paths';
import { NotFoundScreen } from '../features/home/not-found-screen';
import { requireUser } from '../lib/require-user';
import { currentUser } from '../lib/session';
import { rootRoute } from './root-route';

const RoleDashboardScreen = lazyRouteComponent(() => import('./account-screens'), 'RoleDashboardScreen');

/** §2 landing routes of every role; all protected by the erpUser guard. */
export const landingRoutes = LANDING_PATHS.map((path) =>
  createRoute({ getParentRoute: () => rootRoute, path, beforeLoad: requireUser, component: () => <RoleDashboardScreen path={path} /> }),
);

/**
 * `/app` root: a user whose role has a dashboard goes there; the others (Director, Security, Inventory) get the
 * general one. Declared as '/app/' because the router ranks the `/app/$` fallback above a plain '/app' and
 * showed these users the 404 page.
 */
export const appRootRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app/',
  beforeLoad: ({ location }) => {
    requireUser({ location });
    const landing = landingFor(currentUser()?.roles ?? []);
    if (landing !== '/app') throw redirect({ href: encodeURI(landing) });
  },
  component: () => <RoleDashboardScreen path="/app" />,
});

export const adminMenusRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app/Admin Menus',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('./account-screens'), 'AdminMenusScreen'),
});

/** Any other /app address: the guard first (§2), then the 404 page for a signed-in user. */
export const appFallbackRoute = createRoute({ getParentRoute: () => rootRoute, path: '/app/$', beforeLoad: requireUser, component: NotFoundScreen });
