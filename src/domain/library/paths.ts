/**
 * The library's addresses besides its two landings (LANDING_BY_ROLE: '/app/Library Dashboard' for the incharge,
 * '/app/Library/View Books' for the assistant and the OPAC): read by its routes and spread into APP_PATHS
 * (src/domain/routes/app-paths.ts); nothing here but the strings.
 */
export const LIBRARY_PATHS = {
  libraryCatalogue: '/app/Library/Catalogue',
  libraryImport: '/app/Library/Import Catalogue',
  libraryDesk: '/app/Library/Issue and Return',
  libraryConflicts: '/app/Library/Circulation Conflicts',
  libraryBarcodes: '/app/Library/Barcodes',
  libraryMyLoans: '/app/Library/My Loans',
  libraryRules: '/app/Library/Circulation Rules',
  libraryHistory: '/app/Library/History',
  libraryOverdue: '/app/Library/Overdue',
  libraryWaitingList: '/app/Library/Waiting List',
  libraryStockCheck: '/app/Library/Stock Verification',
  /** The catalogue for visitors (no sign-in), while the library's setting publicCatalogue is on. */
  libraryPublicCatalogue: '/library',
} as const;
