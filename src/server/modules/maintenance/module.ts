import { MAINTENANCE_ROLES } from '../../../domain/auth/access';
import type { ServerModule } from '../server-module';
import { maintenanceOperations } from './operations';
import { maintenanceRoutes } from './routes';

/** Maintenance mode: its status for anyone, its switch for administrators. */
export const maintenanceModule: ServerModule = {
  name: 'maintenance',
  mount: '/app',
  permissions: {
    // Maintenance mode: anyone may ask whether it is on (also while it is); administrators switch it.
    'GET /api/app/getMaintenanceStatus': 'public',
    'PUT /api/app/maintenance': MAINTENANCE_ROLES,
  },
  operations: maintenanceOperations,
  build: ({ maintenance, logger }) => ({ router: maintenanceRoutes(maintenance, logger) }),
};
