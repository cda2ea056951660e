import 'fake-indexeddb/auto';
import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/app/lib/http', () => ({
  isNetworkFailure: (error: unknown) => error instanceof TypeError,
}));

import { deviceBacked } from '../../../src/app/lib/offline/device-backed';
import { forgetPersonalData } from '../../../src/app/lib/offline/forget-personal-data';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';
import { fingerprint, isPersisted, markPersisted } from '../../../src/app/lib/offline/persisted-mark';
import { devicePage, pageStorage } from './device-page';

const storage = pageStorage();
const MARK = 'campus-erp-persisted';
const markEntries = () => JSON.parse(storage.items.get(MARK) ?? 'null') as string[] | null;

const religions = [{ key: 'Hindu', value: 'Hindu' }];
const history = { payments: [{ orderId: 'O1' }] };
const religionsQuery = () =>
  deviceBacked({
    queryKey: ['lookups', 'getKeyValuePair', { key: 'Religion' }],
    fetch: async () => religions,
    table: 'lookups',
    record: ['lookup:getKeyValuePair?key=Religion'],
    staleTime: 60_000,
  });
const historyQuery = () =>
  deviceBacked({
    queryKey: ['payment-history', ''],
    fetch: async () => history,
    table: 'paymentHistories',
    record: [''],
    origin: true,
    staleTime: 60_000,
  });

/** A page rendered on the server with the lookup list and the signed-in student's payment history, persisted. */
async function renderedPage() {
  const server = new QueryClient();
  await Promise.all([server.prefetchQuery(religionsQuery()), server.prefetchQuery(historyQuery())]);
  const page = devicePage();
  hydrate(page.client, dehydrate(server));
  await page.persisted();
  return page;
}
const storedReligions = () => offlineDb.lookups.get('lookup:getKeyValuePair?key=Religion');

beforeEach(async () => {
  storage.items.clear();
  storage.refuse = false;
  await Promise.all([offlineDb.lookups.clear(), offlineDb.paymentHistories.clear()]);
});

// docs/offline.md: an entry of the persisted mark, when present, is the fingerprint of the copy the device holds.
describe('the persisted mark', () => {
  it('is set only once its copy is written: a failed write leaves no entry, and the answer is written at its next sight', async () => {
    const put = vi
      .spyOn(offlineDb.lookups, 'put')
      .mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    await renderedPage();
    expect(await storedReligions()).toBeUndefined();
    expect(markEntries()?.some((e) => e.startsWith('lookups\t'))).toBe(false);
    put.mockRestore();
    await renderedPage();
    expect((await storedReligions())?.value).toEqual(religions);
    expect(markEntries()?.some((e) => e.startsWith('lookups\t'))).toBe(true);
  });

  it('is removed for a query before its copy is rewritten, so a write cut off halfway is written again', async () => {
    await renderedPage();
    let entriesDuringWrite: string[] | null = [];
    const put = vi.spyOn(offlineDb.lookups, 'put').mockImplementationOnce((() => {
      entriesDuringWrite = markEntries();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    }) as never);
    religions.push({ key: 'Sikh', value: 'Sikh' });
    try {
      await renderedPage();
    } finally {
      religions.pop();
      put.mockRestore();
    }
    expect(entriesDuringWrite!.some((e) => e.startsWith('lookups\t'))).toBe(false);
    expect(markEntries()?.some((e) => e.startsWith('lookups\t'))).toBe(false);
  });

  it('loses a table’s entries before the table is cleared at sign-out, so the next user’s same answer is written again', async () => {
    await renderedPage();
    await forgetPersonalData(null);
    expect(await offlineDb.paymentHistories.count()).toBe(0);
    expect(markEntries()?.some((e) => e.startsWith('paymentHistories\t'))).toBe(false);
    expect(markEntries()?.some((e) => e.startsWith('lookups\t'))).toBe(true);
    await renderedPage();
    expect((await offlineDb.paymentHistories.toArray()).map((h) => h.history)).toEqual([history]);
  });

  it('starts empty when the device store is created afresh (its database deleted, the mark left)', async () => {
    await renderedPage();
    expect(markEntries()).not.toEqual([]);
    await offlineDb.delete({ disableAutoOpen: false });
    await offlineDb.open();
    expect(markEntries()).toEqual([]);
    await renderedPage();
    expect((await storedReligions())?.value).toEqual(religions);
  });

  it('reads as empty when damaged or refused, so answers are written again rather than skipped', async () => {
    const print = fingerprint(['a']);
    markPersisted('lookups', '["lookups"]', print);
    expect(isPersisted('lookups', '["lookups"]', print)).toBe(true);
    storage.items.set(MARK, '{"lookups":true}');
    expect(isPersisted('lookups', '["lookups"]', print)).toBe(false);

    markPersisted('lookups', '["lookups"]', print);
    storage.refuse = true;
    markPersisted('examTitles', '["results","titles"]', print); // refused: the whole mark goes, never half-written
    expect(markEntries()).toBeNull();
    expect(isPersisted('lookups', '["lookups"]', print)).toBe(false);
  });

  it('tells copies apart by their fingerprint', () => {
    expect(fingerprint([['B.Tech'], { a: 1 }])).toBe(fingerprint([['B.Tech'], { a: 1 }]));
    expect(fingerprint([['B.Tech'], { a: 1 }])).not.toBe(fingerprint([['B.Tech'], { a: 2 }]));
    expect(fingerprint(null)).not.toBe(fingerprint(''));
  });
});
