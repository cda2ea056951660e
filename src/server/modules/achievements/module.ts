import { ACHIEVEMENT_ROLES } from '../../../domain/achievements/access';
import type { ServerModule } from '../server-module';
import { achievementsOperations } from './operations';
import { achievementRoutes } from './routes';
import { achievementsService } from './service';

/** Faculty achievements. */
export const achievementsModule: ServerModule = {
  name: 'achievements',
  mount: '/app',
  permissions: {
    // Faculty achievements: HoD within their department, faculty their own (checked in the handlers).
    'GET /api/app/getFacultyNamesBasedOnDepartment': ACHIEVEMENT_ROLES,
    'GET /api/app/getfacultyAchievements': ACHIEVEMENT_ROLES,
    'POST /api/app/savefacultyAchievements': ACHIEVEMENT_ROLES,
    'DELETE /api/app/deletefacultyAchiveMent': ACHIEVEMENT_ROLES,
  },
  operations: achievementsOperations,
  build: ({ db }) => ({ router: achievementRoutes(achievementsService(db)) }),
};
