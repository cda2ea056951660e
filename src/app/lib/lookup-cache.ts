import type { QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from './http';
import { lookupKeys } from './lookup-queries';
import { offlineStore } from './offline-store';

type LookupParams = Readonly<Record<string, string>>;
export type Fetcher = <T>(path: string, params?: LookupParams) => Promise<T>;

/** The name a lookup answer is kept under on the device: its path and its parameters in a fixed order. */
export function lookupCacheName(path: string, params: LookupParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `lookup:${path}${query ? `?${query}` : ''}`;
}

/**
 * Issue 9 §8: every §7 lookup, network first; each answer is kept in Dexie with its fetch time, and when the
 * network fails the device's copy answers instead, so both admission forms open and validate offline. A
 * refusal by the server (4xx/5xx) is not a network failure and is passed on as it is.
 */
export function deviceBackedLookup(network: Fetcher): Fetcher {
  return async <T>(path: string, params: LookupParams = {}): Promise<T> => {
    const name = lookupCacheName(path, params);
    try {
      const value = await network<T>(path, params);
      await (await offlineStore()).lookups.put({ name, value, fetchedAt: Date.now() }).catch(() => undefined);
      return value;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const stored = await (await offlineStore()).lookups.get(name).catch(() => undefined);
      if (!stored) throw error;
      return stored.value as T;
    }
  };
}

/**
 * The lookups a server-drawn screen came with (issue 12) are kept on the device too, as the app's own fetches are,
 * so the form still opens offline after its first visit was drawn by the server.
 */
export async function keepServerRenderedLookups(queryClient: QueryClient): Promise<void> {
  const drawn = queryClient
    .getQueryCache()
    .findAll({ queryKey: lookupKeys.all })
    .filter((query) => query.state.data !== undefined);
  if (!drawn.length) return;
  await (
    await offlineStore()
  ).lookups.bulkPut(
    drawn.map((query) => {
      const [, path, params] = query.queryKey as ReturnType<typeof lookupKeys.list>;
      return { name: lookupCacheName(path, params), value: query.state.data, fetchedAt: query.state.dataUpdatedAt };
    }),
  );
}
