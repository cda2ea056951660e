import type { Access } from '../auth/access';
import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';
import { HOSTEL_APPLICANT_ROLES, HOSTEL_READER_ROLES, HOSTEL_STAFF_ROLES } from './access';

/**
 * Who may open each hostel screen, by address (a line each of screen-access.ts). Hostel Management, the incharge's
 * landing, shows occupancy, which the administrator and the principal read too; the incharge keeps the blocks; a
 * student applies on My Hostel.
 */
export const HOSTEL_SCREENS: Readonly<Record<string, Access>> = {
  [LANDING_BY_ROLE.ROLE_HOSTEL_INCHARGE]: HOSTEL_READER_ROLES,
  [APP_PATHS.hostelRooms]: HOSTEL_STAFF_ROLES,
  [APP_PATHS.hostelMine]: HOSTEL_APPLICANT_ROLES,
  [APP_PATHS.hostelRegistration]: HOSTEL_STAFF_ROLES,
};
