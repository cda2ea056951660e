import { createRouter } from '@tanstack/react-router';
import { RoutePending } from '../ui/route-pending';
import { queryClient } from '../lib/query-client';
import { APP_MODULES } from './app-modules';
import { rootRoute } from './root-route';
import { adminMenusRoute, appFallbackRoute } from './shell-routes';

// Every path comes from a module's paths.ts (their union is APP_PATHS, src/domain/routes/app-paths.ts, which the
// server also uses to answer 200 or 404). The router ranks routes by how specific their paths are; the fallback
// goes last.
export const routeTree = rootRoute.addChildren([
  adminMenusRoute,
  ...APP_MODULES.flatMap((module) => module.routes),
  appFallbackRoute,
]);

/**
 * The browser's router. Made by the app when it starts rather than when this module loads: building it (the route
 * tree's matching index, the history, scroll restoration) is a task of its own then, instead of lengthening the one
 * that evaluates the page's scripts (no long tasks).
 */
/** A screen that takes longer than PENDING_MS to appear shows RoutePending until it does (at least PENDING_MIN_MS, no flash). */
const PENDING_MS = 150;
const PENDING_MIN_MS = 300;

/**
 * The pending screen's options, given to the server's router too: a pending component wraps each route in a
 * Suspense boundary, and a page the server rendered without them would differ from the app's first render, so React
 * would render it again instead of hydrating it.
 */
export const ROUTER_PENDING = {
  defaultPendingMs: PENDING_MS,
  defaultPendingMinMs: PENDING_MIN_MS,
  defaultPendingComponent: RoutePending,
};

export const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    ...ROUTER_PENDING,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
