import type { Access } from '../auth/access';
import { APP_PATHS } from '../routes/app-paths';
import { KIOSK_ADMIN_ROLES } from '../auth/access';

/** Who may open each of the tools module's screens, by address (a line each of screen-access.ts). */
export const TOOLS_SCREENS: Readonly<Record<string, Access>> = {
  [APP_PATHS.cryptoTool]: 'public',
  [APP_PATHS.developerOptions]: KIOSK_ADMIN_ROLES,
};
