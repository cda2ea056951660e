import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A screen's data, started by its route's loader. Drawn on the server (src/app/ssr) the page waits for it, so the
 * HTML holds the data and the browser starts from it; in the browser it is only started, beside the
 * screen's code, and the screen shows its own loading state meanwhile. Never throws: a failure is the screen's to show.
 */
export async function startScreenData<T, K extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<T, Error, T, K>): Promise<void> {
  const loading = queryClient.prefetchQuery(options);
  if (typeof document === 'undefined') await loading;
}
