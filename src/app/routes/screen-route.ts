import { createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { requireUser } from '../lib/require-user';
import { rootRoute, type RouterContext } from './root-route';

declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** Set on every signed-in screen's route (signedInScreen): who may open it is decided by the route. */
    signedInScreen?: boolean;
  }
}

/**
 * The options every signed-in screen's route spreads: the sign-in guard, and the mark its component's gate
 * (guardedScreen) reads; a route without the mark admits no one to its screen.
 */
export const signedInScreen = { beforeLoad: requireUser, staticData: { signedInScreen: true } };

/**
 * A signed-in route's component behind its gate: the screen when the user's roles may open the route's address
 * (its line of src/domain/menus/screen-access.ts), else the permission page. The check and the access lists load
 * with the screen, never with the entry.
 */
export function guardedScreen(Screen: RouteComponent): RouteComponent {
  return lazyRouteComponent(async () => {
    const [{ guarded }] = await Promise.all([import('./screen-guard'), Screen.preload?.()]);
    return { Guarded: guarded(Screen) };
  }, 'Guarded');
}

/** A screen's module and the name it exports the screen under, imported only when the screen opens. */
type ScreenImport = Parameters<typeof lazyRouteComponent>[0];

/**
 * The route of a signed-in screen: the sign-in guard, then the screen behind its gate; with `loader`, the data a
 * screen rendered on the server starts (src/app/ssr/rendered-routes.ts).
 */
export const signedInRoute = (
  path: string,
  load: ScreenImport,
  name: string,
  loader?: (match: { context: RouterContext }) => Promise<unknown>,
) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    ...signedInScreen,
    loader,
    component: guardedScreen(lazyRouteComponent(load, name)),
  });

/** The route of a public screen that needs nothing more. */
export const publicRoute = (path: string, load: ScreenImport, name: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, name) });
