import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

/** Faculty achievements: faculty, HoD, principal, IQAC and admin. */
export const facultyAchievementsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.facultyAchievements,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/achievements/achievements-screen'), 'AchievementsScreen'),
  ),
});

/** The offline outbox: every signed-in user's own waiting, sent and refused submissions. */
export const outboxRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.outbox,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('../features/outbox/outbox-screen'), 'OutboxScreen')),
});
