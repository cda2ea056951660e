import { createRoute, lazyRouteComponent, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import * as v from 'valibot';
import { rootRoute } from './root-route';
import { guardedScreen, signedInRoute, signedInScreen } from './screen-route';
import { ACADEMIC_PATHS } from '../../domain/academic/paths';
import type { AppModule } from './app-module';
import { withCatalogue } from '../i18n/app-i18n';

/** The lists the college keeps (Admin tile: degree and regulation, course). */
export const academicListsRoute = signedInRoute(
  ACADEMIC_PATHS.academicLists,
  withCatalogue('academic', () => import('../features/academic/lists-screen')),
  'ListsScreen',
);

const ListScreen = lazyRouteComponent(
  withCatalogue('academic', () => import('../features/academic/list-screen')),
  'ListScreen',
);

/** ?batches=all: a list by batch shows every batch the college ever had; without it the batches on roll. */
const ListSearch = v.object({ batches: v.fallback(v.optional(v.picklist(['all'])), undefined) });

/** One list's screen, built from its descriptor; an unknown list says so. */
export const academicListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: ACADEMIC_PATHS.academicList,
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

export const academicListChangesRoute = signedInRoute(
  ACADEMIC_PATHS.academicListChanges,
  withCatalogue('academic', () => import('../features/academic/list-changes-screen')),
  'ListChangesScreen',
);

/** Pending changes to regulations and subjects, for the principal or an administrator to authorize or reject. */
export const changesToAuthorizeRoute = signedInRoute(
  ACADEMIC_PATHS.changesToAuthorize,
  withCatalogue('academic', () => import('../features/academic/changes-to-authorize-screen')),
  'ChangesToAuthorizeScreen',
);

/** The academic module's app side (src/app/routes/app-modules.ts): its routes. */
export const ACADEMIC_APP_MODULE = {
  routes: [academicListsRoute, academicListRoute, academicListChangesRoute, changesToAuthorizeRoute],
} satisfies AppModule;
