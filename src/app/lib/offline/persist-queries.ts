import type { Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { runWhenIdle } from '../idle-jobs';
import { nextTask } from '../next-task';
import { deviceMetaOf, isDeviceAnswer, type DeviceAnswer, type DeviceMeta } from './device-backed';
import type { DeviceCopy } from './device-tables';
import { fingerprint, isPersisted, markPersisted, unmarkPersisted } from './persisted-mark';

/** The copy of an answer to persist: a device-backed answer from the server, with the time the server gave it. */
function copyOf(query: Query, device: DeviceMeta): DeviceCopy | null {
  const { data, dataUpdatedAt } = query.state;
  if (isDeviceAnswer(query.queryHash, data)) return null;
  if (!device.origin) return data === null || data === undefined ? null : { value: data, fetchedAt: dataUpdatedAt };
  const answer = data as DeviceAnswer<unknown> | undefined;
  if (answer?.source !== 'network' || answer.data === null || answer.data === undefined) return null;
  return { value: answer.data, fetchedAt: answer.fetchedAt };
}

/** The answer is still the query's, and the query still in the cache (the sign-out sweep removes personal ones). */
const stillShown = (cache: QueryCache, query: Query, data: unknown) =>
  cache.get(query.queryHash) === query && query.state.data === data;

async function persist(cache: QueryCache, query: Query, device: DeviceMeta): Promise<void> {
  const data = query.state.data;
  const copy = stillShown(cache, query, data) ? copyOf(query, device) : null;
  if (!copy) return;
  const print = fingerprint([device.record, copy.value]);
  // The same answer as the one persisted last (every visit to a server-rendered form): the device store is not loaded.
  if (isPersisted(device.table, query.queryHash, print)) return;
  const { writeCopy } = await import('./device-tables');
  const wanted = () => stillShown(cache, query, data);
  if (!wanted()) return;
  unmarkPersisted(device.table, query.queryHash);
  // Marked only while the answer is still the cache's: the sign-out sweep unmarks a table after removing its queries.
  if ((await writeCopy(device.table, device.record, copy, wanted)) && wanted())
    markPersisted(device.table, query.queryHash, print);
}

/** Runs a persisting job: at once for an answer fetched here (`soon`), else once the page is idle. */
export type PersistScheduler = (job: () => Promise<void>, soon: boolean) => void;

const scheduleJob: PersistScheduler = (job, soon) => {
  if (soon) void nextTask().then(job);
  else runWhenIdle([job]);
};

/**
 * The one place device copies are written: every successful answer of a device-backed query (device-backed.ts) is
 * persisted in its table, whatever put it in the cache — a fetch on this page, the data a page was rendered with on
 * the server (hydrated), or the device's copy of the cache. An answer fetched here is persisted in the next task,
 * beside what is shown; the others once the page is idle, so hydrating a page never waits for them. A write that
 * fails (storage refused, private mode) costs only the offline copy. Returns the way to stop.
 */
export function persistDeviceBackedQueries(
  queryClient: QueryClient,
  schedule: PersistScheduler = scheduleJob,
): () => void {
  const cache = queryClient.getQueryCache();
  const handled = new WeakMap<Query, unknown>();
  return cache.subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'updated' && event.type !== 'observerAdded') return;
    const { query } = event;
    const device = deviceMetaOf(query);
    if (!device || query.state.status !== 'success' || handled.get(query) === query.state.data) return;
    handled.set(query, query.state.data);
    const fetchedHere = event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
    schedule(() => persist(cache, query, device).catch(() => undefined), fetchedHere);
  });
}
