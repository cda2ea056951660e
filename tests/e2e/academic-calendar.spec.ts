import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const HOLIDAY = 'End To End Holiday';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  // Puts the demo data back should a run stop half-way: removes the holiday this spec adds.
  const ctx = await newDesktopContext(browser(), baseUrl);
  await ctx.request.post('/api/auth/signin?module=Admin', {
    data: { username: 'admin', password: DEMO, module: 'Admin' },
  });
  const page = (await (await ctx.request.get(`/api/app/lists/holidays?q=${encodeURIComponent(HOLIDAY)}`)).json()) as {
    rows: { id: number; name: string }[];
  };
  for (const row of page.rows.filter((r) => r.name === HOLIDAY))
    await ctx.request.delete(`/api/app/lists/holidays/${row.id}`);
  await ctx.close();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe('the college calendar', () => {
  it('an administrator adds a holiday to the current year at 360 px and sees it listed, with axe', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });

    await page.goto('/app/Admin/Lists');
    await page.getByRole('heading', { level: 2, name: 'Calendar' }).waitFor();
    await page.getByRole('link', { name: 'Holidays' }).click();
    await page.getByRole('heading', { level: 1, name: 'Holidays' }).waitFor();
    await page.getByTestId('list-count').waitFor();

    await page.getByRole('button', { name: 'Add holiday' }).click();
    const add = page.getByRole('form', { name: 'Add holiday' });
    await expect.poll(() => add.getByLabel('Academic year').locator('option').count()).toBeGreaterThan(1);
    await add.getByLabel(/^Date/).fill('2027-03-22');
    await add.getByLabel(/^Name/).fill(HOLIDAY);
    await add.getByLabel('Academic year').selectOption({ label: '2026-2027' });
    await expectNoAxeViolations(page, 'add holiday form');
    await add.getByRole('button', { name: 'Save' }).click();
    await page.locator('.academic-list .success-note').getByText(M.saved).waitFor();

    const form = page.getByRole('search');
    await form.getByLabel('Search').fill(HOLIDAY);
    await form.getByRole('button', { name: 'Search' }).click();
    const row = page.locator('.list-table tbody tr', { hasText: HOLIDAY });
    await row.getByText('2027-03-22').waitFor();
    await row.getByText('2026-2027').waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/academic-holidays-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'holidays list');
  });
});
