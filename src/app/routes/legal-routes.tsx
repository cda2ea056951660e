import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';

/** §2 legal pages: each its own small chunk, loaded when opened. */
export const termsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.terms,
  component: lazyRouteComponent(() => import('../features/legal/terms-screen'), 'TermsScreen'),
});
export const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.privacy,
  component: lazyRouteComponent(() => import('../features/legal/privacy-screen'), 'PrivacyScreen'),
});
export const returnsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.returns,
  component: lazyRouteComponent(() => import('../features/legal/returns-screen'), 'ReturnsScreen'),
});
