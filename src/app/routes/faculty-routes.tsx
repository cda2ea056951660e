import { createRoute, lazyRouteComponent, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { FacultyRecordsSearchSchema } from '../../domain/faculty/records-search';
import { facultyQueries, type RecordKind } from '../features/faculty/faculty-queries';
import { withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { FACULTY_PATHS } from '../../domain/faculty/paths';
import type { AppModule } from './app-module';

const FacultyRecordsScreen = lazyRouteComponent(
  withCatalogue('faculty', () => import('../features/faculty/records-screen')),
  'FacultyRecordsScreen',
);

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

export const facultyPublicationsRoute = recordsRoute(FACULTY_PATHS.facultyPublications, 'publications');
export const facultyMousRoute = recordsRoute(FACULTY_PATHS.facultyMous, 'mous');
export const facultyAwardsRoute = recordsRoute(FACULTY_PATHS.facultyAwards, 'awards');

/** One faculty record's own screen (from the faculty list): login, photo, faculty database. */
export const facultyRecordRoute = signedInRoute(
  FACULTY_PATHS.facultyRecord,
  withCatalogue('faculty', () => import('../features/faculty/faculty-record-screen')),
  'FacultyRecordScreen',
);

/** Subject allotment (Admin and academic section; the HoD's "Faculty and subjects of the department"). */
export const subjectAllotmentsRoute = signedInRoute(
  FACULTY_PATHS.subjectAllotments,
  withCatalogue('faculty', () => import('../features/faculty/allotments-screen')),
  'AllotmentsScreen',
);

/** The faculty module's app side (src/app/routes/app-modules.ts): its routes. */
export const FACULTY_APP_MODULE = {
  routes: [facultyPublicationsRoute, facultyMousRoute, facultyAwardsRoute, facultyRecordRoute, subjectAllotmentsRoute],
} satisfies AppModule;
