import { QueryClient } from '@tanstack/react-query';
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
vi.mock('../../src/app/lib/kiosk', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  applyKioskQueryFlag: () => undefined,
}));

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

/** A query cache that records the keys a loader asks for (ensured or prefetched) and fetches nothing. */
function recordingClient() {
  const queryClient = new QueryClient();
  const loaded: (readonly unknown[])[] = [];
  vi.spyOn(queryClient, 'ensureQueryData').mockImplementation(async (options) => void loaded.push(options.queryKey));
  vi.spyOn(queryClient, 'prefetchQuery').mockImplementation(async (options) => void loaded.push(options.queryKey));
  return { queryClient, loaded };
}

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
    for (const path of ROUTER_PATHS.filter((p) => p !== APP_PATHS.appFallback))
      expect(isKnownAppPath(concrete(path)), path).toBe(true);
    expect(isKnownAppPath('/app/Nowhere')).toBe(false);
  });

  it("takes every module's routes from APP_MODULES: each route file's AppModule is listed there", async () => {
    const { APP_MODULES } = await import('../../src/app/routes/app-modules');
    const files = import.meta.glob<Record<string, unknown>>('../../src/app/routes/*-routes.{ts,tsx}');
    const manifests = (await Promise.all(Object.values(files).map((load) => load()))).flatMap((exports) =>
      Object.entries(exports).filter(([name]) => name.endsWith('_APP_MODULE')),
    );
    expect(manifests.length).toBe(APP_MODULES.length);
    for (const [name, manifest] of manifests) expect(APP_MODULES, name).toContain(manifest);
  });
});

describe('results route', () => {
  const title = 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024';
  const search = (rollNo: unknown) =>
    (routes.resultRoute.options.validateSearch as (input: unknown) => { rollNo?: string })({ rollNo });

  it('reads 22b81a0501 and 22B81A0501 as one roll number: one cache entry (and so one device copy)', () => {
    const lower = search('22b81a0501').rollNo!;
    const upper = search('22B81A0501').rollNo!;
    expect(lower).toBe('22B81A0501');
    expect(results.resultsQueries.sheet(title, lower).queryKey).toEqual(
      results.resultsQueries.sheet(title, upper).queryKey,
    );
  });

  it('drops a roll number that cannot be one instead of failing the page', () => {
    expect(search('22B-81').rollNo).toBeUndefined();
  });

  it("loader → the factory's options: the sheet of the roll number in the address, the titles for /examresults", async () => {
    // A page in English: the loaders load the results module's words beside the data.
    vi.stubGlobal('document', { cookie: '', documentElement: { lang: 'en' } });
    const { queryClient, loaded } = recordingClient();
    const context = { queryClient };
    type Loader = (match: unknown) => unknown;
    await (routes.resultRoute.options.loader as Loader)({ context, params: { title }, deps: { rollNo: '22B81A0501' } });
    await (routes.resultRoute.options.loader as Loader)({ context, params: { title }, deps: {} });
    await (routes.examResultsRoute.options.loader as Loader)({ context });
    expect(loaded).toEqual([
      results.resultsQueries.sheet(title, '22B81A0501').queryKey,
      results.resultsQueries.titles().queryKey,
    ]);
  });
});

describe('dashboard routes', () => {
  it('loader → the dashboard the signed-in user sees at that landing, with its role, and the signed-in frame', async () => {
    vi.stubGlobal('document', {
      cookie: `erpUser=${encodeURIComponent(JSON.stringify({ username: 'admin', roles: ['ROLE_ADMIN'] }))}`,
    });
    const adminLanding = dashboardRoutes.landingRoutes.find((route) => (route.fullPath as string) === '/app/Admin')!;
    const studentLanding = dashboardRoutes.landingRoutes.find(
      (route) => (route.fullPath as string) === '/app/Student',
    )!;
    type Loader = (match: unknown) => unknown;
    const admin = recordingClient();
    await (adminLanding.options.loader as Loader)({ context: { queryClient: admin.queryClient } });
    expect(admin.loaded).toEqual(
      expect.arrayContaining([
        dashboards.dashboardsQueries.dashboard('ROLE_ADMIN').queryKey,
        ['private', 'shell', 'menu-badges'],
      ]),
    );
    // Not the admin's landing: the screen says "no permission" and no dashboard is loaded.
    const student = recordingClient();
    await (studentLanding.options.loader as Loader)({ context: { queryClient: student.queryClient } });
    expect(student.loaded.filter((key) => key[0] === 'dashboards')).toEqual([]);
  });
});

describe('routes own URL state', () => {
  type Validate = (input: unknown) => unknown;
  const validate = (route: { options: { validateSearch?: unknown } }) => route.options.validateSearch as Validate;

  it("the exam cell's route reads its tab, the exam open and its results tab, and drops the rest", async () => {
    const { examCellRoute } = await import('../../src/app/routes/exams-routes');
    expect(validate(examCellRoute)({ exam: 7, results: 'review', other: 1 })).toEqual({ exam: 7, results: 'review' });
    expect(validate(examCellRoute)({ tab: 'memos' })).toEqual({ tab: 'memos' });
  });

  it("the timetables route reads the timetable open and the date to cover (the HoD dashboard's link)", async () => {
    const { timetablesRoute } = await import('../../src/app/routes/timetable-routes');
    expect(validate(timetablesRoute)({ timetable: 3, date: '2026-03-04' })).toEqual({
      timetable: 3,
      date: '2026-03-04',
    });
  });
});
