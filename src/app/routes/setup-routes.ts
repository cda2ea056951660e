import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { SETUP_PATHS } from '../../domain/setup/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

/** The college profile, the first step of the set-up checklist on the administrator's dashboard. */
export const collegeProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SETUP_PATHS.collegeProfile,
  ...signedInScreen,
  component: guardedScreen(
    guardedScreen(
      lazyRouteComponent(
        withCatalogue('setup', () => import('../features/setup/college-profile-screen')),
        'CollegeProfileScreen',
      ),
    ),
  ),
});

/** The setup module's app side (src/app/routes/app-modules.ts): its routes. */
export const SETUP_APP_MODULE = {
  routes: [collegeProfileRoute],
} satisfies AppModule;
