import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The device store never finishes loading here (a slow network, a stalled IndexedDB): what the server answered must
// appear anyway, its device copy persisted beside it (docs/offline.md: a result within 1 s of Show).
vi.mock('../../../src/app/lib/offline/offline-db', () => new Promise(() => undefined));
vi.mock('../../../src/app/lib/http', () => ({
  appApi: {
    get: () => {
      const body = ['B.Tech IV Year I Semester Regular Examinations, November 2025'];
      return Object.assign(
        Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
        {
          json: async () => body,
        },
      );
    },
  },
  isNetworkFailure: () => false,
}));
vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });

const { lookupQueries } = await import('../../../src/app/lib/lookup-queries');
const { resultsQueries } = await import('../../../src/app/features/results/results-queries');
const { persistDeviceBackedQueries } = await import('../../../src/app/lib/offline/persist-queries');

function clientPersisting(): QueryClient {
  const client = new QueryClient();
  persistDeviceBackedQueries(client);
  return client;
}

describe('an answer shown before its device copy is persisted', () => {
  it('gives a lookup list while the device store is still loading', async () => {
    const list = await clientPersisting().fetchQuery(lookupQueries.seatTypesAsDrop());
    expect(list).toEqual(['B.Tech IV Year I Semester Regular Examinations, November 2025']);
  });

  it('gives the exam titles while the device store is still loading', async () => {
    const titles = await clientPersisting().fetchQuery(resultsQueries.titles());
    expect(titles).toMatchObject({
      data: ['B.Tech IV Year I Semester Regular Examinations, November 2025'],
      source: 'network',
    });
  });
});
