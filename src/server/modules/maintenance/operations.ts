import { MaintenanceStatusSchema } from '../../../domain/maintenance/schemas';
import type { Operation, PermissionLine } from '../server-module';

/** Maintenance mode's calls as GET /api/docs describes them. */
export const maintenanceOperations = {
  'GET /api/app/getMaintenanceStatus': {
    summary: 'Maintenance mode: { maintenance, message, until }',
    answer: MaintenanceStatusSchema,
  },
  'PUT /api/app/maintenance': {
    summary: 'Switch maintenance mode: { enabled, message, until }; while on, other callers get 503',
    answer: MaintenanceStatusSchema,
  },
} satisfies Readonly<Record<PermissionLine, Operation>>;
