import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { useBrowser, waitForAppOnNavigation, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { DEMO_PASSWORD } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
/** A phone screen of 360 × 740 and the most the fixed header may take of it (§2: fixed after 64 px of scrolling). */
const PHONE = { width: 360, height: 740 };
const MAX_FIXED_HEADER_PX = 64;

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close().catch(() => undefined))));

async function phonePage(username: string): Promise<Page> {
  const ctx = waitForAppOnNavigation(
    await browser().newContext({ baseURL: baseUrl, viewport: PHONE, ...WITHOUT_SERVICE_WORKER }),
  );
  contexts.push(ctx);
  const res = await ctx.request.post('/api/auth/signin', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ctx.newPage();
}

/** Scrolls the page's content down and gives the height of the header once it has become fixed. */
async function fixedHeaderHeight(page: Page): Promise<number> {
  const room = await page.locator('.app-scroll').evaluate((el) => el.scrollHeight - el.clientHeight);
  expect(room, 'the page scrolls far enough to fix the header').toBeGreaterThan(MAX_FIXED_HEADER_PX + 20);
  await page.locator('.app-scroll').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  const header = page.locator('header.app-header--fixed');
  await header.waitFor();
  const box = await header.boundingBox();
  return box?.height ?? Number.POSITIVE_INFINITY;
}

const PAGES: [user: string, path: string, ready: string][] = [
  ['admin', '/app/Admin', '.counter'],
  ['admin', '/app/Admin/Students', 'table'],
  ['hod', '/app/HOD Dashboard', '.counter'],
  ['student', '/app/Student', '.counter'],
  ['faculty', '/Faculty Dashboard', '.counter'],
];

describe('signed-in header on a 360 × 740 phone', () => {
  it.each(PAGES)(
    "%s's %s: the header scrolled is at most 64 px and shows logo and icons",
    async (user, path, ready) => {
      const page = await phonePage(user);
      await page.goto(encodeURI(path));
      await page.locator(ready).first().waitFor();
      const height = await fixedHeaderHeight(page);
      expect(height).toBeLessThanOrEqual(MAX_FIXED_HEADER_PX);
      // Nothing of the header sticks out of its box and every icon stays reachable.
      await expect(page.locator('header .menu-toggle').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Log Out', exact: true }).isVisible()).resolves.toBe(true);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `${path} scrolled at 360 px`);
    },
  );
});
