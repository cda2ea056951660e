import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** The lists the college keeps (Admin tile: degree and regulation, course). */
export const academicListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicLists,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/academic/lists-screen'), 'ListsScreen'),
});

/** One list's screen, built from its descriptor; an unknown list says so. */
export const academicListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicList,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/academic/list-screen'), 'ListRouteScreen'),
});

export const academicListChangesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicListChanges,
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/academic/list-changes-screen'), 'ListChangesScreen'),
});

/** Pending changes to regulations and subjects, for the principal or an administrator to authorize or reject. */
export const changesToAuthorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.changesToAuthorize,
  beforeLoad: requireUser,
  component: lazyRouteComponent(
    () => import('../features/academic/changes-to-authorize-screen'),
    'ChangesToAuthorizeScreen',
  ),
});
