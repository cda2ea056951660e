import { QueryClient } from '@tanstack/react-query';
import { persistDeviceBackedQueries } from '../../../src/app/lib/offline/persist-queries';

/**
 * A page's query client with the persisting subscriber, as main.tsx sets it up, whose jobs wait to be run: `persisted()`
 * runs every job asked for so far (and those they lead to) and resolves once their writes are done.
 */
export function devicePage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const jobs: (() => Promise<void>)[] = [];
  const soon: boolean[] = [];
  persistDeviceBackedQueries(client, (job, fetchedHere) => {
    jobs.push(job);
    soon.push(fetchedHere);
  });
  return {
    client,
    /** For each job asked for so far, whether it was to run at once (an answer fetched on this page). */
    soon,
    async persisted(): Promise<void> {
      while (jobs.length) await Promise.all(jobs.splice(0).map((job) => job()));
    },
  };
}

/** localStorage as a page has it, with a switch to make it refuse writes (a full or locked-down store). */
export function pageStorage() {
  const state = { items: new Map<string, string>(), refuse: false };
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => state.items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (state.refuse) throw new DOMException('full', 'QuotaExceededError');
        state.items.set(key, value);
      },
      removeItem: (key: string) => void state.items.delete(key),
      clear: () => state.items.clear(),
    },
  });
  return state;
}
