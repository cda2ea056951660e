import { QueryClient, QueryClientProvider, dehydrate } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRouter,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RenderedPage } from '../../domain/ssr/rendered-page';
import { appI18n } from '../i18n/app-i18n';
import { AppI18nProvider } from '../i18n/app-i18n-provider';
import { ROUTER_PENDING, routeTree } from '../routes/route-tree';

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The app's router on `href` with a query cache of its own (nothing refetched while rendering), and the route the
 * address leads to (its id, params and search); no leaf when the address matches nothing or leads to a route that
 * is not one of `rendered`. (Compared once the router exists: a route has its id only after a router was made with it.)
 */
export function routerAt(href: string, rendered: readonly AnyRoute[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [href] }),
    context: { queryClient },
    isServer: true,
    ...ROUTER_PENDING,
  });
  const match = router.matchRoutes(router.state.location).at(-1);
  const leaf = match && rendered.some((route) => route.id === match.routeId) ? match : undefined;
  return { router, queryClient, leaf };
}

/**
 * The router's page as HTML, with the query cache it was rendered from: loads the route (its guards, its loaders and
 * their data, its lazy screen), then renders it as the browser will. Null when the route did not load (a guard
 * redirected, a loader failed); a rejection when a part of the page could not be rendered (the server then sends the
 * plain shell and logs why).
 */
export async function renderRoute(router: AnyRouter, queryClient: QueryClient): Promise<RenderedPage | null> {
  await router.load();
  const { matches } = router.state;
  // A guard's redirect (no valid session) leaves no matches on the server.
  if (matches.length === 0 || matches.some((m) => m.status !== 'success')) return null;
  // A query whose call failed is left out, as it is of the state the browser hydrates (only successes are sent): the
  // page is rendered as the browser's first render will be, with that part loading, and the browser fetches it.
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  // A part that cannot be rendered here (it needs the browser) would go out as React's client-rendering marker, with
  // the error in the HTML: the whole page goes out as the plain shell instead.
  let failed: unknown = null;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppI18nProvider i18n={appI18n()}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppI18nProvider>
    </StrictMode>,
    // One piece of HTML: a large boundary (the signed-in frame) is otherwise sent as its fallback and swapped in by an
    // inline script, which renders the page twice and makes the frame wait for that script.
    { onError: (error) => void (failed ??= error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  // React puts preload hints for images (the toolbar logo) before the markup; the browser renders the root
  // without them (they belong in <head>), so they go: the logo is in the HTML, found as early anyway.
  const html = (await streamToString(prelude)).replace(LEADING_PRELOADS, '');
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return { html, state: JSON.stringify(dehydrate(queryClient)) };
}
