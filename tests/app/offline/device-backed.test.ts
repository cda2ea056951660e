import 'fake-indexeddb/auto';
import { HTTPError } from 'ky';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/app/lib/http', () => ({
  isNetworkFailure: (error: unknown) => error instanceof TypeError,
}));

import { deviceBacked } from '../../../src/app/lib/offline/device-backed';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';
import { devicePage, pageStorage } from './device-page';

pageStorage();

const SHEET = { rollNo: '22B81A0501', name: 'Ravi Kumar' };
const network = { answer: SHEET as unknown, failure: null as Error | null };

const sheetQuery = (isCopy?: (copy: unknown) => boolean) =>
  deviceBacked({
    queryKey: ['results', 'sheet', 'B.Tech II Year', '22B81A0501'],
    fetch: async () => {
      if (network.failure) throw network.failure;
      return network.answer;
    },
    table: 'resultSheets',
    record: ['B.Tech II Year', '22B81A0501'],
    origin: true,
    isCopy,
  });
const listQuery = () =>
  deviceBacked({
    queryKey: ['lookups', 'getSeatTypesAsDrop', {}],
    fetch: async () => {
      if (network.failure) throw network.failure;
      return network.answer;
    },
    table: 'lookups',
    record: ['lookup:getSeatTypesAsDrop'],
  });

const storedSheet = () => offlineDb.resultSheets.get(['B.Tech II Year', '22B81A0501']);
const persistSheet = (sheet: unknown, fetchedAt: number) =>
  offlineDb.resultSheets.put({ examTitle: 'B.Tech II Year', rollNo: '22B81A0501', sheet: sheet as never, fetchedAt });
const offline = () => (network.failure = new TypeError('Failed to fetch'));

beforeEach(async () => {
  network.answer = SHEET;
  network.failure = null;
  await Promise.all([offlineDb.resultSheets.clear(), offlineDb.lookups.clear()]);
});

describe('deviceBacked: the network first, the device copy when the network fails', () => {
  it('answers from the network, says so, and persists the answer with its fetch time', async () => {
    const page = devicePage();
    const before = Date.now();
    const answer = await page.client.fetchQuery(sheetQuery());
    expect(answer).toMatchObject({ data: SHEET, source: 'network' });
    expect(answer.fetchedAt).toBeGreaterThanOrEqual(before);
    expect(page.soon).toEqual([true]);
    await page.persisted();
    expect(await storedSheet()).toMatchObject({ sheet: SHEET, fetchedAt: answer.fetchedAt });
  });

  it('answers with the device copy and the time it was fetched when the network fails', async () => {
    await persistSheet(SHEET, 1000);
    offline();
    expect(await devicePage().client.fetchQuery(sheetQuery())).toEqual({
      data: SHEET,
      source: 'device',
      fetchedAt: 1000,
    });
  });

  it('does not persist a device answer again: the copy keeps the time the server gave it', async () => {
    await persistSheet(SHEET, 1000);
    await offlineDb.lookups.put({ name: 'lookup:getSeatTypesAsDrop', value: ['KNRR'], fetchedAt: 1000 });
    offline();
    const page = devicePage();
    await page.client.fetchQuery(sheetQuery());
    expect(await page.client.fetchQuery(listQuery())).toEqual(['KNRR']);
    await page.persisted();
    expect((await storedSheet())?.fetchedAt).toBe(1000);
    expect((await offlineDb.lookups.get('lookup:getSeatTypesAsDrop'))?.fetchedAt).toBe(1000);
  });

  it('passes a refusal by the server on, even with a copy on the device', async () => {
    await persistSheet(SHEET, 1000);
    const refusal = new HTTPError(
      new Response('{}', { status: 500 }),
      new Request('http://x/getExamResultByRollNoView'),
      {} as never,
    );
    network.failure = refusal;
    await expect(devicePage().client.fetchQuery(sheetQuery())).rejects.toBe(refusal);
  });

  it('gives the network failure when the device has no copy, or only one that fails the check', async () => {
    offline();
    await expect(devicePage().client.fetchQuery(sheetQuery())).rejects.toThrow('Failed to fetch');
    await persistSheet('damaged', 1000);
    await expect(devicePage().client.fetchQuery(sheetQuery((copy) => typeof copy === 'object'))).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('persists no answer of null (the server has no result for that roll number)', async () => {
    network.answer = null;
    const page = devicePage();
    expect(await page.client.fetchQuery(sheetQuery())).toMatchObject({ data: null, source: 'network' });
    await page.persisted();
    expect(await storedSheet()).toBeUndefined();
  });
});
