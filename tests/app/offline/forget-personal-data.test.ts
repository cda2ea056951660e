import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The app's modules read the page's storage and cookie; Node has neither (no jsdom here).
const page = vi.hoisted(() => {
  const stored = new Map<string, string>();
  const session = new Map<string, string>();
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  });
  Object.assign(globalThis, {
    location: { origin: 'http://localhost', pathname: '/' },
    window: globalThis,
    document: { cookie: '' },
    localStorage: storage(stored),
    sessionStorage: storage(session),
  });
  return { stored, session };
});
import { alumniKeys } from '../../../src/app/features/alumni/alumni-queries';
import { resultsKeys } from '../../../src/app/features/results/results-queries';
import { DEVICE_COPY_PREFIXES, DEVICE_COPY_TABLES } from '../../../src/domain/device-copies';
import { forgetPersonalData } from '../../../src/app/lib/offline/forget-personal-data';
import { offlineDb } from '../../../src/app/lib/offline/offline-db';
import { QUERY_CACHE_KEY } from '../../../src/app/lib/offline/offline-queries';
import { outboxDb } from '../../../src/app/lib/offline/outbox/outbox';
import type { OutboxItem } from '../../../src/app/lib/offline/outbox/outbox-item';
import { queryClient } from '../../../src/app/lib/query-client';

const DIRECTORY = { search: '', batch: '', branch: '', status: '' as const, company: '' };

function item(id: string, owner: string, state: OutboxItem['state']): OutboxItem {
  const sentAt = state === 'sent' ? 1 : null;
  const body = { type: 'json' as const, value: { mobile: '9876543210' } };
  return {
    id,
    owner,
    kind: 'alumni.register',
    label: id,
    url: '/api/app/x',
    method: 'POST',
    body,
    idempotencyKey: id,
    state,
    message: null,
    status: null,
    createdAt: 1,
    triedAt: null,
    sentAt,
    attempts: 0,
  };
}

beforeEach(async () => {
  queryClient.clear();
  page.stored.clear();
  await Promise.all([
    offlineDb.paymentHistories.clear(),
    offlineDb.feeReceipts.clear(),
    offlineDb.examTitles.clear(),
    outboxDb.items.clear(),
  ]);
});

describe('what signing out leaves on the device', () => {
  it('drops every query of a personal kind from memory and the device’s copy of the cache, keeping the offline kinds', async () => {
    queryClient.setQueryData(alumniKeys.directory(DIRECTORY), { rows: [{ name: 'Ravi Kumar' }] });
    queryClient.setQueryData(resultsKeys.titles(), { data: ['B.Tech II Year'] });
    page.stored.set(QUERY_CACHE_KEY, '{"clientState":{"queries":[{"state":{"data":"Ravi Kumar"}}]}}');
    page.session.set('paymentData', '[{"rollNo":"22B81A0501"}]');
    await forgetPersonalData('placement_rdean');
    expect(queryClient.getQueryData(alumniKeys.directory(DIRECTORY))).toBeUndefined();
    expect(queryClient.getQueryData(resultsKeys.titles())).toEqual({ data: ['B.Tech II Year'] });
    expect(page.stored.has(QUERY_CACHE_KEY)).toBe(false);
    expect(page.session.size).toBe(0);
  });

  it('deletes payment histories and receipts, keeps the offline reference data', async () => {
    await offlineDb.paymentHistories.put({ owner: 'student', rollNo: '', history: {} as never, fetchedAt: 1 });
    await offlineDb.feeReceipts.put({
      owner: 'student',
      receiptNo: 'R1',
      rollNo: '22B81A0501',
      fileName: 'r.pdf',
      b64: '',
      fetchedAt: 1,
    });
    await offlineDb.examTitles.put({ title: 'B.Tech II Year', position: 0, fetchedAt: 1 });
    await forgetPersonalData('student');
    expect(await offlineDb.paymentHistories.count()).toBe(0);
    expect(await offlineDb.feeReceipts.count()).toBe(0);
    expect(await offlineDb.examTitles.count()).toBe(1);
  });

  it("deletes every module's records in the lookups (src/domain/device-copies.ts), keeps the other lookups", async () => {
    const lookup = (name: string) => ({ name, value: [], fetchedAt: 1 });
    await offlineDb.lookups.bulkPut([
      ...DEVICE_COPY_PREFIXES.map((prefix) => lookup(`${prefix}user/1`)),
      lookup('degrees'),
    ]);
    await forgetPersonalData('student');
    expect(await offlineDb.lookups.toCollection().primaryKeys()).toEqual(['degrees']);
    await offlineDb.lookups.clear();
  });

  it("clears only tables the device store has, each module's named once", () => {
    const tables = offlineDb.tables.map((table) => table.name);
    for (const table of DEVICE_COPY_TABLES) expect(tables, table).toContain(table);
    expect(DEVICE_COPY_TABLES).toEqual(expect.arrayContaining(['paymentHistories', 'feeReceipts']));
    expect(DEVICE_COPY_PREFIXES).toEqual(expect.arrayContaining(['students:', 'marks:', 'transcript:']));
  });

  it('keeps the user’s submissions not sent yet, deletes the ones the server has, and leaves other users’ items alone', async () => {
    await outboxDb.items.bulkPut([
      item('mine-sent', 'faculty', 'sent'),
      item('mine-waiting', 'faculty', 'waiting'),
      item('mine-refused', 'faculty', 'refused'),
      item('theirs-sent', 'hod', 'sent'),
    ]);
    await forgetPersonalData('Faculty');
    expect((await outboxDb.items.toArray()).map((i) => i.id).sort()).toEqual([
      'mine-refused',
      'mine-waiting',
      'theirs-sent',
    ]);
  });
});
