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
import { deleteAllDrafts, deleteDraft, deleteDraftsOf, loadDraft, saveDraft } from '../../src/app/lib/form-drafts';
import { QueryClient } from '@tanstack/react-query';
import { deviceBackedLookup, keepServerRenderedLookups, lookupCacheName } from '../../src/app/lib/lookup-cache';
import { lookupQueries } from '../../src/app/lib/lookup-queries';
import { offlineDb } from '../../src/app/lib/offline-db';

beforeEach(async () => {
  page.stored.clear();
  await offlineDb.lookups.clear();
  await offlineDb.drafts.clear();
});

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('lookups kept on the device', () => {
  it('keeps the lists a server-drawn form came with, so the form opens offline after that first visit', async () => {
    const queryClient = new QueryClient();
    const religions = [{ key: 'Hindu', value: 'Hindu' }];
    queryClient.setQueryData(lookupQueries.keyValuePairs('Religion').queryKey, religions);
    queryClient.setQueryData(['results', 'titles'], ['not a lookup']);
    await keepServerRenderedLookups(queryClient);
    expect(await deviceBackedLookup(offline)('getKeyValuePair', { key: 'Religion' })).toEqual(religions);
    expect(await offlineDb.lookups.count()).toBe(1);
  });

  it('does not load the device store to keep the same drawn lists again, until a fetch or another set changes them', async () => {
    const drawnWith = (names: string[]) => {
      const client = new QueryClient();
      client.setQueryData(
        lookupQueries.keyValuePairs('Religion').queryKey,
        names.map((name) => ({ key: name, value: name })),
      );
      return client;
    };
    const bulkPut = vi.spyOn(offlineDb.lookups, 'bulkPut');
    await keepServerRenderedLookups(drawnWith(['Hindu']));
    await keepServerRenderedLookups(drawnWith(['Hindu']));
    expect(bulkPut).toHaveBeenCalledTimes(1);

    await keepServerRenderedLookups(drawnWith(['Hindu', 'Muslim']));
    expect(bulkPut).toHaveBeenCalledTimes(2);

    // A fetch kept another answer for the list: the same drawing as before is kept again, over it.
    await deviceBackedLookup(<T>() => Promise.resolve([{ key: 'Sikh', value: 'Sikh' }] as T))('getKeyValuePair', { key: 'Religion' });
    await keepServerRenderedLookups(drawnWith(['Hindu', 'Muslim']));
    expect(bulkPut).toHaveBeenCalledTimes(3);
    expect(await deviceBackedLookup(offline)('getKeyValuePair', { key: 'Religion' })).toEqual([
      { key: 'Hindu', value: 'Hindu' },
      { key: 'Muslim', value: 'Muslim' },
    ]);
    bulkPut.mockRestore();
  });

  it('keeps each answer with its fetch time, and answers from the device when the network fails', async () => {
    const degrees = [{ value: 'B.Tech', label: 'B.Tech' }];
    const online = deviceBackedLookup(<T>() => Promise.resolve(degrees as T));
    const before = Date.now();
    expect(await online('getBatchesByDegrees', { degree: 'B.Tech' })).toEqual(degrees);
    // The copy is written beside the answer, not before it: it lands once the device store has loaded.
    const stored = await vi.waitFor(async () => {
      const kept = await offlineDb.lookups.get(lookupCacheName('getBatchesByDegrees', { degree: 'B.Tech' }));
      expect(kept).toBeDefined();
      return kept;
    });
    expect(stored?.value).toEqual(degrees);
    expect(stored?.fetchedAt).toBeGreaterThanOrEqual(before);

    const cut = deviceBackedLookup(offline);
    expect(await cut('getBatchesByDegrees', { degree: 'B.Tech' })).toEqual(degrees);
    // Another parameter was never fetched: the network failure comes through.
    await expect(cut('getBatchesByDegrees', { degree: 'MBA' })).rejects.toThrow('Failed to fetch');
  });

  it('names a lookup by path and parameters whatever their order', () => {
    expect(lookupCacheName('getBranchesShortForms', { course: 'B.Tech', batch: '2026-2030' })).toBe(
      lookupCacheName('getBranchesShortForms', { batch: '2026-2030', course: 'B.Tech' }),
    );
    expect(lookupCacheName('getAgentsForDropdown')).toBe('lookup:getAgentsForDropdown');
  });

  it('passes a server refusal on instead of answering from the device', async () => {
    await deviceBackedLookup(<T>() => Promise.resolve(['KNRR'] as T))('getSeatTypesAsDrop');
    const refusal = new HTTPError(new Response('{}', { status: 403 }), new Request('http://x/getSeatTypesAsDrop'), {} as never);
    await expect(deviceBackedLookup(() => Promise.reject(refusal))('getSeatTypesAsDrop')).rejects.toBe(refusal);
  });

  it('a newer answer replaces the kept one', async () => {
    await deviceBackedLookup(<T>() => Promise.resolve(['old'] as T))('getAdmissionTypes');
    await deviceBackedLookup(<T>() => Promise.resolve(['new'] as T))('getAdmissionTypes');
    expect(await deviceBackedLookup(offline)('getAdmissionTypes')).toEqual(['new']);
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
