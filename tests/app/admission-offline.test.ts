import 'fake-indexeddb/auto';
import { HTTPError } from 'ky';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The app's modules read the page's address and cookie; Node has neither (no jsdom here).
const page = vi.hoisted(() => {
  const state = { cookie: '', assigned: [] as string[], stored: new Map<string, string>() };
  const location = { origin: 'http://localhost', pathname: '/', assign: (to: string) => state.assigned.push(to) };
  Object.assign(globalThis, {
    location,
    window: globalThis,
    document: {
      get cookie() {
        return state.cookie;
      },
      set cookie(value: string) {
        state.cookie = value.includes('Max-Age=0') ? '' : value.split(';')[0]!;
      },
    },
    sessionStorage: { clear: () => undefined },
    localStorage: {
      getItem: (key: string) => state.stored.get(key) ?? null,
      setItem: (key: string, value: string) => void state.stored.set(key, value),
      removeItem: (key: string) => void state.stored.delete(key),
    },
  });
  return state;
});
import {
  deleteAllDrafts,
  deleteDraft,
  deleteDraftsOf,
  loadDraft,
  saveDraft,
} from '../../src/app/lib/offline/form-drafts';
import { QueryClient, dehydrate, hydrate, type QueryKey } from '@tanstack/react-query';
import { lookupQueries, lookupRecordName } from '../../src/app/lib/lookup-queries';
import { offlineDb } from '../../src/app/lib/offline/offline-db';
import { persistDeviceBackedQueries } from '../../src/app/lib/offline/persist-queries';

const network = vi.hoisted(() => ({ answer: null as unknown, failure: null as Error | null }));
vi.mock('../../src/app/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/lib/http')>();
  const get = () => {
    const failure = network.failure;
    const response = failure ? Promise.reject(failure) : Promise.resolve(Response.json(network.answer));
    return Object.assign(response, { json: async () => (await response).json() });
  };
  return { ...real, appApi: { get } };
});

beforeEach(async () => {
  page.stored.clear();
  network.failure = null;
  await offlineDb.lookups.clear();
  await offlineDb.drafts.clear();
});

/** A page's query client, as main.tsx sets it up: every device-backed answer is persisted. */
function pageClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  persistDeviceBackedQueries(client);
  return client;
}
const religions = lookupQueries.keyValuePairs('Religion');
const stored = (path: string, params?: Record<string, string>) => offlineDb.lookups.get(lookupRecordName(path, params));
const offline = () => (network.failure = new TypeError('Failed to fetch'));

describe('lookups persisted on the device (design card)', () => {
  it('persists each answer with its fetch time, and answers from the device when the network fails', async () => {
    const batches = [
      {
        value: '2022-2026',
        label: '2022-2026',
        batch: '2022-2026',
        degree: 'B.Tech',
        startYear: 2022,
        endYear: 2026,
        regulation: 'R22',
      },
    ];
    network.answer = batches;
    const before = Date.now();
    expect(await pageClient().fetchQuery(lookupQueries.batchesByDegree('B.Tech'))).toEqual(batches);
    // The copy is written beside the answer, not before it: it lands once the device store has loaded.
    const kept = await vi.waitFor(async () => {
      const copy = await stored('getBatchesByDegrees', { degree: 'B.Tech' });
      expect(copy).toBeDefined();
      return copy;
    });
    expect(kept?.value).toEqual(batches);
    expect(kept?.fetchedAt).toBeGreaterThanOrEqual(before);

    offline();
    expect(await pageClient().fetchQuery(lookupQueries.batchesByDegree('B.Tech'))).toEqual(batches);
    // Another parameter was never fetched: the network failure comes through.
    await expect(pageClient().fetchQuery(lookupQueries.batchesByDegree('MBA'))).rejects.toThrow('Failed to fetch');
  });

  it('persists the lists a server-rendered form came with, so the form opens offline after that first visit', async () => {
    const server = new QueryClient();
    network.answer = [{ key: 'Hindu', value: 'Hindu' }];
    await server.prefetchQuery(religions);
    hydrate(pageClient(), dehydrate(server));
    await vi.waitFor(async () =>
      expect((await stored('getKeyValuePair', { key: 'Religion' }))?.value).toEqual([{ key: 'Hindu', value: 'Hindu' }]),
    );
    offline();
    expect(await pageClient().fetchQuery(religions)).toEqual([{ key: 'Hindu', value: 'Hindu' }]);
  });

  it('names a lookup by path and parameters whatever their order', () => {
    expect(lookupRecordName('getBranchesShortForms', { course: 'B.Tech', batch: '2026-2030' })).toBe(
      lookupRecordName('getBranchesShortForms', { batch: '2026-2030', course: 'B.Tech' }),
    );
    expect(lookupRecordName('getAgentsForDropdown')).toBe('lookup:getAgentsForDropdown');
  });

  it('passes a server refusal on instead of answering from the device', async () => {
    network.answer = ['KNRR'];
    await pageClient().fetchQuery(lookupQueries.seatTypesAsDrop());
    await vi.waitFor(async () => expect(await stored('getSeatTypesAsDrop')).toBeDefined());
    const refusal = new HTTPError(
      new Response('{}', { status: 403 }),
      new Request('http://x/getSeatTypesAsDrop'),
      {} as never,
    );
    network.failure = refusal;
    await expect(pageClient().fetchQuery(lookupQueries.seatTypesAsDrop())).rejects.toBe(refusal);
  });

  it('a newer answer replaces the persisted one', async () => {
    const agent = (name: string) => [{ value: name, label: name, name, place: 'Guntur' }];
    const client = pageClient();
    network.answer = agent('old');
    await client.fetchQuery(lookupQueries.agents());
    await vi.waitFor(async () => expect((await stored('getAgentsForDropdown'))?.value).toEqual(agent('old')));
    network.answer = agent('new');
    await client.refetchQueries({ queryKey: lookupQueries.agents().queryKey as QueryKey });
    await vi.waitFor(async () => expect((await stored('getAgentsForDropdown'))?.value).toEqual(agent('new')));
    offline();
    expect(await pageClient().fetchQuery(lookupQueries.agents())).toEqual(agent('new'));
  });
});

