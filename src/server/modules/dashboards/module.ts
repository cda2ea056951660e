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
  build: ({ db, leaveNotices }) => ({ router: dashboardRoutes(dashboardsStore(db), leaveNotices) }),
};
