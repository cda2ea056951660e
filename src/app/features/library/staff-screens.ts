/**
 * The library staff's screens, loaded together: one lazy chunk keeps each route's entry in the app's first load
 * small (every route's own chunk adds its list of files there, on every page), and the staff move between these
 * screens at the desk.
 */
export { BarcodesScreen } from './barcodes-screen';
export { CatalogueScreen } from './catalogue-screen';
export { ConflictsScreen } from './conflicts-screen';
export { DeskScreen } from './desk-screen';
export { HistoryRoute } from './history-route';
export { ImportScreen } from './import-screen';
export { OverdueRoute } from './overdue-route';
export { RulesScreen } from './rules-screen';
export { StockCheckScreen } from './stock-check-screen';
export { WaitingListScreen } from './waiting-list-screen';
