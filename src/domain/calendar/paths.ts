/**
 * The calendar module's addresses: the college calendar: a month's holidays and closures, semester dates and
 * activities. Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const CALENDAR_PATHS = {
  collegeCalendar: '/app/College Calendar',
} as const;
