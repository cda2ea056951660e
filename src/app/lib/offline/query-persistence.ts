import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { shouldPersistQuery, QUERY_CACHE_KEY } from './offline-queries';
import { DAY, queryClient } from '../query-client';

/**
 * The query cache persisted on the device (localStorage), so a kiosk or phone renders the last data at once, before the
 * network answers. Only the kinds of offline-queries.ts are written: personal data stays in memory, so a shared
 * device keeps none. Loaded apart from the entry: a page the server rendered needs none of it to paint.
 */
const persisted = {
  // The persist client package has its own copy of query-core's types; at run time it is the same client.
  queryClient: queryClient as unknown as Parameters<typeof persistQueryClientSubscribe>[0]['queryClient'],
  persister: createSyncStoragePersister({ storage: window.localStorage, key: QUERY_CACHE_KEY }),
  maxAge: DAY,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
};

/**
 * Puts the device's copy into the cache (queries already there with newer data keep theirs). Offline, as on a repeat
 * visit from the installed app with no network, the device store the screens read their copies from loads and opens
 * meanwhile, beside the app's start, instead of after each screen's first request has failed.
 */
export function restoreQueryCache(): Promise<void> {
  if (!navigator.onLine) void openDeviceStoreAhead();
  return persistQueryClientRestore(persisted);
}

const openDeviceStoreAhead = () =>
  import('./device-store').then(async (m) => (await m.offlineStore()).open()).catch(() => undefined);

/** From now on, every change to the cache is written to the device. */
export function persistQueryCache(): void {
  persistQueryClientSubscribe(persisted);
}