describe('drafts of unsaved forms, per signed-in clerk and form', () => {
  it('keeps one draft per user and form; one clerk never sees another clerk’s draft', async () => {
    await saveDraft('admissions', 'admissionFormForSmsk', { name: 'Ravi' });
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    await saveDraft('principal', 'admissionFormForSmsk', { name: 'Gopal' });
    expect(await loadDraft('admissions', 'admissionFormForSmsk')).toEqual({ name: 'Ravi' });
    expect(await loadDraft('principal', 'admissionFormForSmsk')).toEqual({ name: 'Gopal' });
    expect(await loadDraft('admin', 'admissionFormForSmsk')).toBeNull();
    await saveDraft('admissions', 'admissionFormForSmsk', { name: 'Ravi Kumar' });
    expect(await loadDraft('admissions', 'admissionFormForSmsk')).toEqual({ name: 'Ravi Kumar' });
  });

  it('deletes a form’s draft after its save, and every draft of a user at sign-out', async () => {
    await saveDraft('admissions', 'admissionFormForSmsk', { name: 'Ravi' });
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    await saveDraft('principal', 'admissionForm', { fullName: 'Gopal' });
    await deleteDraft('admissions', 'admissionFormForSmsk');
    expect(await loadDraft('admissions', 'admissionFormForSmsk')).toBeNull();
    expect(await loadDraft('admissions', 'admissionForm')).toEqual({ fullName: 'Sita' });
    await deleteDraftsOf('admissions');
    expect(await loadDraft('admissions', 'admissionForm')).toBeNull();
    expect(await loadDraft('principal', 'admissionForm')).toEqual({ fullName: 'Gopal' });
  });

  it('a kiosk idle reset deletes every draft on the device', async () => {
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    await saveDraft('principal', 'admissionForm', { fullName: 'Gopal' });
    await deleteAllDrafts();
    expect(await offlineDb.drafts.count()).toBe(0);
  });

  it('sign-out deletes the signed-in clerk’s drafts', async () => {
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    await saveDraft('principal', 'admissionForm', { fullName: 'Gopal' });
    document.cookie = `erpUser=${encodeURIComponent(JSON.stringify({ token: 't', username: 'admissions', email: 'a@x.in', fullName: 'A', roles: ['ROLE_ADMISSIONS'] }))}; path=/`;
    const { signOutAndLeave } = await import('../../src/app/lib/sign-out');
    const { authApi } = await import('../../src/app/lib/http');
    vi.spyOn(authApi, 'post').mockResolvedValue(new Response('{}') as never);
    await signOutAndLeave();
    expect(page.assigned).toEqual(['/']);
    expect(await loadDraft('admissions', 'admissionForm')).toBeNull();
    expect(await loadDraft('principal', 'admissionForm')).toEqual({ fullName: 'Gopal' });
  });
});
