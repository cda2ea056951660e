import { collegeDay } from '../../../domain/calendar/college-time';
import type { SessionUser } from '../../auth/session-user';
import { libraryNotifications } from '../library/service';
import type { ServerModule } from '../server-module';
import { dashboardsOperations } from './operations';
import { dashboardRoutes } from './routes';
import { dashboardsStore } from './dashboards-store';

/** Each role's dashboard and the header's notifications. */
export const dashboardsModule: ServerModule = {
  name: 'dashboards',
  mount: '/app',
  permissions: {
    'GET /api/app/getDashboard': 'signed-in',
    // A student's own results: their roll number and exams come from their account, never from the request.
    'GET /api/app/getOwnResults': ['ROLE_STUDENT'],
    'GET /api/app/getNotifications': 'signed-in',
  },
  operations: dashboardsOperations,
  build: ({ db, leaveNotices, clock }) => {
    // Leave waiting for the user's decision, and copies the library keeps for them (lapsed ones are not shown).
    const more = async (user: SessionUser) => {
      const [leave, library] = await Promise.all([
        leaveNotices(user),
        libraryNotifications(db, user, collegeDay(clock())),
      ]);
      return [...leave, ...library];
    };
    return { router: dashboardRoutes(dashboardsStore(db), more) };
  },
};
