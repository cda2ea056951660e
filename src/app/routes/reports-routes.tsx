import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';
import { signedInRoute } from './screen-route';
import { REPORTS_PATHS } from '../../domain/reports/paths';

/** The reports' screens with their words: one chunk for the five routes (features/reports/report-pages.ts). */
const pages = withCatalogue('reports', () => import('../features/reports/report-pages'));

/**
 * The Authority's reports: the index, and one page each for money, admissions, attendance and results. Each page reads
 * its filters (`?year=&term=&exam=`) from the address with its own code (features/reports/report-search.ts), and only
 * these pages load the chart library.
 */
export const REPORTS_APP_MODULE = {
  routes: [
    signedInRoute(REPORTS_PATHS.reports, pages, 'ReportsIndexScreen'),
    signedInRoute(REPORTS_PATHS.moneyReport, pages, 'MoneyReportScreen'),
    signedInRoute(REPORTS_PATHS.admissionsReport, pages, 'AdmissionsReportScreen'),
    signedInRoute(REPORTS_PATHS.attendanceReport, pages, 'AttendanceReportScreen'),
    signedInRoute(REPORTS_PATHS.resultsReport, pages, 'ResultsReportScreen'),
  ],
} satisfies AppModule;
