import { isOfflineQuery, QUERY_CACHE_KEY } from './offline-queries';
import { offlineStore } from './device-store';
import { OUTBOX_DB_NAME } from './outbox/outbox-db-name';
import { unmarkTable } from './persisted-mark';
import { queryClient } from '../query-client';
import { databaseMayExist } from '../stored-list';
import { DEVICE_COPY_PREFIXES, DEVICE_COPY_TABLES } from '../../../domain/device-copies';

/** The query cache keeps only the offline kinds in memory; the device's copy goes (it is written again from them). */
function forgetQueries(): void {
  queryClient.removeQueries({ predicate: (query) => !isOfflineQuery(query.queryKey) });
  try {
    localStorage.removeItem(QUERY_CACHE_KEY);
  } catch {
    // storage blocked: nothing was kept there either
  }
}

/**
 * What each module keeps on the device of one user's (src/domain/device-copies.ts: payments and receipts, students,
 * the week, leave, attendance, the transcript, marks) goes: the device store keeps only offline reference data.
 */
async function forgetStoredCopies(): Promise<void> {
  for (const table of DEVICE_COPY_TABLES) unmarkTable(table);
  const db = await offlineStore();
  await Promise.all([
    ...DEVICE_COPY_TABLES.map((table) => db.table(table).clear()),
    ...DEVICE_COPY_PREFIXES.map((prefix) => db.lookups.where('name').startsWith(prefix).delete()),
  ]);
}

/** The user's outbox keeps what is not sent yet (theirs to send later); what the server has is not needed here. */
async function forgetSentItems(user: string): Promise<void> {
  if (!(await databaseMayExist(OUTBOX_DB_NAME))) return;
  const { outbox } = await import('./outbox/outbox');
  await outbox.forgetSentBefore(user.toLowerCase(), Number.POSITIVE_INFINITY);
}

/**
 * The service worker answers the API from no cache (sw/sw.ts): its precache holds only the app. Any other cache an
 * origin holds goes, so an answer cached by a later runtime route cannot outlive the user who fetched it.
 */
async function forgetRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !name.startsWith('workbox-precache')).map((name) => caches.delete(name)));
}

/**
 * At sign-out and a kiosk's idle reset: the device keeps only what is meant for offline use (exam titles, viewed
 * result sheets, lookup lists, the user's own outbox), never the personal lists a user opened. `user` is who signs
 * out (null when a kiosk resets with nobody signed in). Each part is done even when another fails.
 */
export async function forgetPersonalData(user: string | null): Promise<void> {
  forgetQueries();
  try {
    sessionStorage.clear();
  } catch {
    // storage blocked
  }
  await Promise.allSettled([forgetStoredCopies(), user ? forgetSentItems(user) : undefined, forgetRuntimeCaches()]);
}
