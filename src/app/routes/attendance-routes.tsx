import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { ATTENDANCE_PATHS } from '../../domain/attendance/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

/** A screen of attendance with its words: the module's, and the timetable's (semesters, days) it shows. */
const withWords = <T,>(load: () => Promise<T>) => withCatalogue(['attendance', 'timetable'], load);

const ClassesScreen = lazyRouteComponent(
  withWords(() => import('../features/attendance/classes-screen')),
  'ClassesScreen',
);
const SheetScreen = lazyRouteComponent(
  withWords(() => import('../features/attendance/sheet-screen')),
  'SheetScreen',
);

const positive = v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)));
const ClassesSearch = v.object({ sectionId: v.fallback(positive, undefined) });
const SheetSearch = v.object({
  slotId: v.fallback(positive, undefined),
  date: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))), undefined),
});

/** A teacher's classes of a day (a HoD's: a section's, with ?sectionId=). */
export const attendanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ATTENDANCE_PATHS.attendance,
  ...signedInScreen,
  validateSearch: (search) => v.parse(ClassesSearch, search),
  component: guardedScreen(function AttendanceRoute() {
    const { sectionId } = useSearch({ strict: false }) as { sectionId?: number };
    return <ClassesScreen sectionId={sectionId ?? null} />;
  }),
});

/**
 * One class's sheet: ?slotId=&date= (today when no date is named). Its class list comes with the page, rendered on the
 * server, so a teacher on a phone in class sees the list before any JavaScript has run (startScreenData).
 */
export const attendanceSheetRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ATTENDANCE_PATHS.attendanceSheet,
  ...signedInScreen,
  validateSearch: (search) => v.parse(SheetSearch, search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      startSignedInFrameData(context),
      import('../features/attendance/sheet-screen').then((m) => m.startSheet(context.queryClient, deps)),
    ]),
  component: guardedScreen(function AttendanceSheetRoute() {
    const { slotId, date } = useSearch({ strict: false }) as { slotId?: number; date?: string };
    return <SheetScreen slotId={slotId ?? 0} date={date} />;
  }),
});

export const assignedSubjectsRoute = signedInRoute(
  ATTENDANCE_PATHS.assignedSubjects,
  withWords(() => import('../features/attendance/subjects-screen')),
  'SubjectsScreen',
);

export const myAttendanceRoute = signedInRoute(
  ATTENDANCE_PATHS.myAttendance,
  withWords(() => import('../features/attendance/my-attendance-screen')),
  'MyAttendanceScreen',
);

export const departmentAttendanceRoute = signedInRoute(
  ATTENDANCE_PATHS.departmentAttendance,
  withWords(() => import('../features/attendance/department-screen')),
  'DepartmentScreen',
);

/** The attendance module's app side (src/app/routes/app-modules.ts): its routes. */
export const ATTENDANCE_APP_MODULE = {
  routes: [attendanceRoute, attendanceSheetRoute, assignedSubjectsRoute, myAttendanceRoute, departmentAttendanceRoute],
} satisfies AppModule;
