import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The device store never finishes loading here (a slow network, a stalled IndexedDB): what the server answered must
// appear anyway, its device copy written beside it (a result within 1 s of Show).
vi.mock('../../src/app/lib/offline-db', () => new Promise(() => undefined));
vi.mock('../../src/app/lib/http', () => ({
  appApi: { get: () => ({ json: async () => ['B.Tech IV Year I Semester Regular Examinations, November 2025'] }) },
  isNetworkFailure: () => false,
}));

const { deviceBackedLookup } = await import('../../src/app/lib/lookup-cache');
const { resultsQueries } = await import('../../src/app/features/results/results-queries');

describe('an answer shown before its device copy is kept', () => {
  it('gives a lookup list while the device store is still loading', async () => {
    const religions = [{ key: 'Hindu', value: 'Hindu' }];
    await expect(deviceBackedLookup(<T>() => Promise.resolve(religions as T))('getKeyValuePair', { key: 'Religion' })).resolves.toEqual(religions);
  });

  it('gives the exam titles while the device store is still loading', async () => {
    const titles = await new QueryClient().fetchQuery(resultsQueries.titles());
    expect(titles).toMatchObject({ data: ['B.Tech IV Year I Semester Regular Examinations, November 2025'], source: 'network' });
  });
});
