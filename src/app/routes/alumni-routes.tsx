import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { guardedScreen, publicRoute, signedInRoute, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { ALUMNI_PATHS } from '../../domain/alumni/paths';

/** An alumni screen with its words, and the sign-in's ('Oops...', the password rule) that its forms show. */
const withWords = <T,>(load: () => Promise<T>) => withCatalogue('alumni', withCatalogue('auth', load));

/** §2 alumni registration (signed in: the alumnus, placement cell, administrators). */
export const alumniRegistrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ALUMNI_PATHS.alumniRegistration,
  ...signedInScreen,
  loader: ({ context }) => startSignedInFrameData(context),
  component: guardedScreen(
    lazyRouteComponent(
      withWords(() => import('../features/alumni/registration-screen')),
      'AlumniRegistrationScreen',
    ),
  ),
});

/** §2 alumni history entry. */
export const alumniHistoryRoute = signedInRoute(
  ALUMNI_PATHS.alumniHistory,
  withCatalogue('alumni', () => import('../features/alumni/history-screen')),
  'AlumniHistoryScreen',
);

/** The alumni directory (ours): search, filters, counts by batch, Excel export, one's own record. */
export const alumniDirectoryRoute = signedInRoute(
  ALUMNI_PATHS.alumniDirectory,
  withCatalogue('alumni', () => import('../features/alumni/directory-screen')),
  'AlumniDirectoryScreen',
);

/** Public: an alumnus without an account makes one with roll number and date of birth. */
export const alumniAccountRoute = publicRoute(
  ALUMNI_PATHS.alumniAccount,
  withWords(() => import('../features/alumni/account-screen')),
  'AlumniAccountScreen',
);

/** The alumni module's app side (src/app/routes/app-modules.ts): its routes, in the route tree's order. */
export const ALUMNI_APP_MODULE = {
  routes: [alumniRegistrationRoute, alumniHistoryRoute, alumniDirectoryRoute, alumniAccountRoute],
} satisfies AppModule;
