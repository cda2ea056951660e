import type { offlineDb as OfflineDb } from './offline-db';
import { nextTask } from '../next-task';

/**
 * The device store, loaded on first use: Dexie is not needed to render a screen, only to persist or read
 * device copies, so it stays out of the JavaScript every page loads first. Dexie's evaluation and the first use
 * of the store are two tasks rather than one long one (docs/offline.md).
 */
export async function offlineStore(): Promise<typeof OfflineDb> {
  const { offlineDb } = await import('./offline-db');
  await nextTask();
  return offlineDb;
}
