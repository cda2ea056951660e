import type { ServerModule } from '../server-module';
import { calendarOperations } from './operations';
import { calendarRoutes } from './calendar-routes';
import { calendarStore } from './calendar-store';
import { academicCalendarDemo } from '../../demo/academic-calendar';

/** The college calendar: holidays, semester dates and activities. */
export const calendarModule: ServerModule = {
  name: 'calendar',
  mount: '/app',
  demo: academicCalendarDemo,
  permissions: {
    // The college calendar: holidays, semester dates and activities, shown to everyone signed in.
    'GET /api/app/calendar': 'signed-in',
  },
  operations: calendarOperations,
  build: ({ db, clock }) => ({ router: calendarRoutes(calendarStore(db), clock) }),
};
