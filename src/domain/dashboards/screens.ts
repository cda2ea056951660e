import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';

/** Who may open each of the dashboards module's screens, by address (a line each of screen-access.ts). */
export const DASHBOARDS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.appRoot]: 'signed-in',
};
