import { DashboardDataSchema, NotificationsSchema } from '../../../domain/dashboards/dashboard-data';
import { OwnResultsSchema } from '../../../domain/results/own-results';
import type { Operation, PermissionLine } from '../server-module';

/** The dashboards' calls as GET /api/docs describes them. */
export const dashboardsOperations = {
  'GET /api/app/getDashboard': {
    summary:
      "The dashboard of one of the caller's roles (query role, their first by default): counters, card and badges; 403 for a role they do not hold",
    answer: DashboardDataSchema,
  },
  'GET /api/app/getOwnResults': {
    summary: "The signed-in student's roll number and the exams they have results in: { rollNo, examTitles }",
    answer: OwnResultsSchema,
  },
  'GET /api/app/getNotifications': {
    summary: "The signed-in user's notifications for the header: { items }",
    answer: NotificationsSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
