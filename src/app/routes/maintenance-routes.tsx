import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as v from 'valibot';
import { MaintenanceSearchSchema } from '../../domain/maintenance/search';
import { withCatalogue } from '../i18n/app-i18n';
import { rootRoute } from './root-route';
import { signedInRoute } from './screen-route';
import { MAINTENANCE_PATHS } from '../../domain/maintenance/paths';
import type { AppModule } from './app-module';

const maintenanceScreen = lazyRouteComponent(
  withCatalogue('maintenance', () => import('../features/maintenance/maintenance-screen')),
  'MaintenanceScreen',
);
export const maintenanceRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: MAINTENANCE_PATHS.maintenance,
  validateSearch: (search) => v.parse(MaintenanceSearchSchema, search),
  component: function MaintenanceRoute() {
    const MaintenanceScreen = maintenanceScreen;
    return <MaintenanceScreen from={maintenanceRoute.useSearch().from ?? null} />;
  },
});

export const maintenanceModeRoute = signedInRoute(
  MAINTENANCE_PATHS.maintenanceMode,
  withCatalogue('maintenance', () => import('../features/maintenance/maintenance-admin-screen')),
  'MaintenanceAdminScreen',
);

/** The maintenance module's app side (src/app/routes/app-modules.ts): its routes. */
export const MAINTENANCE_APP_MODULE = {
  routes: [maintenanceRoute, maintenanceModeRoute],
} satisfies AppModule;
