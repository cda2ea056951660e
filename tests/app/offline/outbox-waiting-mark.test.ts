import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_QUEUED_EVENT,
  markWaiting,
  mayHaveWaiting,
  noteCount,
} from '../../../src/app/lib/offline/outbox/waiting-mark';

// A signed-in screen loads the outbox (Dexie) only when its user may have something waiting on the device.
describe('the outbox waiting mark', () => {
  let stored: Map<string, string>;
  let databases: { name: string }[];
  let queuedEvents = 0;

  beforeEach(() => {
    stored = new Map();
    databases = [];
    queuedEvents = 0;
    const page = new EventTarget();
    page.addEventListener(OUTBOX_QUEUED_EVENT, () => queuedEvents++);
    vi.stubGlobal('window', page);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    vi.stubGlobal('indexedDB', { databases: async () => databases });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('without a mark, asks whether the outbox database exists on the device (and counts a browser that cannot tell as yes)', async () => {
    expect(await mayHaveWaiting('faculty')).toBe(false);
    databases = [{ name: 'campus-erp' }, { name: 'campus-erp-outbox' }];
    expect(await mayHaveWaiting('faculty')).toBe(true);
    vi.stubGlobal('indexedDB', {});
    expect(await mayHaveWaiting('faculty')).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new DOMException('denied', 'SecurityError')) });
    expect(await mayHaveWaiting('faculty')).toBe(true);
  });

  it('once the outbox has counted, follows the mark rather than the database', async () => {
    databases = [{ name: 'campus-erp-outbox' }];
    noteCount('faculty', 0);
    expect(await mayHaveWaiting('faculty')).toBe(false);
    expect(await mayHaveWaiting('alumni')).toBe(false);
  });

  it('marks a user when an item is queued, tells the page, and clears the mark once nothing is pending', async () => {
    noteCount('faculty', 0);
    markWaiting('faculty');
    expect(queuedEvents).toBe(1);
    expect(await mayHaveWaiting('faculty')).toBe(true);
    expect(await mayHaveWaiting('alumni')).toBe(false);
    markWaiting('alumni');
    noteCount('faculty', 1);
    expect(await mayHaveWaiting('faculty')).toBe(true);
    noteCount('faculty', 0);
    expect(await mayHaveWaiting('faculty')).toBe(false);
    expect(await mayHaveWaiting('alumni')).toBe(true);
  });

  it('marks a user the outbox counts items for (left by the service worker or an older page)', async () => {
    noteCount('faculty', 0);
    noteCount('faculty', 2);
    expect(await mayHaveWaiting('faculty')).toBe(true);
    expect(queuedEvents).toBe(0);
  });

  it('treats a damaged mark or refused storage as no mark', async () => {
    databases = [{ name: 'campus-erp-outbox' }];
    stored.set('campus-erp-outbox-waiting', '{not json');
    expect(await mayHaveWaiting('faculty')).toBe(true);
    stored.set('campus-erp-outbox-waiting', '{"faculty":true}');
    expect(await mayHaveWaiting('faculty')).toBe(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(await mayHaveWaiting('faculty')).toBe(true);
    expect(() => markWaiting('faculty')).not.toThrow();
    expect(() => noteCount('faculty', 0)).not.toThrow();
  });
});
