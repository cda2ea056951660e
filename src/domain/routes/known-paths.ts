/**
 * The app's routes (§2) that exist so far. The router declares these screens and the server answers
 * them with status 200; any other non-API path gets the app shell with status 404 (§8).
 */
export const APP_PATHS = {
  home: '/',
  examResults: '/examresults',
  result: '/results/$title',
  developerOptions: '/devtools',
} as const;

const PATTERNS = Object.values(APP_PATHS).map(
  (path) => new RegExp(`^${path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`),
);

export function isKnownAppPath(pathname: string): boolean {
  return PATTERNS.some((re) => re.test(pathname));
}
