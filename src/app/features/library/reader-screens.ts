/**
 * A reader's library screens, loaded together (View Books and My Loans): a student moves between them (a title that
 * is out, a hold placed, then My Loans), and one lazy chunk keeps the routes' entries in the first load small.
 */
export { MyLoansScreen } from './my-loans-screen';
export { ViewBooksRoute } from './view-books-route';
