/**
 * The reports' addresses: the index of the four and one page each, read by the reports' routes and spread into
 * APP_PATHS (src/domain/routes/app-paths.ts); nothing here but the strings.
 */
export const REPORTS_PATHS = {
  reports: '/app/Authority/Reports',
  moneyReport: '/app/Authority/Reports/Money',
  admissionsReport: '/app/Authority/Reports/Admissions',
  attendanceReport: '/app/Authority/Reports/Attendance',
  resultsReport: '/app/Authority/Reports/Results',
} as const;
