import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { dashboardSlugOutcome } from '../../domain/home/module-roles';
import { currentUser } from '../lib/session';
import { NoPermission } from '../ui/no-permission';
import { rootRoute } from './root-route';

/** §2 /restoreCredentials: "Forgot your user name?". */
export const restoreCredentialsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/restoreCredentials',
  component: lazyRouteComponent(() => import('../features/auth/restore-credentials-screen'), 'RestoreCredentialsScreen'),
});

const ModuleSearchSchema = v.object({ module: v.optional(v.pipe(v.unknown(), v.transform(String), v.maxLength(60)), '') });
const comingSoonScreen = lazyRouteComponent(() => import('../features/home/coming-soon-screen'), 'ComingSoonScreen');

/** §2 /coming-soon?module={home tile title}: a function the product does not have yet. */
export const comingSoonRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/coming-soon',
  validateSearch: (search) => {
    const parsed = v.safeParse(ModuleSearchSchema, search);
    return parsed.success ? parsed.output : { module: '' };
  },
  component: function ComingSoonRoute() {
    const ComingSoonScreen = comingSoonScreen;
    return <ComingSoonScreen module={comingSoonRoute.useSearch().module} />;
  },
});

/** §2 /erphome: the module home with circular cards. */
export const erpHomeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/erphome',
  component: lazyRouteComponent(() => import('../features/home/erp-home-screen'), 'ErpHomeScreen'),
});

/** §2 /{role}/dashboard: a short, stable address of a role's dashboard (e.g. /admin/dashboard, /library/dashboard). */
export const roleDashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$role/dashboard',
  beforeLoad: ({ params }) => {
    const outcome = dashboardSlugOutcome(params.role, currentUser()?.roles ?? null);
    if (outcome.kind === 'unknown') throw notFound();
    if (outcome.kind !== 'no-permission') throw redirect({ href: encodeURI(outcome.path), replace: true });
  },
  component: () => <NoPermission title="Dashboard" />,
});
