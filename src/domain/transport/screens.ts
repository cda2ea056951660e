import type { Access } from '../auth/access';
import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';
import { TRANSPORT_READER_ROLES } from './access';

/**
 * Who may open each transport screen, by address (a line each of screen-access.ts). The incharge's landing, the fleet
 * and the expenses are read by the administrator and the principal too; only the incharge sees the forms on them.
 */
export const TRANSPORT_SCREENS: Readonly<Record<string, Access>> = {
  [LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE]: TRANSPORT_READER_ROLES,
  [APP_PATHS.transportVehicles]: TRANSPORT_READER_ROLES,
  [APP_PATHS.transportExpenses]: TRANSPORT_READER_ROLES,
};
