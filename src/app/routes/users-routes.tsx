import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

export const createLoginsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.createLogins,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('./account-screens'), 'CreateLoginsScreen')),
});

export const createUserRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.createUser,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('./account-screens'), 'CreateUserScreen')),
});
