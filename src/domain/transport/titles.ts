import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';

/** The titles of the transport's screens, by address: their page headings (screen-titles.ts). */
export const TRANSPORT_TITLES: Readonly<Record<string, string>> = {
  [LANDING_BY_ROLE.ROLE_TRANSPORTATION_INCHARGE]: /*i18n*/ 'Transportation Dashboard',
  [APP_PATHS.transportVehicles]: /*i18n*/ 'Vehicles',
  [APP_PATHS.transportExpenses]: /*i18n*/ 'Vehicle Expenses',
};
