import { isNetworkFailure } from './http';
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
