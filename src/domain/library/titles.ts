import { LANDING_BY_ROLE } from '../auth/roles';
import { APP_PATHS } from '../routes/app-paths';

/** The titles of the library screens, by address: their page headings (screen-titles.ts). */
export const LIBRARY_TITLES: Readonly<Record<string, string>> = {
  [LANDING_BY_ROLE.ROLE_OPAC_LIBRARY]: /*i18n*/ 'View Books',
  [LANDING_BY_ROLE.ROLE_LIBRARY_INCHARGE]: /*i18n*/ 'Library Dashboard',
  [APP_PATHS.libraryCatalogue]: /*i18n*/ 'Catalogue',
  [APP_PATHS.libraryImport]: /*i18n*/ 'Import Catalogue',
  [APP_PATHS.libraryDesk]: /*i18n*/ 'Issue and Return',
  [APP_PATHS.libraryConflicts]: /*i18n*/ 'Circulation Conflicts',
  [APP_PATHS.libraryMyLoans]: /*i18n*/ 'My Loans',
  [APP_PATHS.libraryBarcodes]: /*i18n*/ 'Barcodes',
  [APP_PATHS.libraryRules]: /*i18n*/ 'Circulation Rules',
  [APP_PATHS.libraryHistory]: /*i18n*/ 'History',
  [APP_PATHS.libraryOverdue]: /*i18n*/ 'Overdue',
  [APP_PATHS.libraryWaitingList]: /*i18n*/ 'Waiting List',
  [APP_PATHS.libraryStockCheck]: /*i18n*/ 'Stock Verification',
};
