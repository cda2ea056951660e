import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';

/** The titles of the hostel's screens, by address: their page headings (screen-titles.ts). */
export const HOSTEL_TITLES: Readonly<Record<string, string>> = {
  [LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE]: /*i18n*/ 'Hostel Management',
  [APP_PATHS.hostelRooms]: /*i18n*/ 'Buildings and Rooms',
  [APP_PATHS.hostelMine]: /*i18n*/ 'My Hostel',
  [APP_PATHS.hostelRegistration]: /*i18n*/ 'Hostel Registration',
};
