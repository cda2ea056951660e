import { QueryClient, QueryObserver } from '@tanstack/react-query';
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
vi.mock('../../src/app/lib/offline/device-store', () => ({
  offlineStore: async () => {
    legacyStore.opened++;
    return {
      lookups: { get: async () => (legacyStore.value === undefined ? undefined : { value: legacyStore.value }) },
    };
  },
}));

const { collegeKeys, collegeProfileQuery } = await import('../../src/app/lib/college-profile');
const { persistDeviceBackedQueries } = await import('../../src/app/lib/offline/persist-queries');

/** As getCollegeProfile answers: no logo or banner uploaded. */
const profile = { code: 'CEC', name: 'Campus Engineering College', logo: null, banner: null, settingUp: false };
function pageClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  persistDeviceBackedQueries(client);
  return client;
}
const fetchProfile = () => pageClient().fetchQuery(collegeProfileQuery());

// The college profile is persisted in localStorage, so persisting it never loads the device store (Dexie).
describe('the college profile on the device', () => {
  let stored: Map<string, string>;
  const persisted = () => vi.waitFor(() => expect(stored.get('campus-erp-college-profile')).toBeDefined());

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

  it('persists a fetched profile and answers with it when the network is gone, without opening the device store', async () => {
    expect(await fetchProfile()).toEqual(profile);
    await persisted();
    network.down = true;
    expect(await fetchProfile()).toEqual(profile);
    expect(legacyStore.opened).toBe(0);
  });

  it('persists the profile a page was rendered with, once a screen shows it', async () => {
    const client = pageClient();
    // As the server's data is hydrated, without the query's options: a value of its own, as the page's JSON gives, never
    // the object an earlier test's device answer was (the device answer is known by identity).
    client.setQueryData(collegeKeys.profile(), { ...profile });
    new QueryObserver(client, collegeProfileQuery()).subscribe(() => undefined);
    await persisted();
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
