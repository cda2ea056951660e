/**
 * The dashboards module's addresses: the /app home and the short address of a role's dashboard (the role landings are
 * in auth/roles.ts). Strings only; APP_PATHS (src/domain/routes/app-paths.ts) is the union of the modules'
 * addresses.
 */
export const DASHBOARDS_PATHS = {
  appRoot: '/app',
  roleDashboard: '/$role/dashboard',
} as const;
