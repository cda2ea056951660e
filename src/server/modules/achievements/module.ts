import { ACHIEVEMENT_ROLES } from '../../../domain/achievements/access';
import type { ServerModule } from '../server-module';
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
  summaries: {
    'GET /api/app/getFacultyNamesBasedOnDepartment':
      'Faculty of a department: [{ facultyName, facultyEmail }] (query department)',
    'GET /api/app/getfacultyAchievements': 'Achievements of one faculty member (query facultyName, facultyDept)',
    'POST /api/app/savefacultyAchievements': 'Add an achievement, or change one when the body carries its id',
    'DELETE /api/app/deletefacultyAchiveMent': 'Delete the achievement sent as the body (by its id)',
  },
  build: ({ db }) => ({ router: achievementRoutes(achievementsStore(db)) }),
};
