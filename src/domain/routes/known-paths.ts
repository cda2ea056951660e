import { APP_PATHS, LANDING_PATHS } from './app-paths';
import { isDashboardSlugPath } from '../home/module-roles';

/**
 * The paths the server answers with status 200 (§8): every route path (APP_PATHS, app-paths.ts) and the role
 * landings; any other non-API path gets the app shell with status 404.
 */
export { APP_PATHS, LANDING_PATHS };

/** Every path the router declares: the named ones and the role landings. */
export const ROUTER_PATHS: readonly string[] = [...Object.values(APP_PATHS), ...LANDING_PATHS];

// `/{role}/dashboard` is known only for the slugs the app knows (below); `/app/$` is the 404 page itself.
const NOT_BY_PATTERN: readonly string[] = [APP_PATHS.roleDashboard, APP_PATHS.appFallback];
/** A route path as a pattern: `$param` matches one path segment; a trailing slash is allowed. */
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`);
const PATTERNS = ROUTER_PATHS.filter((path) => !NOT_BY_PATTERN.includes(path)).map(pathPattern);

export function isKnownAppPath(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname)) || isDashboardSlugPath(pathname);
}

/** The public pages (home, exam results, a result sheet, the legal pages): never inside the signed-in frame. */
const PUBLIC_PAGE_PATHS: readonly string[] = [
  APP_PATHS.home,
  APP_PATHS.examResults,
  APP_PATHS.result,
  APP_PATHS.terms,
  APP_PATHS.privacy,
  APP_PATHS.returns,
];
const PUBLIC_PATTERNS = PUBLIC_PAGE_PATHS.map(pathPattern);

export function isPublicPagePath(pathname: string): boolean {
  return PUBLIC_PATTERNS.some((re) => re.test(pathname));
}
