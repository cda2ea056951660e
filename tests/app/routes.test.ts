import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { APP_PATHS, ROUTER_PATHS, isKnownAppPath } from '../../src/domain/routes/known-paths';

/** The router's paths, read from the real route tree. */
let routerPaths: string[] = [];
let routes: typeof import('../../src/app/routes/results-routes');
let results: typeof import('../../src/app/features/results/results-queries');
let dashboardRoutes: typeof import('../../src/app/routes/dashboards-routes');
let dashboards: typeof import('../../src/app/features/dashboards/dashboards-queries');

// The app's modules read the page address when loaded; this is all of a page they need in Node.
vi.mock('../../src/app/lib/kiosk', async (importOriginal) => ({ ...(await importOriginal<object>()), applyKioskQueryFlag: () => undefined }));

beforeAll(async () => {
  vi.stubGlobal('location', new URL('http://localhost/'));
  const { routeTree, createAppRouter } = await import('../../src/app/routes/route-tree');
  createAppRouter(); // a router sets each route's full path
  const walk = (route: AnyRoute): string[] => [
    // '/app/' is declared with its slash so it outranks the /app/$ fallback; it is the path '/app'.
    ...(route.isRoot ? [] : [(route.fullPath as string).replace(/(.)\/$/, '$1')]),
    ...((route.children as AnyRoute[] | undefined) ?? []).flatMap(walk),
  ];
  routerPaths = walk(routeTree as unknown as AnyRoute);
  routes = await import('../../src/app/routes/results-routes');
  results = await import('../../src/app/features/results/results-queries');
  dashboardRoutes = await import('../../src/app/routes/dashboards-routes');
  dashboards = await import('../../src/app/features/dashboards/dashboards-queries');
}, 60_000);

describe('one list of route paths (src/domain/routes/known-paths.ts) for the router and the server', () => {
  it('every path the router declares is in the list', () => {
    expect(routerPaths.length).toBeGreaterThan(30);
    expect(routerPaths.filter((path) => !ROUTER_PATHS.includes(path))).toEqual([]);
  });

  it('every path in the list is declared by the router, once', () => {
    expect(ROUTER_PATHS.filter((path) => !routerPaths.includes(path))).toEqual([]);
    expect(new Set(routerPaths).size).toBe(routerPaths.length);
  });

  it('the server answers 200 for every listed path except the /app/$ 404 page, and 404 for that page', () => {
    const concrete = (path: string) => path.replace('$role', 'admin').replace(/\$[A-Za-z]+/g, 'x');
    for (const path of ROUTER_PATHS.filter((p) => p !== APP_PATHS.appFallback)) expect(isKnownAppPath(concrete(path)), path).toBe(true);
    expect(isKnownAppPath('/app/Nowhere')).toBe(false);
  });
});

describe('results route', () => {
  const title = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
  const search = (rollNo: unknown) => (routes.resultRoute.options.validateSearch as (input: unknown) => { rollNo?: string })({ rollNo });

  it('reads 22b81a0501 and 22B81A0501 as one roll number: one cache entry (and so one device copy)', () => {
    const lower = search('22b81a0501').rollNo!;
    const upper = search('22B81A0501').rollNo!;
    expect(lower).toBe('22B81A0501');
    expect(results.resultsQueries.sheet(title, lower).queryKey).toEqual(results.resultsQueries.sheet(title, upper).queryKey);
  });

  it('drops a roll number that cannot be one instead of failing the page', () => {
    expect(search('22B-81').rollNo).toBeUndefined();
  });

  it("loader → ensureQueryData with the factory's options: the sheet of the roll number in the address, the titles for /examresults", async () => {
    const ensureQueryData = vi.fn((_options: { queryKey: readonly unknown[] }) => Promise.resolve());
    const context = { queryClient: { ensureQueryData } };
    type Loader = (match: unknown) => unknown;
    (routes.resultRoute.options.loader as Loader)({ context, params: { title }, deps: { rollNo: '22B81A0501' } });
    (routes.resultRoute.options.loader as Loader)({ context, params: { title }, deps: {} });
    await (routes.examResultsRoute.options.loader as Loader)({ context });
    expect(ensureQueryData.mock.calls.map(([options]) => options.queryKey)).toEqual([
      results.resultsQueries.sheet(title, '22B81A0501').queryKey,
      results.resultsQueries.titles().queryKey,
    ]);
  });
});

describe('dashboard routes', () => {
  it('loader → ensureQueryData of the dashboard the signed-in user sees at that landing, with its role', async () => {
    vi.stubGlobal('document', { cookie: `erpUser=${encodeURIComponent(JSON.stringify({ username: 'admin', roles: ['ROLE_ADMIN'] }))}` });
    const ensureQueryData = vi.fn((_options: { queryKey: readonly unknown[] }) => Promise.resolve());
    const adminLanding = dashboardRoutes.landingRoutes.find((route) => (route.fullPath as string) === '/app/Admin')!;
    const studentLanding = dashboardRoutes.landingRoutes.find((route) => (route.fullPath as string) === '/app/Student')!;
    type Loader = (match: unknown) => unknown;
    await (adminLanding.options.loader as Loader)({ context: { queryClient: { ensureQueryData } } });
    // Not the admin's landing: the screen says "no permission" and nothing is loaded.
    await (studentLanding.options.loader as Loader)({ context: { queryClient: { ensureQueryData } } });
    expect(ensureQueryData.mock.calls.map(([options]) => options.queryKey)).toEqual([dashboards.dashboardsQueries.dashboard('ROLE_ADMIN').queryKey]);
  });
});
