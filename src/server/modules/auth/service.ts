/** The auth module's door: the login accounts other modules make and read (users, alumni, the first administrator). */
export { accountsStore, DuplicateUserError, NO_PASSWORD, RESET_LINK_MS, type AccountsStore } from './accounts-store';
