import { createRoute, lazyRouteComponent, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

/** The lists the college keeps (Admin tile: degree and regulation, course). */
export const academicListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicLists,
  ...signedInScreen,
  component: guardedScreen(lazyRouteComponent(() => import('../features/academic/lists-screen'), 'ListsScreen')),
});

const ListScreen = lazyRouteComponent(() => import('../features/academic/list-screen'), 'ListScreen');

/** ?batches=all: a list by batch shows every batch the college ever had; without it the batches on roll. */
const ListSearch = v.object({ batches: v.fallback(v.optional(v.picklist(['all'])), undefined) });

/** One list's screen, built from its descriptor; an unknown list says so. */
export const academicListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicList,
  ...signedInScreen,
  validateSearch: (search) => v.parse(ListSearch, search),
  component: guardedScreen(function AcademicListRoute() {
    const { kind } = useParams({ strict: false }) as { kind?: string };
    const { batches } = useSearch({ strict: false }) as { batches?: 'all' };
    const navigate = useNavigate();
    return (
      <ListScreen
        kind={kind ?? ''}
        allBatches={batches === 'all'}
        onAllBatches={(all) => void navigate({ to: '.', search: all ? { batches: 'all' } : {}, replace: true })}
      />
    );
  }),
});

export const academicListChangesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.academicListChanges,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/academic/list-changes-screen'), 'ListChangesScreen'),
  ),
});

/** Pending changes to regulations and subjects, for the principal or an administrator to authorize or reject. */
export const changesToAuthorizeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.changesToAuthorize,
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/academic/changes-to-authorize-screen'), 'ChangesToAuthorizeScreen'),
  ),
});
