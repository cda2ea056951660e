import { QueryClient, hydrate, timeoutManager, type DehydratedState, type Query } from '@tanstack/react-query';
import { coalescedTimeouts } from './coalesced-timers';

export const DAY = 24 * 60 * 60_000;

/** How long the data a page was drawn from on the server counts as just fetched. */
const SERVER_DATA_FRESH_MS = 10_000;
const drawnByServer = new Set<string>();
let drawnAt = 0;

/**
 * A query mounted on the page the server drew is not fetched again at once: its data is milliseconds old, and
 * fetching it again would re-render the screen synchronously while React is still adopting the server's HTML (a long
 * task of a few hundred milliseconds on a cheap phone for a long form). Invalidated data and every later mount fetch
 * as each query's own options say.
 */
function fetchOnMount(query: Query): boolean {
  return !(drawnByServer.has(query.queryHash) && !query.state.isInvalidated && Date.now() - drawnAt < SERVER_DATA_FRESH_MS);
}

// Before any query exists, as TanStack requires: its timers on one platform timer (coalesced-timers.ts).
timeoutManager.setTimeoutProvider(coalescedTimeouts());

// networkMode 'always': every call runs even offline, because our own code decides what offline means —
// reads fall back to the copies on the device, live-only actions (sign-in, payments) say they need a connection.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: DAY, retry: 1, refetchOnWindowFocus: false, networkMode: 'always', refetchOnMount: fetchOnMount },
    mutations: { networkMode: 'always' },
  },
});

/** Starts the cache from the data the server drew the page from (src/app/main.tsx). */
export function startFromServerData(state: DehydratedState): void {
  hydrate(queryClient, state);
  for (const query of state.queries) drawnByServer.add(query.queryHash);
  drawnAt = Date.now();
}
