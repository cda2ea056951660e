import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { MaintenanceSearchSchema } from '../../domain/maintenance/search';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { requireUser } from '../lib/require-user';
import { rootRoute } from './root-route';

const maintenanceScreen = lazyRouteComponent(
  () => import('../features/maintenance/maintenance-screen'),
  'MaintenanceScreen',
);
export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.maintenance,
  validateSearch: (search) => v.parse(MaintenanceSearchSchema, search),
  component: function MaintenanceRoute() {
    const MaintenanceScreen = maintenanceScreen;
    return <MaintenanceScreen from={maintenanceRoute.useSearch().from ?? null} />;
  },
});

export const maintenanceModeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_PATHS.maintenanceMode,
  beforeLoad: requireUser,
  component: lazyRouteComponent(
    () => import('../features/maintenance/maintenance-admin-screen'),
    'MaintenanceAdminScreen',
  ),
});
