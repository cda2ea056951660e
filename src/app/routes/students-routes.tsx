import { createRoute, lazyRouteComponent, useNavigate, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

const DirectoryScreen = lazyRouteComponent(() => import('../features/students/directory-screen'), 'DirectoryScreen');

/** ?batches=all: every batch the college ever had; without it the batches on roll. */
const DirectorySearch = v.object({ batches: v.fallback(v.optional(v.picklist(['all'])), undefined) });

/** The student directory (Admin tile: Student), a student's profile and roll numbers for admitted applicants. */
export const studentDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentDirectory,
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

export const studentProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentProfile,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('../features/students/profile-screen'), 'ProfileScreen')),
});

export const studentRollNumbersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentRollNumbers,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/students/roll-numbers-screen'), 'RollNumbersScreen'),
  ),
});
