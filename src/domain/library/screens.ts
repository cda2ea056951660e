import type { Access } from '../auth/access';
import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';
import { LIBRARY_PATRON_ROLES, LIBRARY_READER_ROLES, LIBRARY_STAFF_ROLES } from './access';

/**
 * Who may open each library screen, by address (a line each of screen-access.ts). View Books is the assistant's and
 * the OPAC's landing, and every reader's search; the dashboard is the incharge's landing, open to the staff.
 */
export const LIBRARY_SCREENS: Readonly<Record<string, Access>> = {
  [LANDING_BY_ROLE.ROLE_OPAC_LIBRARY]: LIBRARY_READER_ROLES,
  [LANDING_BY_ROLE.ROLE_LIBRARY_INCHARGE]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryCatalogue]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryImport]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryDesk]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryConflicts]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryMyLoans]: LIBRARY_PATRON_ROLES,
  [APP_PATHS.libraryBarcodes]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryRules]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryHistory]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryOverdue]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryWaitingList]: LIBRARY_STAFF_ROLES,
  [APP_PATHS.libraryStockCheck]: LIBRARY_STAFF_ROLES,
};
