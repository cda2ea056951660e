import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedTimeouts } from '../../src/app/lib/coalesced-timers';

// TanStack Query's many timers on one platform timer, each still run when due, once, in order.
describe('coalesced timeouts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const provider = () => coalescedTimeouts(() => Date.now());

  it('runs each timer once when it is due, in the order they fall due, and not a cleared one', () => {
    const timers = provider();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('c'), 300);
    timers.setTimeout(() => ran.push('a'), 100);
    const cleared = timers.setTimeout(() => ran.push('never'), 150);
    timers.setTimeout(() => ran.push('b'), 200);
    timers.setTimeout(() => ran.push('b2'), 200);
    timers.clearTimeout(cleared);
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['a', 'b', 'b2', 'c']);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(['a', 'b', 'b2', 'c']);
  });

  it('keeps one platform timer for many later timers, moving it only for an earlier one', () => {
    const timers = provider();
    const setSpy = vi.spyOn(globalThis, 'setTimeout');
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout');
    const ids = Array.from({ length: 100 }, (_, i) => timers.setTimeout(() => undefined, 60_000 + i));
    for (const id of ids) timers.clearTimeout(id);
    expect(setSpy).toHaveBeenCalledTimes(1);
    expect(clearSpy).not.toHaveBeenCalled();
    timers.setTimeout(() => undefined, 10);
    expect(setSpy).toHaveBeenCalledTimes(2);
    expect(clearSpy).toHaveBeenCalledTimes(1);
    setSpy.mockRestore();
    clearSpy.mockRestore();
  });

  it('runs a timer set while others run, and the rest after one that throws', () => {
    const timers = provider();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push('first');
      timers.setTimeout(() => ran.push('set while running'), 50);
      throw new Error('a timer failed');
    }, 10);
    timers.setTimeout(() => ran.push('second'), 10);
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    vi.advanceTimersByTime(10);
    vi.unstubAllGlobals();
    expect(ran).toEqual(['first', 'second']);
    expect(reported).toEqual([new Error('a timer failed')]);
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['first', 'second', 'set while running']);
  });

  it('waits again past the platform limit of about 24.8 days, and leaves intervals to the platform', () => {
    const timers = provider();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('in 30 days'), 30 * 86_400_000);
    vi.advanceTimersByTime(25 * 86_400_000);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(5 * 86_400_000);
    expect(ran).toEqual(['in 30 days']);
    let ticks = 0;
    const interval = timers.setInterval(() => ticks++, 1000);
    vi.advanceTimersByTime(3000);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(3000);
    expect(ticks).toBe(3);
  });
});
