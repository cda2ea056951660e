import { QueryClient } from '@tanstack/react-query';

export const DAY = 24 * 60 * 60_000;

// networkMode 'always': every call runs even offline, because our own code decides what offline means —
// reads fall back to the copies on the device, live-only actions (sign-in, payments) say they need a connection.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { gcTime: DAY, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});
