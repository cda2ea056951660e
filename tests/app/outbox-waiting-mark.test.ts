import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_QUEUED_EVENT, markWaiting, mayHaveWaiting, noteCount } from '../../src/app/lib/outbox/waiting-mark';

// Issue 12: a signed-in screen loads the outbox (Dexie) only when its user may have something waiting on the device.
describe('the outbox waiting mark', () => {
  let stored: Map<string, string>;
  let queuedEvents = 0;

  beforeEach(() => {
    stored = new Map();
    queuedEvents = 0;
    const page = new EventTarget();
    page.addEventListener(OUTBOX_QUEUED_EVENT, () => queuedEvents++);
    vi.stubGlobal('window', page);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('counts a device that never kept the mark as possibly holding items, until the outbox has counted', () => {
    expect(mayHaveWaiting('faculty')).toBe(true);
    noteCount('faculty', 0);
    expect(mayHaveWaiting('faculty')).toBe(false);
    expect(mayHaveWaiting('alumni')).toBe(false);
  });

  it('marks a user when an item is queued, tells the page, and clears the mark once nothing is pending', () => {
    noteCount('faculty', 0);
    markWaiting('faculty');
    expect(queuedEvents).toBe(1);
    expect(mayHaveWaiting('faculty')).toBe(true);
    expect(mayHaveWaiting('alumni')).toBe(false);
    markWaiting('alumni');
    noteCount('faculty', 1);
    expect(mayHaveWaiting('faculty')).toBe(true);
    noteCount('faculty', 0);
    expect(mayHaveWaiting('faculty')).toBe(false);
    expect(mayHaveWaiting('alumni')).toBe(true);
  });

  it('marks a user the outbox counts items for (left by the service worker or an older page)', () => {
    noteCount('faculty', 0);
    noteCount('faculty', 2);
    expect(mayHaveWaiting('faculty')).toBe(true);
    expect(queuedEvents).toBe(0);
  });

  it('treats a damaged mark or refused storage as unknown, so the outbox is loaded as before', () => {
    stored.set('campus-erp-outbox-waiting', '{not json');
    expect(mayHaveWaiting('faculty')).toBe(true);
    stored.set('campus-erp-outbox-waiting', '{"faculty":true}');
    expect(mayHaveWaiting('faculty')).toBe(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    });
    expect(mayHaveWaiting('faculty')).toBe(true);
    expect(() => markWaiting('faculty')).not.toThrow();
    expect(() => noteCount('faculty', 0)).not.toThrow();
  });
});
