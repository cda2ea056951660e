import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '@tanstack/react-router';
import { erpUserCookieText } from '../../src/domain/auth/erp-user';
import { NO_PERMISSION } from '../../src/domain/auth/messages';
import { screenAccess } from '../../src/domain/menus/screen-access';
import { screenTitle } from '../../src/domain/menus/screen-titles';
import { APP_PATHS } from '../../src/domain/routes/known-paths';
import type { PageRequest } from '../../src/domain/ssr/rendered-page';

const { routeTree, createAppRouter } = await import('../../src/app/routes/route-tree');
const { screenPath } = await import('../../src/app/routes/screen-guard');
const { requireUser } = await import('../../src/app/lib/require-user');
const { renderPage } = await import('../../src/app/ssr/render-page');

let routes: AnyRoute[] = [];
beforeAll(() => {
  createAppRouter(); // a router sets each route's full path
  const walk = (route: AnyRoute): AnyRoute[] => [
    ...(route.isRoot ? [] : [route]),
    ...((route.children as AnyRoute[] | undefined) ?? []).flatMap(walk),
  ];
  routes = walk(routeTree as unknown as AnyRoute);
});

/** A route's address with sample params ('/app/Admin/Lists/$kind' → '/app/Admin/Lists/degrees'). */
const sampleParams = { kind: 'degrees', id: '42', role: 'admin' };
const concrete = (fullPath: string) =>
  fullPath.replace(/\$(\w+)/g, (_, name: keyof typeof sampleParams) => sampleParams[name]).replace(/(.)\/$/, '$1');

describe('routes own access: each signed-in route checks its line of the screen-access table', () => {
  it('leaves the bare sign-in guard to the 404 page only, and gates every signed-in /app screen', () => {
    const bare = routes
      .filter((route) => route.options.beforeLoad === requireUser && !route.options.staticData?.signedInScreen)
      .map((route) => route.fullPath);
    expect(bare).toEqual([APP_PATHS.appFallback]);
    const ungatedApp = routes
      .map((route) => ({ path: route.fullPath as string, gate: route.options.staticData?.signedInScreen }))
      .filter(({ path, gate }) => path.startsWith('/app') && path !== APP_PATHS.appFallback && !gate);
    expect(ungatedApp).toEqual([]);
  });

  it("checks, for every gated route, the access screenAccess gives the route's own address", () => {
    const gated = routes.filter((route) => route.options.staticData?.signedInScreen);
    expect(gated.length).toBeGreaterThan(40);
    for (const route of gated) {
      const path = concrete(route.fullPath as string);
      const guard = screenPath(route.fullPath as string, { params: sampleParams, search: {} });
      expect(screenAccess(guard), path).not.toBeNull();
      expect(screenAccess(guard), path).toEqual(screenAccess(path));
      // A record's screen is titled by its route's path ('/app/Admin/Students/$id'), as the guard does.
      expect(screenTitle(guard) ?? screenTitle(route.fullPath as string), path).not.toBeNull();
    }
  });

  it("checks each exam cell tab against that tab's line (the exams tab is the exam cell's), and a list by its kind", () => {
    const tab = (search: Record<string, unknown>) => screenPath(APP_PATHS.examCell, { params: {}, search });
    expect(screenAccess(tab({}))).toEqual(screenAccess(APP_PATHS.examCell));
    expect(screenAccess(tab({ tab: 'exams' }))).toEqual(screenAccess(APP_PATHS.examCell));
    expect(tab({ tab: 'memos' })).toBe(`${APP_PATHS.examCell}?tab=memos`);
    expect(screenAccess(tab({ tab: 'analysis', exam: 3 }))).toEqual(screenAccess(`${APP_PATHS.examCell}?tab=analysis`));
    expect(screenAccess(tab({ tab: 'analysis' }))).not.toEqual(screenAccess(APP_PATHS.examCell));
    expect(screenTitle(tab({ tab: 'memos' }))).toBe('Memos and Certificates');
    const list = { params: { kind: 'holidays' }, search: {} };
    expect(screenPath(APP_PATHS.academicList, list)).toBe('/app/Admin/Lists/holidays');
  });
});

/** React writes the apostrophe as an entity. */
const escaped = (text: string) => text.replace("'", '&#x27;');
const as = (roles: string[]) =>
  encodeURIComponent(erpUserCookieText({ username: 'someone', fullName: 'Someone', roles }));
const send: PageRequest['send'] = async () => ({
  status: 404,
  headers: [['content-type', 'application/json']],
  body: '{}',
});

describe('the permission page comes from the route, under the title the screen had', () => {
  it("shows an administrator the Student's fee payment screen as 'You Don't have permission to View'", async () => {
    const page = await renderPage('/app/Student/Fee%20Payment', { erpUser: as(['ROLE_ADMIN']), locale: 'en', send });
    expect(page!.html).toContain(escaped(NO_PERMISSION));
    expect(page!.html).toContain('Online Fee Payment');
  });

  it("shows a student the administrator's landing as the permission page titled with the landing", async () => {
    const page = await renderPage('/app/Admin', { erpUser: as(['ROLE_STUDENT']), locale: 'en', send });
    expect(page!.html).toContain(escaped(NO_PERMISSION));
    expect(page!.html).toMatch(/<h1[^>]*>Admin<\/h1>/);
  });
});
