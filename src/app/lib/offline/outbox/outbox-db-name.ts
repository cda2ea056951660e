/** The outbox's IndexedDB database, the same in the page and the service worker; named apart so checking for it loads no Dexie. */
export const OUTBOX_DB_NAME = 'campus-erp-outbox';
