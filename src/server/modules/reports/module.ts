import { REPORTS_READERS } from '../../../domain/reports/access';
import type { ServerModule } from '../server-module';
import { buildReports } from './build-reports';
import { reportsOperations } from './operations';
import { reportsRoutes } from './reports-routes';

/** The Authority's reports: money, admissions, attendance and results of the whole college, with their exports. */
export const reportsModule: ServerModule = {
  name: 'reports',
  mount: '/app',
  permissions: {
    'GET /api/app/reports/money': REPORTS_READERS,
    'GET /api/app/reports/admissions': REPORTS_READERS,
    'GET /api/app/reports/attendance': REPORTS_READERS,
    'GET /api/app/reports/results': REPORTS_READERS,
    'GET /api/app/reports/:report/excel': REPORTS_READERS,
    'GET /api/app/reports/:report/pdf': REPORTS_READERS,
  },
  operations: reportsOperations,
  build: ({ db, terms, config, clock, college }) => ({
    router: reportsRoutes(
      buildReports(db, terms, config.attendanceThreshold, clock),
      () => college.letterhead('Reports'),
      clock,
    ),
  }),
};
