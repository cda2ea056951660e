import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

/** The college profile, the first step of the set-up checklist on the administrator's dashboard. */
export const collegeProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.collegeProfile,
  ...signedInScreen,
  component: guardedScreen(
    guardedScreen(lazyRouteComponent(() => import('../features/setup/college-profile-screen'), 'CollegeProfileScreen')),
  ),
});
