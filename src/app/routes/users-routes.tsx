import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

export const createLoginsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.createLogins,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('./account-screens'), 'CreateLoginsScreen'),
});

export const createUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.createUser,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('./account-screens'), 'CreateUserScreen'),
});
