import type { Access } from '../auth/access';
import { ACHIEVEMENT_ROLES } from './access';
import { APP_PATHS } from '../routes/app-paths';

/** Who may open each of the achievements module's screens, by address (a line each of screen-access.ts). */
export const ACHIEVEMENTS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.facultyAchievements]: ACHIEVEMENT_ROLES,
};
