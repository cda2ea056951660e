import { TIMETABLE_WEEK_READERS, TIMETABLE_WRITERS } from '../../../domain/timetable/access';
import { timetableOperations } from './operations';
import type { ServerModule } from '../server-module';
import { timetableRoutes } from './timetable-routes';
import { bellScheduleDemo } from '../../demo/bell-schedule';

/** Section timetables, substitutions and each user's week. */
export const timetableModule: ServerModule = {
  name: 'timetable',
  mount: '/app',
  demo: bellScheduleDemo,
  permissions: {
    // Timetables: the academic section and administrators for the college, a HoD for their department (the route
    // checks the section's department); a teacher, student or parent reads their own week.
    'GET /api/app/timetables': TIMETABLE_WRITERS,
    'POST /api/app/timetables': TIMETABLE_WRITERS,
    'GET /api/app/timetables/:id': TIMETABLE_WRITERS,
    'DELETE /api/app/timetables/:id': TIMETABLE_WRITERS,
    'POST /api/app/timetables/:id/slots': TIMETABLE_WRITERS,
    'DELETE /api/app/timetables/:id/slots/:itemId': TIMETABLE_WRITERS,
    'POST /api/app/timetables/:id/substitutions': TIMETABLE_WRITERS,
    'DELETE /api/app/timetables/:id/substitutions/:itemId': TIMETABLE_WRITERS,
    'GET /api/app/timetable/week': TIMETABLE_WEEK_READERS,
  },
  operations: timetableOperations,
  build: ({ timetables, terms }) => ({ router: timetableRoutes(timetables, terms) }),
};
