import type { ManagedTimerId, TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** The longest delay a platform timer takes (about 24.8 days); a later timer wakes once and waits again. */
const MAX_TIMER_DELAY = 2 ** 31 - 1;

/**
 * TanStack Query's timers (each query's stale and garbage-collection timeouts, set and cleared as observers come and
 * go) kept on one platform timer, armed for the earliest of them, as TanStack's TimeoutManager documentation advises
 * for many queries. A signed-in screen mounts dozens of queries at once (the admission form's lists): their timers were
 * ~100 platform setTimeout/clearTimeout calls in one task as the page was hydrated (8-15 ms of a Lighthouse
 * trace). Here setting a timer is a map entry and clearing one a delete; the platform timer is only moved when a timer
 * is due earlier than the one it is armed for. Intervals (rare) stay platform intervals.
 */
export function coalescedTimeouts(now: () => number = () => performance.now()): TimeoutProvider<ManagedTimerId> {
  const timers = new Map<number, { dueAt: number; run: TimeoutCallback }>();
  let lastId = 0;
  let armed: { dueAt: number; handle: ReturnType<typeof setTimeout> } | null = null;

  function armFor(dueAt: number): void {
    if (armed) clearTimeout(armed.handle);
    const delay = Math.min(MAX_TIMER_DELAY, Math.max(0, Math.ceil(dueAt - now())));
    armed = { dueAt, handle: setTimeout(wake, delay) };
  }

  function armForEarliest(): void {
    let earliest = Infinity;
    for (const { dueAt } of timers.values()) earliest = Math.min(earliest, dueAt);
    if (earliest !== Infinity) armFor(earliest);
  }

  function wake(): void {
    armed = null;
    const at = now();
    const due = [...timers].filter(([, timer]) => timer.dueAt <= at);
    for (const [id] of due) timers.delete(id);
    for (const [, timer] of due) {
      try {
        timer.run();
      } catch (error) {
        // As a platform timer's exception would be: reported (window.onerror, the console), without keeping the
        // others from running.
        if (typeof reportError === 'function') reportError(error);
        else
          setTimeout(() => {
            throw error;
          });
      }
    }
    armForEarliest();
  }

  return {
    setTimeout(run, delay) {
      const id = ++lastId;
      const dueAt = now() + Math.max(0, Number(delay) || 0);
      timers.set(id, { dueAt, run });
      if (!armed || dueAt < armed.dueAt) armFor(dueAt);
      return id;
    },
    // The platform timer stays armed: if nothing is due when it wakes, it is armed again for the earliest left.
    clearTimeout(id) {
      if (id !== undefined) timers.delete(Number(id));
    },
    setInterval: (run, delay) => setInterval(run, delay) as unknown as ManagedTimerId,
    clearInterval: (id) => clearInterval(id as unknown as ReturnType<typeof setInterval>),
  };
}
