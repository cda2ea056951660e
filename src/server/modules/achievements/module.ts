import { ACHIEVEMENT_ROLES } from '../../../domain/achievements/access';
import type { ServerModule } from '../server-module';
import { achievementsOperations } from './operations';
import { achievementRoutes } from './routes';
import { achievementsStore } from './achievements-store';
import { achievementsDemo } from '../../demo/achievements';

/** Faculty achievements. */
export const achievementsModule: ServerModule = {
  name: 'achievements',
  mount: '/app',
  demo: achievementsDemo,
  permissions: {
    // Faculty achievements: HoD within their department, faculty their own (checked in the handlers).
    'GET /api/app/getFacultyNamesBasedOnDepartment': ACHIEVEMENT_ROLES,
    'GET /api/app/getfacultyAchievements': ACHIEVEMENT_ROLES,
    'POST /api/app/savefacultyAchievements': ACHIEVEMENT_ROLES,
    'DELETE /api/app/deletefacultyAchiveMent': ACHIEVEMENT_ROLES,
  },
  operations: achievementsOperations,
  build: ({ db }) => ({ router: achievementRoutes(achievementsStore(db)) }),
};
