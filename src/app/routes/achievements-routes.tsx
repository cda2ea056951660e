import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { ACHIEVEMENTS_PATHS } from '../../domain/achievements/paths';
import type { AppModule } from './app-module';

/** Faculty achievements: faculty, HoD, principal, IQAC and admin. */
export const facultyAchievementsRoute = signedInRoute(
  ACHIEVEMENTS_PATHS.facultyAchievements,
  withCatalogue('achievements', () => import('../features/achievements/achievements-screen')),
  'AchievementsScreen',
);

/** The achievements module's app side (src/app/routes/app-modules.ts): its routes. */
export const ACHIEVEMENTS_APP_MODULE = {
  routes: [facultyAchievementsRoute],
} satisfies AppModule;
