import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

/** Where to return after maintenance: a path of this app only (never another site, never the page itself). */
const FromSchema = v.object({
  from: v.optional(v.pipe(v.unknown(), v.transform((s) => {
    const path = typeof s === 'string' ? s : '';
    return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/maintenance') ? path : null;
  }))),
});

const maintenanceScreen = lazyRouteComponent(() => import('../features/maintenance/maintenance-screen'), 'MaintenanceScreen');
export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/maintenance',
  validateSearch: (search) => v.parse(FromSchema, search),
  component: function MaintenanceRoute() {
    const MaintenanceScreen = maintenanceScreen;
    return <MaintenanceScreen from={maintenanceRoute.useSearch().from ?? null} />;
  },
});

export const maintenanceModeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/app/Maintenance Mode',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('../features/maintenance/maintenance-admin-screen'), 'MaintenanceAdminScreen'),
});
