/**
 * A reader's library screens, loaded together (View Books and My Loans): a student moves between them (a title that
 * is out, a hold placed, then My Loans), and one lazy chunk keeps the routes' entries in the first load small. The
 * visitors' catalogue (`/library`) is the same search, so it comes in the same chunk.
 */
export { MyLoansScreen } from './my-loans-screen';
export { PublicCatalogueScreen } from './public-catalogue-screen';
export { ViewBooksRoute } from './view-books-route';
