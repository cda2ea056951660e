import { PARENT_DASHBOARD_PATH } from '../auth/roles';

/**
 * The parents module's addresses: the parent's dashboard and profile. Strings only; APP_PATHS
 * (src/domain/routes/app-paths.ts) is the union of the modules' addresses.
 */
export const PARENTS_PATHS = {
  parentDashboard: PARENT_DASHBOARD_PATH,
  parentProfile: '/app/Parent/Profile',
} as const;
