import { useMatch, type RouteComponent } from '@tanstack/react-router';
import { mayOpen } from '../../domain/menus/screen-access';
import { screenTitle } from '../../domain/menus/screen-titles';
import { currentUser } from '../lib/session';
import { NoPermission } from '../ui/no-permission';

/** Where a signed-in screen is, as its gate reads it: the route's params and validated search. */
export interface ScreenAddress {
  params: Readonly<Record<string, string>>;
  search: Readonly<Record<string, unknown>>;
}

/** A route's path as the screen tables spell it: '/app/' (declared so to outrank the /app/$ fallback) is '/app'. */
const routePath = (fullPath: string) => fullPath.replace(/(.)\/$/, '$1');

/**
 * The address a signed-in route's gate looks up in the screen-access table: the route's path with its params filled
 * in ('/app/Admin/Lists/$kind' → '/app/Admin/Lists/degrees'), and its tab: a tab may be a screen of its own in the
 * table ('…/Exams?tab=memos'); one without a line of its own is its screen's.
 */
export function screenPath(fullPath: string, { params, search }: ScreenAddress): string {
  const path = routePath(fullPath.replace(/\$(\w+)/g, (_, name: string) => params[name] ?? ''));
  return typeof search.tab === 'string' ? `${path}?tab=${search.tab}` : path;
}

/**
 * §6 A route's screen, or "You Don't have permission to View" under the screen's title (by its address, else by its
 * route's path) when the user's roles may not open the route's address. A route without the signed-in screen mark
 * admits no one.
 */
export function guarded(Screen: RouteComponent): RouteComponent {
  return function GuardedScreen() {
    const match = useMatch({ strict: false });
    const path = screenPath(match.fullPath, {
      params: Object.fromEntries(Object.entries(match.params)),
      search: Object.fromEntries(Object.entries(match.search)),
    });
    if (!match.staticData.signedInScreen || !mayOpen(currentUser()?.roles ?? null, path))
      return <NoPermission title={screenTitle(path) ?? screenTitle(routePath(match.fullPath)) ?? ''} />;
    return <Screen />;
  };
}
