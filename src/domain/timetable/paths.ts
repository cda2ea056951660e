/**
 * The timetable module's addresses: building timetables, and the signed-in user's own week. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const TIMETABLE_PATHS = {
  timetables: '/app/Academics/Timetables',
  myTimetable: '/app/My Timetable',
} as const;
