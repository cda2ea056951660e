import type { QueryClient } from '@tanstack/react-query';
import { isNetworkFailure } from './http';
import { lookupKeys } from './lookup-queries';
import { keepInBackground, offlineStore } from './offline-store';
import { storedText } from './stored-list';

type LookupParams = Readonly<Record<string, string>>;
export type Fetcher = <T>(path: string, params?: LookupParams) => Promise<T>;

/** The name a lookup answer is kept under on the device: its path and its parameters in a fixed order. */
export function lookupCacheName(path: string, params: LookupParams = {}): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))).toString();
  return `lookup:${path}${query ? `?${query}` : ''}`;
}

/**
 * Every §7 lookup, network first; each answer is kept in Dexie with its fetch time, and when the
 * network fails the device's copy answers instead, so both admission forms open and validate offline. A
 * refusal by the server (4xx/5xx) is not a network failure and is passed on as it is.
 */
export function deviceBackedLookup(network: Fetcher): Fetcher {
  return async <T>(path: string, params: LookupParams = {}): Promise<T> => {
    const name = lookupCacheName(path, params);
    try {
      const value = await network<T>(path, params);
      forgetKeptDrawing(); // the device's lists now differ from the last server-drawn set it kept
      const fetchedAt = Date.now();
      keepInBackground((store) => store.lookups.put({ name, value, fetchedAt }));
      return value;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const stored = await (await offlineStore()).lookups.get(name).catch(() => undefined);
      if (!stored) throw error;
      return stored.value as T;
    }
  };
}

/** The fingerprint of the last set of server-drawn lists kept on the device (see keepServerRenderedLookups). */
const keptDrawing = storedText('campus-erp-lookups-kept');
const forgetKeptDrawing = () => keptDrawing.write(null);

/** A short fingerprint of a text (FNV-1a, 32 bits): equal sets of lists give equal prints. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${text.length}:${(hash >>> 0).toString(36)}`;
}

/**
 * The lookups a server-drawn screen came with are kept on the device too, as the app's own fetches are,
 * so the form still opens offline after its first visit was drawn by the server. A desk that opens the same form all
 * day draws the same lists each time: when they are the set the device kept last (same fingerprint, no fetch since),
 * the device store (Dexie) is not loaded at all.
 */
export async function keepServerRenderedLookups(queryClient: QueryClient): Promise<void> {
  const drawn = queryClient
    .getQueryCache()
    .findAll({ queryKey: lookupKeys.all })
    .filter((query) => query.state.data !== undefined)
    .map((query) => {
      const [, path, params] = query.queryKey as ReturnType<typeof lookupKeys.list>;
      return { name: lookupCacheName(path, params), value: query.state.data, fetchedAt: query.state.dataUpdatedAt };
    });
  if (!drawn.length) return;
  const print = fingerprint(JSON.stringify(drawn.map(({ name, value }) => [name, value])));
  if (keptDrawing.read() === print) return;
  await (await offlineStore()).lookups.bulkPut(drawn);
  keptDrawing.write(print);
}
