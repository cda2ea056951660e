import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { LANDING_BY_ROLE, landingFor } from '../../domain/auth/roles';
import { LANDING_PATHS } from '../../domain/routes/app-paths';
import { dashboardSlugOutcome } from '../../domain/home/module-roles';
import { dashboardsQueries } from '../features/dashboards/dashboards-queries';
import { facultyProfileQuery, fdbCounterQuery } from '../lib/faculty-profile';
import { withCatalogue } from '../i18n/app-i18n';
import { requireUser } from '../lib/require-user';
import { currentUser } from '../lib/session';
import { NoPermission } from '../ui/no-permission';
import { rootRoute, type RouterContext } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';
import { DASHBOARDS_PATHS } from '../../domain/dashboards/paths';
import type { AppModule } from './app-module';

// A chunk of its own: a dashboard opens without the sign-in, register and user screens' forms.
// Its words come with it: the cards' own (dashboards), the counters' and links' (menus, which the frame loads anyway),
// the module tiles' functions (home) and the administrator's set-up steps (setup).
const RoleDashboardScreen = lazyRouteComponent(
  withCatalogue(['dashboards', 'menus', 'home', 'setup'], () => import('../features/dashboards/role-dashboard-screen')),
  'RoleDashboardScreen',
);

/** The counts of the dashboard this user sees at `path`; a failure is shown by the screen, not the router. */
async function loadDashboard(context: RouterContext, path: string) {
  // Through the dashboard screen's chunk, which the route loads anyway: the role dashboards then stay with the
  // signed-in menus that name them, out of the public pages' JavaScript (docs/performance.md).
  const { dashboardAt } = await import('../features/dashboards/role-dashboard-screen');
  const user = currentUser();
  const at = dashboardAt(path, user?.roles ?? []);
  if (!at || !user) return;
  if (at.dashboard.card === 'faculty') {
    // §2 Faculty dashboard: the card and counters come from the faculty database service (§7), not getDashboard.
    const { FACULTY_DASHBOARD_COUNTERS } = await import('../../domain/faculty/profile');
    const counters = Object.values(FACULTY_DASHBOARD_COUNTERS).map((c) =>
      context.queryClient.ensureQueryData(fdbCounterQuery(c, user.username)),
    );
    await Promise.all([context.queryClient.ensureQueryData(facultyProfileQuery(user)), ...counters]).catch(
      () => undefined,
    );
    return;
  }
  // The administrator's set-up checklist comes with the page too: rendered on the server as the browser will render it
  // (a checklist only the browser had, from the device's copy, made the page differ from the server's).
  await Promise.all([
    context.queryClient.ensureQueryData(dashboardsQueries.dashboard(at.role)),
    at.role === 'ROLE_ADMIN' ? context.queryClient.ensureQueryData(dashboardsQueries.setupChecklist()) : null,
    at.role === 'ROLE_STUDENT'
      ? import('../features/dashboards/student-cards-data').then((m) =>
          m.startStudentCards(context.queryClient, user.username),
        )
      : null,
  ]).catch(() => undefined);
}

/** Landings whose module has its own screen there: admissions' dashboard, the library's and View Books, the hostel's, the transport's. */
const OWN_LANDINGS: readonly string[] = [
  LANDING_BY_ROLE.ROLE_ADMISSIONS,
  LANDING_BY_ROLE.ROLE_LIBRARY_INCHARGE,
  LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT,
  LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE,
  LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE,
];

/** §2 landing routes of every role; all protected by the erpUser guard, but for the modules' own (OWN_LANDINGS). */
export const landingRoutes = LANDING_PATHS.filter((path) => !OWN_LANDINGS.includes(path)).map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    ...signedInScreen,
    loader: ({ context }) => Promise.all([loadDashboard(context, path), startSignedInFrameData(context)]),
    component: guardedScreen(() => <RoleDashboardScreen path={path} />),
  }),
);

/** `/app` root: a user whose role has a dashboard goes there; the others (Parent, Director…) get the general one. */
export const appRootRoute = createRoute({
  getParentRoute: () => rootRoute,
  // '/app/' rather than '/app': the router ranks the `/app/$` fallback above a plain '/app' and showed the 404 page.
  path: `${DASHBOARDS_PATHS.appRoot}/`,
  beforeLoad: ({ location }) => {
    requireUser({ location });
    const landing = landingFor(currentUser()?.roles ?? []);
    if (landing !== '/app') throw redirect({ href: encodeURI(landing) });
  },
  staticData: signedInScreen.staticData,
  loader: ({ context }) =>
    Promise.all([loadDashboard(context, DASHBOARDS_PATHS.appRoot), startSignedInFrameData(context)]),
  component: guardedScreen(() => <RoleDashboardScreen path={DASHBOARDS_PATHS.appRoot} />),
});

/** §2 /{role}/dashboard: a short, stable address of a role's dashboard (e.g. /admin/dashboard, /library/dashboard). */
export const roleDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: DASHBOARDS_PATHS.roleDashboard,
  beforeLoad: ({ params }) => {
    const outcome = dashboardSlugOutcome(params.role, currentUser()?.roles ?? null);
    if (outcome.kind === 'unknown') throw notFound();
    if (outcome.kind !== 'no-permission') throw redirect({ href: encodeURI(outcome.path), replace: true });
  },
  component: () => <NoPermission title="Dashboard" />,
});

/** The dashboards module's app side (src/app/routes/app-modules.ts): its routes. */
export const DASHBOARDS_APP_MODULE = {
  routes: [appRootRoute, ...landingRoutes, roleDashboardRoute],
} satisfies AppModule;
