import { academicModule } from './modules/academic/module';
import { achievementsModule } from './modules/achievements/module';
import { admissionUploadsModule, admissionsDashboardModule, admissionsModule } from './modules/admissions/module';
import { alumniModule } from './modules/alumni/module';
import { attendanceModule } from './modules/attendance/module';
import { authModule } from './modules/auth/module';
import { calendarModule } from './modules/calendar/module';
import { dashboardsModule } from './modules/dashboards/module';
import { examsModule } from './modules/exams/module';
import { allotmentsModule, facultyDatabaseModule, facultyRecordsModule } from './modules/faculty/module';
import { homeModule } from './modules/home/module';
import { leaveModule } from './modules/leave/module';
import { maintenanceModule } from './modules/maintenance/module';
import { mastersModule } from './modules/masters/module';
import { memosModule } from './modules/memos/module';
import { parentsModule } from './modules/parents/module';
import { paymentsModule } from './modules/payments/module';
import { resultAnalysisModule } from './modules/result-analysis/module';
import { resultsModule } from './modules/results/module';
import { reportsModule } from './modules/reports/module';
import type { ServerModule } from './modules/server-module';
import { setupModule } from './modules/setup/module';
import { studentUploadsModule, studentsModule } from './modules/students/module';
import { timetableModule } from './modules/timetable/module';
import { toolsModule } from './modules/tools/module';
import { signupModule, usersModule } from './modules/users/module';
import { vendorsModule } from './modules/vendors/module';
import { libraryModule } from './modules/library/module';
import { hostelModule } from './modules/hostel/module';
import { transportModule } from './modules/transport/module';

/**
 * Every server module, in the order their routers are mounted: Hono tries routes in registration order, so the
 * order is part of the behaviour. To add a module, export its ServerModule from its module.ts and list it here.
 */
export const SERVER_MODULES: readonly ServerModule[] = [
  homeModule,
  resultsModule,
  usersModule,
  toolsModule,
  dashboardsModule,
  setupModule,
  mastersModule,
  academicModule,
  allotmentsModule,
  timetableModule,
  leaveModule,
  examsModule,
  memosModule,
  resultAnalysisModule,
  reportsModule,
  calendarModule,
  attendanceModule,
  facultyRecordsModule,
  studentsModule,
  admissionUploadsModule,
  studentUploadsModule,
  admissionsDashboardModule,
  maintenanceModule,
  parentsModule,
  paymentsModule,
  admissionsModule,
  achievementsModule,
  alumniModule,
  vendorsModule,
  libraryModule,
  hostelModule,
  transportModule,
  authModule,
  signupModule,
  facultyDatabaseModule,
];
