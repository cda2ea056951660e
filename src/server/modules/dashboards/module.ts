import { collegeDay } from '../../../domain/calendar/college-time';
import type { SessionUser } from '../../auth/session-user';
import { hostelNotifications } from '../hostel/service';
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
    // Leave waiting for the user's decision, copies the library keeps for them (lapsed ones are not shown), and the
    // hostel's decision on a student's application.
    const more = async (user: SessionUser) => {
      const [leave, library, hostel] = await Promise.all([
        leaveNotices(user),
        libraryNotifications(db, user, collegeDay(clock())),
        hostelNotifications(db, user, clock()),
      ]);
      return [...leave, ...library, ...hostel];
    };
    return { router: dashboardRoutes(dashboardsStore(db), more) };
  },
};
