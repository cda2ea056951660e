import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { FacultyRecordsSearchSchema } from '../../domain/faculty/records-search';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { TimetablesSearchSchema } from '../../domain/timetable/timetable-search';
import { facultyQueries, type RecordKind } from '../features/faculty/faculty-queries';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

const FacultyRecordsScreen = lazyRouteComponent(
  () => import('../features/faculty/records-screen'),
  'FacultyRecordsScreen',
);

const TimetablesScreen = lazyRouteComponent(() => import('../features/timetable/builder-screen'), 'TimetablesScreen');

/** The faculty database records of one kind; the list is loaded with the route (a failure shows on the screen). */
const recordsRoute = (path: string, kind: RecordKind) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    ...signedInScreen,
    // ?empCode=EMP0041: one member's records (the links on a faculty record).
    validateSearch: (search) => v.parse(FacultyRecordsSearchSchema, search),
    loader: ({ context }) => void context.queryClient.prefetchQuery(facultyQueries.records(kind)),
    component: guardedScreen(function FacultyRecordsRoute() {
      const { empCode } = useSearch({ strict: false }) as { empCode?: string };
      return <FacultyRecordsScreen kind={kind} member={empCode ?? null} />;
    }),
  });

export const facultyPublicationsRoute = recordsRoute(APP_PATHS.facultyPublications, 'publications');
export const facultyMousRoute = recordsRoute(APP_PATHS.facultyMous, 'mous');
export const facultyAwardsRoute = recordsRoute(APP_PATHS.facultyAwards, 'awards');

/** One faculty record's own screen (from the faculty list): login, photo, faculty database. */
export const facultyRecordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.facultyRecord,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/faculty/faculty-record-screen'), 'FacultyRecordScreen'),
  ),
});

/** Timetables: the builder (academic section, a HoD) and a teacher's, student's or parent's own week. */
export const timetablesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.timetables,
  ...signedInScreen,
  // ?timetable=ID&date=YYYY-MM-DD: the timetable open and the date its substitute form starts on.
  validateSearch: (search) => v.parse(TimetablesSearchSchema, search),
  component: guardedScreen(function TimetablesRoute() {
    const search = timetablesRoute.useSearch();
    const navigate = timetablesRoute.useNavigate();
    return (
      <TimetablesScreen
        search={search}
        // Opening a timetable replaces the address (a link to it opens it again) rather than adding to history.
        onOpen={(timetable) =>
          void navigate({ search: (prev) => ({ ...prev, timetable: timetable ?? undefined }), replace: true })
        }
      />
    );
  }),
});
export const myTimetableRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.myTimetable,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('../features/timetable/week-screen'), 'WeekScreen')),
});

/** Subject allotment (Admin and academic section; the HoD's "Faculty and subjects of the department"). */
export const subjectAllotmentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.subjectAllotments,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/faculty/allotments-screen'), 'AllotmentsScreen'),
  ),
});
