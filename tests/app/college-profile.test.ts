import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const network = vi.hoisted(() => ({ answer: null as unknown, down: false }));
const legacyStore = vi.hoisted(() => ({ value: undefined as unknown, opened: 0 }));

vi.mock('../../src/app/lib/http', () => {
  class NetworkDown extends Error {}
  return {
    appApi: {
      get: () => ({
        json: async () => {
          if (network.down) throw new NetworkDown('Failed to fetch');
          return network.answer;
        },
      }),
    },
    isNetworkFailure: (error: unknown) => error instanceof NetworkDown,
  };
});
vi.mock('../../src/app/lib/offline-store', () => ({
  offlineStore: async () => {
    legacyStore.opened++;
    return { lookups: { get: async () => (legacyStore.value === undefined ? undefined : { value: legacyStore.value }) } };
  },
}));

const { collegeKeys, collegeProfileQuery, keepServerRenderedProfile } = await import('../../src/app/lib/college-profile');

const profile = { code: 'CEC', name: 'Campus Engineering College' };
const fetchProfile = () => new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(collegeProfileQuery());

// The college profile is kept in localStorage, so keeping it never loads the device store (Dexie).
describe('the college profile on the device', () => {
  let stored: Map<string, string>;

  beforeEach(() => {
    stored = new Map();
    network.answer = profile;
    network.down = false;
    legacyStore.value = undefined;
    legacyStore.opened = 0;
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a fetched profile and answers with it when the network is gone, without opening the device store', async () => {
    expect(await fetchProfile()).toEqual(profile);
    network.down = true;
    expect(await fetchProfile()).toEqual(profile);
    expect(legacyStore.opened).toBe(0);
  });

  it('keeps the profile a page was drawn with', async () => {
    const client = new QueryClient();
    client.setQueryData(collegeKeys.profile(), profile);
    keepServerRenderedProfile(client);
    network.down = true;
    expect(await fetchProfile()).toEqual(profile);
    expect(legacyStore.opened).toBe(0);
  });

  it('reads the copy an earlier version kept in the device store, and refuses a damaged copy', async () => {
    network.down = true;
    legacyStore.value = profile;
    expect(await fetchProfile()).toEqual(profile);
    stored.set('campus-erp-college-profile', '{"code":1}');
    legacyStore.value = undefined;
    await expect(fetchProfile()).rejects.toThrow('Failed to fetch');
  });

  it('passes on a refusal by the server rather than answering from the device', async () => {
    await fetchProfile();
    network.answer = { unexpected: true };
    await expect(fetchProfile()).rejects.toThrow();
  });
});
