import 'fake-indexeddb/auto';
import { QueryClient, QueryObserver, dehydrate, hydrate } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/app/lib/http', () => ({
  isNetworkFailure: (error: unknown) => error instanceof TypeError,
}));
// Counts how often the device store (Dexie) is asked for: the persisted mark is there to spare it.
const storeOpened = vi.hoisted(() => ({ times: 0, onOpen: null as (() => void) | null }));
vi.mock('../../../src/app/lib/offline/device-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/lib/offline/device-store')>();
  return {
    offlineStore: async () => {
      storeOpened.times++;
      const store = await real.offlineStore();
      storeOpened.onOpen?.();
      return store;
    },
  };
});

import { deviceBacked } from '../../../src/app/lib/offline/device-backed';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';
import { devicePage, pageStorage } from './device-page';

const storage = pageStorage();
const answers = { titles: ['B.Tech II Year'] as unknown, religions: [{ key: 'Hindu', value: 'Hindu' }] as unknown };

const titlesQuery = () =>
  deviceBacked({
    queryKey: ['results', 'titles'],
    fetch: async () => answers.titles,
    table: 'examTitles',
    origin: true,
    staleTime: 60_000,
  });
const religionsQuery = () =>
  deviceBacked({
    queryKey: ['lookups', 'getKeyValuePair', { key: 'Religion' }],
    fetch: async () => answers.religions,
    table: 'lookups',
    record: ['lookup:getKeyValuePair?key=Religion'],
    staleTime: 60_000,
  });
const historyQuery = () =>
  deviceBacked({
    queryKey: ['payment-history', ''],
    fetch: async () => ({ payments: [] }),
    table: 'paymentHistories',
    record: [''],
    origin: true,
  });

/** The data a page is rendered with on the server, as the browser receives it. */
async function renderedState() {
  const server = new QueryClient();
  await Promise.all([server.prefetchQuery(titlesQuery()), server.prefetchQuery(religionsQuery())]);
  return dehydrate(server);
}

beforeEach(async () => {
  storage.items.clear();
  storage.refuse = false;
  answers.religions = [{ key: 'Hindu', value: 'Hindu' }];
  await Promise.all([offlineDb.examTitles.clear(), offlineDb.lookups.clear(), offlineDb.paymentHistories.clear()]);
  storeOpened.times = 0;
  storeOpened.onOpen = null;
});

describe('one subscriber persists every device-backed answer', () => {
  it('persists what a page was rendered with once the page is idle, with the time the server fetched it', async () => {
    const state = await renderedState();
    const page = devicePage();
    hydrate(page.client, state);
    expect(page.soon).toEqual([false, false]);
    await page.persisted();
    const titles = state.queries.find((q) => q.queryKey[0] === 'results')!.state.data as { fetchedAt: number };
    expect(await offlineDb.examTitles.toArray()).toEqual([
      { title: 'B.Tech II Year', position: 0, fetchedAt: titles.fetchedAt },
    ]);
    const lists = state.queries.find((q) => q.queryKey[0] === 'lookups')!.state;
    expect(await offlineDb.lookups.get('lookup:getKeyValuePair?key=Religion')).toEqual({
      name: 'lookup:getKeyValuePair?key=Religion',
      value: answers.religions,
      fetchedAt: lists.dataUpdatedAt,
    });
  });

  it('persists data hydrated without its options once a screen observes the query', async () => {
    const server = new QueryClient();
    server.setQueryData(['lookups', 'getKeyValuePair', { key: 'Religion' }], answers.religions);
    const page = devicePage();
    hydrate(page.client, dehydrate(server));
    await page.persisted();
    expect(await offlineDb.lookups.count()).toBe(0);
    new QueryObserver(page.client, religionsQuery()).subscribe(() => undefined);
    await page.persisted();
    expect((await offlineDb.lookups.get('lookup:getKeyValuePair?key=Religion'))?.value).toEqual(answers.religions);
  });

  it('persists nothing of a query that is not device-backed', async () => {
    const page = devicePage();
    await page.client.fetchQuery({ queryKey: ['alumni', 'directory'], queryFn: async () => [{ name: 'Ravi Kumar' }] });
    expect(page.soon).toEqual([]);
  });

  it('persists no answer that left the cache before its job ran (the sign-out sweep removes personal queries)', async () => {
    const page = devicePage();
    await page.client.fetchQuery(historyQuery());
    page.client.removeQueries({ queryKey: ['payment-history'] });
    await page.persisted();
    expect(await offlineDb.paymentHistories.count()).toBe(0);
  });

  it('writes nothing and marks nothing when the sweep removes the query while the device store is loading', async () => {
    const page = devicePage();
    await page.client.fetchQuery(historyQuery());
    storeOpened.onOpen = () => page.client.removeQueries({ queryKey: ['payment-history'] });
    await page.persisted();
    expect(storeOpened.times).toBe(1);
    expect(await offlineDb.paymentHistories.count()).toBe(0);
    expect(storage.items.get('campus-erp-persisted') ?? '').not.toContain('paymentHistories');
  });

  it('does not load the device store to persist the same rendered answers again, and persists a changed one', async () => {
    const first = devicePage();
    hydrate(first.client, await renderedState());
    await first.persisted();
    expect(storeOpened.times).toBeGreaterThan(0);

    storeOpened.times = 0;
    const again = devicePage();
    hydrate(again.client, await renderedState());
    await again.persisted();
    expect(storeOpened.times).toBe(0);

    answers.religions = [
      { key: 'Hindu', value: 'Hindu' },
      { key: 'Sikh', value: 'Sikh' },
    ];
    const changed = devicePage();
    hydrate(changed.client, await renderedState());
    await changed.persisted();
    expect(storeOpened.times).toBe(1);
    expect((await offlineDb.lookups.get('lookup:getKeyValuePair?key=Religion'))?.value).toEqual(answers.religions);
  });
});
