import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';

const iqacHome = lazyRouteComponent(() => import('../features/accreditation/iqac-home-screen'), 'IqacHomeScreen');
/** §2 accreditation landing, at both of the seed's addresses. */
export const iqacNewHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.iqacNewHome,
  component: iqacHome,
});
export const iqacHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.iqacHome,
  component: iqacHome,
});
