import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { MAINTENANCE_ROLES } from '../auth/access';

/** Who may open each of the maintenance module's screens, by address (a line each of screen-access.ts). */
export const MAINTENANCE_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.maintenanceMode]: MAINTENANCE_ROLES,
};
