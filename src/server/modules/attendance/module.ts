import {
  ASSIGNED_SUBJECT_READERS,
  ATTENDANCE_DEPARTMENT_READERS,
  ATTENDANCE_SELF_READERS,
  ATTENDANCE_TAKERS,
} from '../../../domain/attendance/access';
import { attendanceOperations } from './operations';
import type { ServerModule } from '../server-module';
import { attendanceRoutes } from './attendance-routes';
import { attendanceStore } from './attendance-store';
import { attendanceDemo } from '../../demo/attendance';
import { recipientLanguages } from '../../mail/recipient-language';

/** Attendance sheets, a student's and a department's percentages, the monthly register. */
export const attendanceModule: ServerModule = {
  name: 'attendance',
  mount: '/app',
  demo: attendanceDemo,
  permissions: {
    // Attendance: the route checks the class (its teacher or substitute, the HoD of its department, the college roles).
    'GET /api/app/attendance/classes': ATTENDANCE_TAKERS,
    'GET /api/app/attendance/sheet': ATTENDANCE_TAKERS,
    'POST /api/app/attendance/sheets': ATTENDANCE_TAKERS,
    'GET /api/app/attendance/subjects': ASSIGNED_SUBJECT_READERS,
    'GET /api/app/attendance/subjects/:id': ASSIGNED_SUBJECT_READERS,
    'GET /api/app/attendance/student': ATTENDANCE_SELF_READERS,
    'GET /api/app/attendance/department': ATTENDANCE_DEPARTMENT_READERS,
    'GET /api/app/attendance/register': ATTENDANCE_DEPARTMENT_READERS,
    'GET /api/app/attendance/register/export': ATTENDANCE_DEPARTMENT_READERS,
  },
  operations: attendanceOperations,
  build: ({ db, scoped, config, clock, terms, mailer, logger }) => ({
    router: attendanceRoutes({
      store: attendanceStore(db, (fn) => scoped.transaction(fn)),
      threshold: config.attendanceThreshold,
      clock,
      terms,
      mailer,
      mailLanguages: (addresses) => recipientLanguages(db, addresses),
      logger,
    }),
  }),
};
