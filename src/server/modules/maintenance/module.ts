import { MAINTENANCE_ROLES } from '../../../domain/auth/access';
import type { ServerModule } from '../server-module';
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
  summaries: {
    'GET /api/app/getMaintenanceStatus': 'Maintenance mode: { maintenance, message, until }',
    'PUT /api/app/maintenance': 'Switch maintenance mode: { enabled, message, until }; while on, other callers get 503',
  },
  build: ({ maintenance, logger }) => ({ router: maintenanceRoutes(maintenance, logger) }),
};
