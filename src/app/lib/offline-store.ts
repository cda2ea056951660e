import type { offlineDb as OfflineDb } from './offline-db';
import { nextTask } from './next-task';

/**
 * The device store, loaded on first use: Dexie is not needed to draw a screen, only to keep or read
 * offline copies, so it stays out of the JavaScript every page loads first. Dexie's evaluation and the first use
 * of the store are two tasks rather than one long one.
 */
export async function offlineStore(): Promise<typeof OfflineDb> {
  const { offlineDb } = await import('./offline-db');
  await nextTask();
  return offlineDb;
}

/**
 * Writes a device copy beside what is shown, never before it: the answer the user asked for appears as soon
 * as the server gives it, without waiting for the device store to load (100 KB on a slow network) or to write. A copy
 * that cannot be kept (storage refused, private mode) costs only the offline copy.
 */
export function keepInBackground(write: (store: typeof OfflineDb) => Promise<unknown>): void {
  void offlineStore()
    .then(write)
    .catch(() => undefined);
}
