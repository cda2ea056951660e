import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { DAY, queryClient } from './query-client';

/**
 * The query cache kept on the device (localStorage), so a kiosk or phone draws the last data at once, before the
 * network answers. Loaded apart from the entry (issue 12): a page the server drew needs none of it to paint.
 */

// Personal data (dashboards, notifications: meta.persist false) stays in memory only, so a shared device keeps none.
const keepOnDevice = (query: { state: { status: string }; meta?: Record<string, unknown> }) =>
  query.state.status === 'success' && query.meta?.persist !== false;

const persisted = {
  // The persist client package has its own copy of query-core's types; at run time it is the same client.
  queryClient: queryClient as unknown as Parameters<typeof persistQueryClientSubscribe>[0]['queryClient'],
  persister: createSyncStoragePersister({ storage: window.localStorage, key: 'campus-erp-query-cache' }),
  maxAge: DAY,
  buster: __APP_VERSION__,
  dehydrateOptions: { shouldDehydrateQuery: keepOnDevice },
};

/** Puts the device's copy into the cache (queries already there with newer data keep theirs). */
export const restoreQueryCache = (): Promise<void> => persistQueryClientRestore(persisted);

/** From now on, every change to the cache is written to the device. */
export function keepQueryCache(): void {
  persistQueryClientSubscribe(persisted);
}
