import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import type { AppModule } from './app-module';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';

/** §2 alumni registration (signed in: the alumnus, placement cell, administrators). */
export const alumniRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.alumniRegistration,
  ...signedInScreen,
  loader: ({ context }) => startSignedInFrameData(context),
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/alumni/registration-screen'), 'AlumniRegistrationScreen'),
  ),
});

/** §2 alumni history entry. */
export const alumniHistoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.alumniHistory,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/alumni/history-screen'), 'AlumniHistoryScreen'),
  ),
});

/** The alumni directory (ours): search, filters, counts by batch, Excel export, one's own record. */
export const alumniDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.alumniDirectory,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/alumni/directory-screen'), 'AlumniDirectoryScreen'),
  ),
});

/** Public: an alumnus without an account makes one with roll number and date of birth. */
export const alumniAccountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.alumniAccount,
  component: lazyRouteComponent(() => import('../features/alumni/account-screen'), 'AlumniAccountScreen'),
});

/** The alumni module's app side (src/app/routes/app-modules.ts): its routes, in the route tree's order. */
export const ALUMNI_APP_MODULE = {
  name: 'alumni',
  routes: [alumniRegistrationRoute, alumniHistoryRoute, alumniDirectoryRoute, alumniAccountRoute],
} satisfies AppModule;
