/**
 * The maintenance module's addresses: the maintenance page and its switch. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const MAINTENANCE_PATHS = {
  maintenance: '/maintenance',
  maintenanceMode: '/app/Maintenance Mode',
} as const;
