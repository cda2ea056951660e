import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// localStorage as a page has it, with a switch to make it refuse writes (a full or locked-down store).
const storage = vi.hoisted(() => {
  const state = { items: new Map<string, string>(), refuse: false };
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => state.items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (state.refuse) throw new DOMException('full', 'QuotaExceededError');
        state.items.set(key, value);
      },
      removeItem: (key: string) => void state.items.delete(key),
    },
  });
  return state;
});

// Counts how often the device store (Dexie) is asked for: the mark is there to spare it.
const storeOpened = vi.hoisted(() => ({ times: 0 }));
vi.mock('../../../src/app/lib/offline/device-store', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/app/lib/offline/device-store')>();
  return {
    offlineStore: () => {
      storeOpened.times++;
      return real.offlineStore();
    },
  };
});

import {
  deleteAllDrafts,
  deleteDraft,
  deleteDraftsOf,
  loadDraft,
  mayHaveDraft,
  saveDraft,
} from '../../../src/app/lib/offline/form-drafts';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';

const MARK = 'campus-erp-drafts';
const markNames = () => JSON.parse(storage.items.get(MARK) ?? 'null') as string[] | null;

// Every test starts with the store open and empty and no mark: the store's first opening writes a mark, so it opens
// (and writes it) before the mark is cleared, whichever test runs first.
beforeEach(async () => {
  storage.refuse = false;
  await offlineDb.drafts.clear();
  storage.items.clear();
  storeOpened.times = 0;
});

// An admission form opens without loading the device store unless the clerk has a draft there.
describe('the mark of drafts kept on the device', () => {
  it('answers from the mark without opening the store, and follows saves and deletes', async () => {
    storage.items.set(MARK, '[]');
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(false);
    expect(storeOpened.times).toBe(0);

    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    await saveDraft('principal', 'admissionFormForSmsk', { name: 'Gopal' });
    storeOpened.times = 0;
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(true);
    expect(await mayHaveDraft('admissions', 'admissionFormForSmsk')).toBe(false);
    expect(await mayHaveDraft('principal', 'admissionFormForSmsk')).toBe(true);
    expect(storeOpened.times).toBe(0);

    await deleteDraft('admissions', 'admissionForm');
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(false);
    await deleteDraftsOf('principal');
    expect(markNames()).toEqual([]);
  });

  it('without a mark, says yes while the store exists; the store’s next opening writes the mark from every draft it holds', async () => {
    await offlineDb.drafts.bulkPut([
      { user: 'admissions', form: 'admissionForm', values: { fullName: 'Sita' }, savedAt: 1 },
      { user: 'principal', form: 'admissionFormForSmsk', values: { name: 'Gopal' }, savedAt: 1 },
    ]);
    expect(await mayHaveDraft('admin', 'admissionForm')).toBe(true);
    offlineDb.close({ disableAutoOpen: false });
    await offlineDb.open();
    expect(markNames()?.sort()).toEqual(['admissionForm:admissions', 'admissionFormForSmsk:principal']);
    storeOpened.times = 0;
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(true);
    expect(await mayHaveDraft('admin', 'admissionForm')).toBe(false);
    expect(storeOpened.times).toBe(0);
  });

  it('keeps a draft saved as the store opens on a device whose mark was unknown', async () => {
    await offlineDb.drafts.put({
      user: 'principal',
      form: 'admissionFormForSmsk',
      values: { name: 'Gopal' },
      savedAt: 1,
    });
    offlineDb.close({ disableAutoOpen: false });
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' }); // opens the store, which writes the mark first
    expect(markNames()?.sort()).toEqual(['admissionForm:admissions', 'admissionFormForSmsk:principal']);
  });

  it('without a mark and without the store’s database, says no and loads nothing', async () => {
    vi.spyOn(indexedDB, 'databases').mockResolvedValueOnce([]);
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(false);
    expect(storeOpened.times).toBe(0);
    expect(markNames()).toEqual([]);
  });

  it('never hides a draft: an unknown mark stays unknown after a delete, and a refused write leaves it unknown', async () => {
    await saveDraft('principal', 'admissionFormForSmsk', { name: 'Gopal' });
    await deleteDraft('admissions', 'admissionForm'); // no mark: nothing known about the principal's draft
    expect(markNames()).toBeNull();
    expect(await mayHaveDraft('principal', 'admissionFormForSmsk')).toBe(true);

    storage.refuse = true;
    await saveDraft('admissions', 'admissionForm', { fullName: 'Sita' });
    expect(markNames()).toBeNull(); // the old list was removed rather than left out of date
    storage.refuse = false;
    expect(await mayHaveDraft('admissions', 'admissionForm')).toBe(true);
    expect(await loadDraft('admissions', 'admissionForm')).toEqual({ fullName: 'Sita' });
  });

  it('keeps the mark in step with the store when writes are asked for back to back', async () => {
    storage.items.set(MARK, '[]');
    const asked = [
      saveDraft('admissions', 'admissionForm', { fullName: 'S' }),
      deleteDraft('admissions', 'admissionForm'),
    ];
    asked.push(saveDraft('admissions', 'admissionFormForSmsk', { name: 'R' }));
    await Promise.all(asked);
    expect(markNames()).toEqual(['admissionFormForSmsk:admissions']);
    expect(await offlineDb.drafts.count()).toBe(1);

    await deleteAllDrafts();
    expect(markNames()).toEqual([]);
    expect(await offlineDb.drafts.count()).toBe(0);
  });
});
