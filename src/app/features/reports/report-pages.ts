/**
 * The reports' screens as one lazy chunk: the five routes load it with one import, which keeps what every page's
 * route tree carries for them to one entry (docs/performance.md). The chart library is loaded apart, by the charts.
 */
export { ReportsIndexScreen } from './reports-index-screen';
export { MoneyReportScreen } from './money-report-screen';
export { AdmissionsReportScreen } from './admissions-report-screen';
export { AttendanceReportScreen } from './attendance-report-screen';
export { ResultsReportScreen } from './results-report-screen';
