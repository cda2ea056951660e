import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NO_PERMISSION } from '../../src/domain/auth/messages';
import { ALL_ROLES, LANDING_BY_ROLE, LOGIN_ROLES, demoUserName, type LoginRole } from '../../src/domain/auth/roles';
import { moduleFunctions } from '../../src/domain/dashboards/module-functions';
import { FUNCTION_SCREENS, ROLE_DASHBOARDS } from '../../src/domain/dashboards/role-dashboards';
import { MODULE_TILES } from '../../src/domain/home/module-tiles';
import { linksOf, menuFor } from '../../src/domain/menus/menu-tree';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const signedIn = useSignedIn(browser, baseUrl);

/** The dashboard functions a login role is offered that have a screen (the others say "coming soon" honestly). */
const functionScreens = (role: LoginRole) => {
  const dashboard = ROLE_DASHBOARDS[role];
  const tile = MODULE_TILES.find((t) => t.title === dashboard.module);
  return moduleFunctions(dashboard, tile?.functions ?? [], [role]).flatMap((f) => (f.to ? [f.to] : []));
};

/** Opens an entry and fails on a refusal, a sign-in page, or "coming soon" for a screen that exists. */
async function expectOpens(page: Page, role: string, to: string) {
  await page.goto(to);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const where = `${role} → ${to}`;
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
  await expectNoAxeViolations(page, `menu entry ${to}`);
}

/**
 * Every demo role signs in at 360 px and opens each entry of its menu and each function its dashboard links:
 * none answers "You Don't have permission to View", a sign-in page or "coming soon".
 */
describe('the menu walk', () => {
  it.each(ALL_ROLES)('opens every entry offered to %s', async (role) => {
    const page = await signedIn(demoUserName(role), true);
    const entries = new Set(linksOf(menuFor([role])).map((l) => l.to));
    if ((LOGIN_ROLES as readonly string[]).includes(role)) {
      entries.add(LANDING_BY_ROLE[role as LoginRole]);
      for (const to of functionScreens(role as LoginRole)) entries.add(to);
    }
    // The ERP home lists external sites that are not configured as "coming soon": it is not a function screen.
    entries.delete('/erphome');
    for (const to of entries) await expectOpens(page, role, to);
    await page.context().close();
  });
});
