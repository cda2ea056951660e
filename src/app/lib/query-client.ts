import { QueryClient, timeoutManager } from '@tanstack/react-query';
import { coalescedTimeouts } from './coalesced-timers';
import { renderedJustNow } from './route-data';

export const DAY = 24 * 60 * 60_000;

// Before any query exists, as TanStack requires: its timers on one platform timer (coalesced-timers.ts).
timeoutManager.setTimeoutProvider(coalescedTimeouts());

// networkMode 'always': every call runs even offline, because our own code decides what offline means —
// reads fall back to the copies on the device, live-only actions (sign-in, payments) say they need a connection.
// A query the page was just rendered with on the server is not fetched again as it mounts (route-data.ts).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      gcTime: DAY,
      retry: 1,
      refetchOnWindowFocus: false,
      networkMode: 'always',
      refetchOnMount: (query) => !renderedJustNow(query),
    },
    mutations: { networkMode: 'always' },
  },
});
