import {
  hydrate,
  type DehydratedState,
  type FetchQueryOptions,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A screen's data, from its route's loader to the screen: rendered on the server with the page, hydrated in the
 * browser, and not fetched again there while it is just fetched. docs/rendering.md walks through a first load.
 */

/** How long the data a page was rendered with on the server counts as just fetched. */
const RENDERED_DATA_FRESH_MS = 10_000;
const renderedWith = new Set<string>();
let hydratedAt = Number.NEGATIVE_INFINITY;

/**
 * Hydrates the cache from the data the server rendered the page with (`<script id="ssr-state">`, written by
 * src/server/http/rendered-page-html.ts; read by src/app/main.tsx) and marks those queries as just fetched.
 */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, state);
  for (const query of state.queries) renderedWith.add(query.queryHash);
  hydratedAt = Date.now();
}

/**
 * True for a query the page was rendered with on the server, within seconds of hydrating it and not invalidated
 * since: its data is milliseconds old. The one rule that keeps a just-rendered page from fetching again, read where a
 * fetch could start: a query mounting (`refetchOnMount`, lib/query-client.ts) and a route's loader (`startScreenData`
 * below). A refetch while React is still hydrating the server's HTML would render the screen again synchronously: a
 * long task of a few hundred milliseconds on a cheap phone for a long form.
 */
export function renderedJustNow(query: Query): boolean {
  return (
    renderedWith.has(query.queryHash) && !query.state.isInvalidated && Date.now() - hydratedAt < RENDERED_DATA_FRESH_MS
  );
}

/**
 * Starts a screen's data from its route's loader. Rendered on the server (src/app/ssr) the page waits for it, so the
 * HTML holds the data and the browser hydrates it; in the browser it is only started, beside the screen's code, and
 * the screen shows its own loading state meanwhile. Never throws: a failure is the screen's to show.
 */
export async function startScreenData<T, K extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): Promise<void> {
  const rendered = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (rendered && renderedJustNow(rendered)) return;
  const loading = queryClient.prefetchQuery(options);
  if (typeof document === 'undefined') await loading;
}
