import { hashKey, queryOptions, type Query, type QueryKey } from '@tanstack/react-query';
import { isNetworkFailure } from '../http';
import type { DeviceTableName } from './device-tables';

/** An answer with where it came from: the server now, or the device's copy when the network failed. */
export interface DeviceAnswer<T> {
  data: T;
  source: 'network' | 'device';
  fetchedAt: number;
}

/** What a device-backed query carries in its meta (and so in dehydrated state): where its copies are persisted. */
export interface DeviceMeta {
  table: DeviceTableName;
  record: string[];
  /** The query's data is a DeviceAnswer (the screen shows where it came from), else the value itself. */
  origin: boolean;
}

interface DeviceBackedOptions<T, K extends QueryKey> {
  queryKey: K;
  /** The network: the server's answer, or an error (a network failure falls back to the device's copy). */
  fetch: () => Promise<T>;
  /** The device table its copies are persisted in, and the record within it (device-tables.ts). */
  table: DeviceTableName;
  record?: readonly string[];
  /** A copy that fails this check (damaged, an older shape) is not used. */
  isCopy?: (value: unknown) => boolean;
  staleTime?: number;
  gcTime?: number;
  enabled?: boolean;
}

/** The value each query last answered from the device, by query hash: that answer is not persisted again. */
const answeredFromDevice = new Map<string, unknown>();

/** Whether `data` is the device's own copy, which persisting would only stamp with a wrong fetch time. */
export function isDeviceAnswer(queryHash: string, data: unknown): boolean {
  return answeredFromDevice.has(queryHash) && answeredFromDevice.get(queryHash) === data;
}

/** The device meta of a query, when it is device-backed. */
export function deviceMetaOf(query: Query): DeviceMeta | undefined {
  const device = query.meta?.device as DeviceMeta | undefined;
  return device && typeof device.table === 'string' && Array.isArray(device.record) ? device : undefined;
}

/**
 * A query whose answers are persisted on the device and read from there when the network fails. The network comes
 * first; a refusal by the server (4xx/5xx, a bad answer) is passed on as it is, never hidden behind an old copy. The
 * copies are written by the one subscriber to the query cache (persist-queries.ts), beside what is shown and never
 * before it, so whatever put the answer in the cache (this fetch, a page the server rendered, the device's copy of
 * the cache) persists it the same way. With `origin`, the data says where it came from and when (DeviceAnswer).
 */
export function deviceBacked<T, K extends QueryKey>(
  options: DeviceBackedOptions<T, K> & { origin: true },
): ReturnType<typeof queryOptions<DeviceAnswer<T>, Error, DeviceAnswer<T>, K>>;
export function deviceBacked<T, K extends QueryKey>(
  options: DeviceBackedOptions<T, K>,
): ReturnType<typeof queryOptions<T, Error, T, K>>;
export function deviceBacked<T, K extends QueryKey>({
  queryKey,
  fetch,
  table,
  record = [],
  isCopy = () => true,
  origin = false,
  ...options
}: DeviceBackedOptions<T, K> & { origin?: boolean }) {
  const meta: DeviceMeta = { table, record: [...record], origin };
  const queryFn = async (): Promise<T | DeviceAnswer<T>> => {
    const queryHash = hashKey(queryKey);
    try {
      const value = await fetch();
      answeredFromDevice.delete(queryHash);
      return origin ? { data: value, source: 'network', fetchedAt: Date.now() } : value;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const { readCopy } = await import('./device-tables');
      const copy = await readCopy(table, record).catch(() => undefined);
      if (!copy || !isCopy(copy.value)) throw error;
      const answer = origin
        ? { data: copy.value as T, source: 'device' as const, fetchedAt: copy.fetchedAt }
        : (copy.value as T);
      answeredFromDevice.set(queryHash, answer);
      return answer;
    }
  };
  return queryOptions({ ...options, queryKey, queryFn, meta: { device: meta } });
}
