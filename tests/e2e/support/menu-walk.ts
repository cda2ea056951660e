import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../../src/domain/auth/messages';
import {
  ALL_ROLES,
  LANDING_BY_ROLE,
  LOGIN_ROLES,
  demoUserName,
  type LoginRole,
  type Role,
} from '../../../src/domain/auth/roles';
import { moduleFunctions } from '../../../src/domain/dashboards/module-functions';
import { FUNCTION_SCREENS } from '../../../src/domain/dashboards/function-screens';
import { ROLE_DASHBOARDS } from '../../../src/domain/dashboards/role-dashboards';
import { MODULE_TILES } from '../../../src/domain/home/module-tiles';
import { linksOf, menuFor } from '../../../src/domain/menus/menu-tree';
import { expectNoAxeViolations } from './axe';
import { newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './browser';
import { e2eServer } from './server';
import { DEMO_PASSWORD } from './signed-in';

/**
 * The demo roles in the three spec files of the menu walk (menu-walk-*.spec.ts), so the suite's two workers share
 * the walk. Every role is in exactly one group (checked when this module loads).
 */
export const MENU_WALK_GROUPS = {
  teaching: [
    'ROLE_FACULTY',
    'ROLE_DEAN',
    'ROLE_PRINCIPAL',
    'ROLE_CHAIRMAN',
    'ROLE_HOD',
    'ROLE_ACADEMICS',
    'ROLE_EXAMINATION',
    'ROLE_DIRECTOR',
    'ROLE_CORRESPONDENCE',
    'ROLE_ADMINISTRATION',
  ],
  offices: [
    'ROLE_ADMIN',
    'ROLE_TRANSPORTATION_INCHARGE',
    'ROLE_LIBRARY_INCHARGE',
    'ROLE_LIBRARY_ASSISTANT',
    'ROLE_OPAC_LIBRARY',
    'ROLE_ACCOUNTANT',
    'ROLE_ACCOUNTANTS_OFFICER',
    'ROLE_FEEPAYMENTS',
    'ROLE_ADMISSIONS',
    'ROLE_IQAC_INCHARGE',
    'ROLE_IQAC_COORDINATOR',
  ],
  campus: [
    'ROLE_STUDENT',
    'ROLE_PARENT',
    'ROLE_ALUMNI',
    'ROLE_GRIEVANCE_INCHARGE',
    'ROLE_HOSTEL_INCHARGE',
    'ROLE_PLACEMENT_rDEAN',
    'ROLE_SECURITY',
    'ROLE_INVENTORY',
  ],
} as const satisfies Record<string, readonly Role[]>;

const grouped = Object.values(MENU_WALK_GROUPS).flat();
if (grouped.length !== ALL_ROLES.length || ALL_ROLES.some((role) => !grouped.includes(role as never)))
  throw new Error('Each demo role belongs to exactly one group of the menu walk (MENU_WALK_GROUPS)');

const isLoginRole = (role: Role): role is LoginRole => (LOGIN_ROLES as readonly string[]).includes(role);

/** The dashboard functions a login role is offered that have a screen (the others say "coming soon" honestly). */
const functionScreens = (role: LoginRole) => {
  const dashboard = ROLE_DASHBOARDS[role];
  const tile = MODULE_TILES.find((t) => t.title === dashboard.module);
  return moduleFunctions(dashboard, tile?.functions ?? [], [role]).flatMap((f) => (f.to ? [f.to] : []));
};

/** What a role may open: its landing first (where a login role arrives), then its menu and its dashboard's functions. */
export function entriesOf(role: Role): string[] {
  const entries = new Set<string>();
  if (isLoginRole(role)) entries.add(LANDING_BY_ROLE[role]);
  for (const link of linksOf(menuFor([role]))) entries.add(link.to);
  if (isLoginRole(role)) for (const to of functionScreens(role)) entries.add(to);
  // The ERP home lists external sites that are not configured as "coming soon": it is not a function screen.
  entries.delete('/erphome');
  return [...entries];
}

/**
 * The role whose walk runs axe on each screen path: the first role of ALL_ROLES offered it. A path reached by many
 * roles (the calendar, Leave) shows them the same screen, so it is analysed once per run, by the same role whichever
 * files run (a role's header differs from another's in its menu's links, which the header-dashboards spec analyses
 * with the menu open).
 */
const AXE_BY: ReadonlyMap<string, Role> = (() => {
  const owners = new Map<string, Role>();
  for (const role of ALL_ROLES) for (const to of entriesOf(role)) if (!owners.has(to)) owners.set(to, role);
  return owners;
})();

/** What the walk reads of the app's router (TanStack Router keeps itself on `window.__TSR_ROUTER__`). */
interface AppRouter {
  navigate(options: { href: string }): Promise<void>;
  state: { status: 'idle' | 'pending'; isLoading: boolean };
  options: { context: { queryClient: { isFetching(): number; isMutating(): number } } };
}
type WithRouter = typeof globalThis & { __TSR_ROUTER__?: AppRouter };

/**
 * Opens `to` as a menu link does: the app's router navigates within the page, which resolves once the new screen
 * has rendered (a reload per entry would start the whole app again for each). The role's first entry is loaded
 * from the address bar.
 */
async function open(page: Page, to: string, first: boolean, where: string) {
  if (first) await page.goto(to);
  else
    await page.evaluate(async (href) => {
      const router = (globalThis as WithRouter).__TSR_ROUTER__;
      if (!router) throw new Error('The app has no router');
      await router.navigate({ href });
    }, to);
  await shown(page, where);
  // Once more a frame later: a query the screen starts once it is on screen (in an effect) is then under way.
  await shown(page, where);
}

/** Until the screen shows what it is about: its heading, its router and its queries idle, no loading indicator. */
async function shown(page: Page, where: string) {
  const loaded = await page
    .waitForFunction(
      () => {
        const router = (globalThis as WithRouter).__TSR_ROUTER__;
        if (!router || router.state.status !== 'idle' || router.state.isLoading) return false;
        const queries = router.options.context.queryClient;
        if (queries.isFetching() > 0 || queries.isMutating() > 0) return false;
        if (!document.querySelector('h1')) return false;
        if (document.querySelector('.route-pending, [aria-busy="true"]')) return false;
        return ![...document.querySelectorAll('p:not([role="alert"])')].some((p) =>
          /^Loading\b/.test(p.textContent ?? ''),
        );
      },
      undefined,
      { polling: 'raf', timeout: 30_000 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(loaded, `${where}: the screen did not finish loading`).toBe(true);
}

/** Fails on a sign-in page, a refusal, or "coming soon" for a function that has a screen. */
async function expectOpened(page: Page, where: string) {
  expect(new URL(page.url()).pathname, where).not.toMatch(/^\/(login|signin|register)/i);
  expect(await page.getByText(NO_PERMISSION).count(), where).toBe(0);
  // A dashboard may list its module's functions still to come; none of them may be one that has a screen.
  for (const item of await page
    .locator('.function-list li')
    .filter({ has: page.locator('.soon-tag') })
    .all()) {
    const name = (await item.innerText()).replace(/coming soon/i, '').trim();
    expect(FUNCTION_SCREENS[name], `${where}: "${name}" exists but says coming soon`).toBeUndefined();
  }
  expect(await page.getByText(/coming soon/i).count(), where).toBe(
    await page.locator('.function-list .soon-tag').count(),
  );
}

/**
 * A page of the walk's one phone context (360 px), signed in as `role` through the API with nothing of the previous
 * role's left: no cookie, no local or session storage, no IndexedDB database, no Cache Storage. What stays is the
 * browser's HTTP cache of the app's files (immutable, named by their hashes), so a role's first screen does not
 * download and compile the whole app again.
 */
async function signedInAfresh(context: BrowserContext, role: Role): Promise<Page> {
  for (const earlier of context.pages()) await earlier.close();
  await context.clearCookies();
  const page = await context.newPage();
  // A file of the app's origin, not the app: its storage is reachable there while no app holds it open.
  await page.goto('/robots.txt');
  await page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = (await indexedDB.databases()).flatMap((db) => (db.name ? [db.name] : []));
    await Promise.all(
      names.map(
        (name) =>
          new Promise((done, fail) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = done;
            request.onerror = () => fail(new Error(`IndexedDB ${name} was not deleted`));
            request.onblocked = () => fail(new Error(`IndexedDB ${name} is still open`));
          }),
      ),
    );
    for (const key of await caches.keys()) await caches.delete(key);
  });
  const res = await context.request.post('/api/auth/signin', {
    data: { username: demoUserName(role), password: DEMO_PASSWORD },
  });
  expect(res.status(), `${role} signs in`).toBe(200);
  return page;
}

/**
 * The menu walk of a group of roles: each signs in at 360 px and opens each entry of its menu and each function its
 * dashboard links; none answers "You Don't have permission to View", a sign-in page or "coming soon", and each
 * screen path passes axe (see AXE_BY). Call at the top of a spec file.
 */
export function describeMenuWalk(group: keyof typeof MENU_WALK_GROUPS) {
  const browser = useBrowser(WITHOUT_SERVICE_WORKER);
  const baseUrl = e2eServer().baseUrl;
  let context: BrowserContext | undefined;
  afterAll(async () => context?.close());
  describe(`the menu walk (${group})`, () => {
    it.each(MENU_WALK_GROUPS[group])('opens every entry offered to %s', async (role) => {
      context ??= await newPhoneContext(browser(), baseUrl);
      const page = await signedInAfresh(context, role);
      for (const [i, to] of entriesOf(role).entries()) {
        const where = `${role} → ${to}`;
        await open(page, to, i === 0, where);
        await expectOpened(page, where);
        if (AXE_BY.get(to) === role) await expectNoAxeViolations(page, `menu entry ${to} (${role})`);
      }
    });
  });
}
