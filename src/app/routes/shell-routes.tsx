import { createRoute } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/app-paths';
import { NotFoundScreen } from './not-found-screen';
import { withCatalogue } from '../i18n/app-i18n';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';
import { signedInRoute } from './screen-route';

/** `/app/Admin Menus` (the header logo's target, §6): every menu the user's roles may open, on one page. */
export const adminMenusRoute = signedInRoute(
  APP_PATHS.adminMenus,
  withCatalogue('menus', () => import('./account-screens')),
  'AdminMenusScreen',
);

/** Any other /app address: the guard first (§2), then the 404 page for a signed-in user. */
export const appFallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.appFallback,
  beforeLoad: requireUser,
  component: NotFoundScreen,
});
