import { createRoute, lazyRouteComponent, useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { STUDENTS_PATHS } from '../../domain/students/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

const DirectoryScreen = lazyRouteComponent(
  withCatalogue('students', () => import('../features/students/directory-screen')),
  'DirectoryScreen',
);

/** ?batches=all: every batch the college ever had; without it the batches on roll. */
const DirectorySearch = v.object({ batches: v.fallback(v.optional(v.picklist(['all'])), undefined) });

/** The student directory (Admin tile: Student), a student's profile and roll numbers for admitted applicants. */
export const studentDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: STUDENTS_PATHS.studentDirectory,
  ...signedInScreen,
  validateSearch: (search) => v.parse(DirectorySearch, search),
  component: guardedScreen(function StudentDirectoryRoute() {
    const { batches } = useSearch({ strict: false }) as { batches?: 'all' };
    const navigate = useNavigate();
    return (
      <DirectoryScreen
        allBatches={batches === 'all'}
        onAllBatches={(all) => void navigate({ to: '.', search: all ? { batches: 'all' } : {}, replace: true })}
      />
    );
  }),
});

export const studentProfileRoute = signedInRoute(
  STUDENTS_PATHS.studentProfile,
  withCatalogue('students', () => import('../features/students/profile-screen')),
  'ProfileScreen',
);

export const studentRollNumbersRoute = signedInRoute(
  STUDENTS_PATHS.studentRollNumbers,
  withCatalogue('students', () => import('../features/students/roll-numbers-screen')),
  'RollNumbersScreen',
);

/** The students module's app side (src/app/routes/app-modules.ts): its routes. */
export const STUDENTS_APP_MODULE = {
  routes: [studentDirectoryRoute, studentProfileRoute, studentRollNumbersRoute],
} satisfies AppModule;
