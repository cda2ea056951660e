import type { offlineDb as OfflineDb } from './offline-db';

/**
 * The device store, loaded on first use: Dexie is not needed to draw a screen, only to keep or read
 * offline copies, so it stays out of the JavaScript every page loads first.
 */
export function offlineStore(): Promise<typeof OfflineDb> {
  return import('./offline-db').then((m) => m.offlineDb);
}
