import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { LANDING_BY_ROLE } from '../../domain/auth/roles';
import { LIBRARY_PATHS } from '../../domain/library/paths';
import { withCatalogue } from '../i18n/app-i18n';
import type { AppModule } from './app-module';
import { rootRoute } from './root-route';
import { guardedScreen, publicRoute, signedInRoute, signedInScreen } from './screen-route';
import { startSignedInFrameData } from './signed-in-frame-data';

/** A reader's screens (View Books, My Loans), one chunk (features/library/reader-screens.ts). */
const readerScreens = withCatalogue('library', () => import('../features/library/reader-screens'));

/**
 * View Books: the catalogue search (?q=&by=&type=&available=&page=&title=), every reader's. Its screen's chunk parses the
 * address's search (view-books-route.tsx), so the search's schema stays out of the route tree every page loads.
 */
export const viewBooksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LANDING_BY_ROLE.ROLE_LIBRARY_ASSISTANT,
  ...signedInScreen,
  loader: ({ context }) => startSignedInFrameData(context),
  component: guardedScreen(lazyRouteComponent(readerScreens, 'ViewBooksRoute')),
});

/** The staff's screens, one chunk (features/library/staff-screens.ts). */
const staffScreens = withCatalogue('library', () => import('../features/library/staff-screens'));

/** The incharge's dashboard: the catalogue's figures. */
export const libraryDashboardRoute = signedInRoute(
  LANDING_BY_ROLE.ROLE_LIBRARY_INCHARGE,
  withCatalogue('library', () => import('../features/library/library-dashboard-screen')),
  'LibraryDashboardScreen',
  ({ context }) => startSignedInFrameData(context),
);

/** The staff's catalogue: a new title with its copies. */
export const catalogueRoute = signedInRoute(LIBRARY_PATHS.libraryCatalogue, staffScreens, 'CatalogueScreen');

/** The staff's imports: Excel and MARC21. */
export const importCatalogueRoute = signedInRoute(LIBRARY_PATHS.libraryImport, staffScreens, 'ImportScreen');

/** The staff's circulation desk: issue and return by scanning, offline through the outbox. */
export const libraryDeskRoute = signedInRoute(LIBRARY_PATHS.libraryDesk, staffScreens, 'DeskScreen');

/** The offline desk actions the server could not record as done, for the staff to resolve. */
export const libraryConflictsRoute = signedInRoute(LIBRARY_PATHS.libraryConflicts, staffScreens, 'ConflictsScreen');

/** The staff's barcodes: accession label sheets and patron cards, made as PDFs on the device. */
export const libraryBarcodesRoute = signedInRoute(LIBRARY_PATHS.libraryBarcodes, staffScreens, 'BarcodesScreen');

/** A reader's own loans and holds: renew, cancel; the loans last seen read again offline. */
export const libraryMyLoansRoute = signedInRoute(LIBRARY_PATHS.libraryMyLoans, readerScreens, 'MyLoansScreen');

/** The incharge's circulation rules, library settings and material allowances (read by the staff). */
export const libraryRulesRoute = signedInRoute(LIBRARY_PATHS.libraryRules, staffScreens, 'RulesScreen');

/** The staff's History: a patron's loans and fines, or a copy's loans (?by=&code=&page=, parsed in history-route.tsx). */
export const libraryHistoryRoute = signedInRoute(LIBRARY_PATHS.libraryHistory, staffScreens, 'HistoryRoute');

/** The staff's overdue loans and the day's reminders (?category=&order=&page=, parsed in overdue-route.tsx). */
export const libraryOverdueRoute = signedInRoute(LIBRARY_PATHS.libraryOverdue, staffScreens, 'OverdueRoute');

/** The staff's waiting list: copies kept at the desk and each title's queue; a hold cancelled with the reason. */
export const libraryWaitingListRoute = signedInRoute(
  LIBRARY_PATHS.libraryWaitingList,
  staffScreens,
  'WaitingListScreen',
);

/** The staff's stock verification: the incharge starts and closes a check, the staff scan shelves (offline too). */
export const libraryStockCheckRoute = signedInRoute(LIBRARY_PATHS.libraryStockCheck, staffScreens, 'StockCheckScreen');

/**
 * `/library`: the catalogue for visitors, in the readers' chunk (View Books' search, form and results are its own, and
 * one more chunk would grow every page's route table); its screen reads the search in the address as View Books does.
 */
export const publicCatalogueRoute = publicRoute(
  LIBRARY_PATHS.libraryPublicCatalogue,
  readerScreens,
  'PublicCatalogueScreen',
);

/** The library module's app side (src/app/routes/app-modules.ts): its routes. */
export const LIBRARY_APP_MODULE = {
  routes: [
    viewBooksRoute,
    libraryDashboardRoute,
    catalogueRoute,
    importCatalogueRoute,
    libraryDeskRoute,
    libraryConflictsRoute,
    libraryMyLoansRoute,
    libraryBarcodesRoute,
    libraryRulesRoute,
    libraryHistoryRoute,
    libraryOverdueRoute,
    libraryWaitingListRoute,
    libraryStockCheckRoute,
    publicCatalogueRoute,
  ],
} satisfies AppModule;
