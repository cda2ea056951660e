import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { MaintenanceSearchSchema } from '../../domain/maintenance/search';
import { APP_PATHS } from '../../domain/routes/known-paths';
import { rootRoute } from './root-route';
import { guardedScreen, signedInScreen } from './screen-route';

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
  ...signedInScreen,
  component: guardedScreen(
    lazyRouteComponent(() => import('../features/maintenance/maintenance-admin-screen'), 'MaintenanceAdminScreen'),
  ),
});
