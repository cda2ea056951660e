import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** The student directory (Admin tile: Student), a student's profile and roll numbers for admitted applicants. */
export const studentDirectoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentDirectory,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/students/directory-screen'), 'DirectoryScreen'),
});

export const studentProfileRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentProfile,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/students/profile-screen'), 'ProfileScreen'),
});

export const studentRollNumbersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.studentRollNumbers,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/students/roll-numbers-screen'), 'RollNumbersScreen'),
});
