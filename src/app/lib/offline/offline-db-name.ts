/** The device store's IndexedDB database (offline-db.ts); named apart so checking for it loads no Dexie. */
export const OFFLINE_DB_NAME = 'campus-erp';
