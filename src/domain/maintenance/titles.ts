import { APP_PATHS } from '../routes/app-paths';

/** The titles of the maintenance module's signed-in screens, by address: their page headings (screen-titles.ts). */
export const MAINTENANCE_TITLES: Readonly<Record<string, string>> = {
  [APP_PATHS.maintenanceMode]: /*i18n*/ 'Maintenance Mode',
};
