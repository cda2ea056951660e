import { MonthCalendarSchema } from '../../../domain/calendar/month-calendar';
import type { Operation, PermissionLine } from '../server-module';

/** The calendar's call as GET /api/docs describes it. */
export const calendarOperations = {
  'GET /api/app/calendar': {
    summary: 'A month of the college calendar: holidays and closures, semester dates, activities',
    answer: MonthCalendarSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
