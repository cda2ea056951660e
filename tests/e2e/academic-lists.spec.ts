import type { BrowserContext, Page } from 'playwright-core';
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
const SHORT = 'E2EB';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  // Puts the demo data back should a run stop half-way: removes the branch this spec adds.
  const ctx = await newDesktopContext(browser(), baseUrl);
  await ctx.request.post('/api/auth/signin?module=Admin', {
    data: { username: 'admin', password: DEMO, module: 'Admin' },
  });
  const page = (await (await ctx.request.get(`/api/app/lists/branches?q=${SHORT}`)).json()) as {
    rows: { id: number; shortName: string }[];
  };
  for (const row of page.rows.filter((r) => r.shortName === SHORT))
    await ctx.request.delete(`/api/app/lists/branches/${row.id}`);
  await ctx.close();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

const status = (page: Page) => page.locator('.academic-list .success-note');
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function search(page: Page, words: string) {
  const form = page.getByRole('search');
  await form.getByLabel('Search').fill(words);
  await form.getByRole('button', { name: 'Search' }).click();
}

describe('the lists the college keeps', () => {
  it('an administrator adds, edits, searches and deletes a branch at 360 px, by keyboard where it matters, with axe', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');

    await page.goto('/app/Admin/Lists/branches');
    await page.getByRole('heading', { level: 1, name: 'Branches' }).waitFor();
    await page.getByTestId('list-count').waitFor();
    await expectNoAxeViolations(page, 'branches list');

    await page.getByRole('button', { name: 'Add branch' }).click();
    const add = page.getByRole('form', { name: 'Add branch' });
    await expect.poll(() => add.getByLabel('Degree').locator('option').count()).toBeGreaterThan(1);
    await add.getByLabel('Degree').selectOption({ label: 'B.Tech' });
    await expect.poll(() => add.getByLabel('Department').locator('option').count()).toBeGreaterThan(1);
    await add.getByLabel('Department').selectOption({ label: 'Computer Science and Engineering' });
    // Save with a field left empty: the list's own schema answers before anything is sent.
    await add.getByRole('button', { name: 'Save' }).click();
    await add.getByRole('alert').getByText(M.fillAll).waitFor();
    await add.getByLabel(/^Code/).fill('97');
    await add.getByLabel(/^Short form/).fill(SHORT);
    await add.getByLabel(/^Name/).fill('End To End Branch');
    await add.getByLabel(/^Intake/).fill('60');
    await expectNoAxeViolations(page, 'add branch form');
    await add.getByLabel(/^Intake/).press('Enter');
    await status(page).getByText(M.saved).waitFor();

    await search(page, SHORT);
    const row = page.locator('.list-table tbody tr', { hasText: SHORT });
    // The search runs on the server: the page shown becomes the one matching row.
    await expect.poll(() => page.locator('.list-table tbody tr').count(), { timeout: 10_000 }).toBe(1);
    await row.waitFor();
    await row.getByRole('button', { name: `Edit branch ${SHORT}` }).click();
    const edit = page.getByRole('form', { name: 'Edit branch' });
    await edit.getByLabel(/^Intake/).fill('90');
    await edit.getByRole('button', { name: 'Save' }).click();
    await status(page).getByText(M.modified).waitFor();
    await row.getByText('90', { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/academic-branches-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'branches after edit');

    // A branch with students is refused with the §8 words and the reason.
    await search(page, 'CSE');
    const cse = page.locator('.list-table tbody tr').filter({ has: page.getByText('CSE', { exact: true }) });
    // B.Tech's CSE (listed first, by degree) has the demo students.
    await cse.first().getByRole('button', { name: 'Delete branch CSE' }).click();
    const alert = page.locator('ion-alert');
    await alert.getByRole('button', { name: 'YES' }).click();
    await page
      .getByRole('alert')
      .getByText(new RegExp(`^${M.deleteRefused}: Used by \\d+ students`))
      .waitFor();

    await search(page, SHORT);
    await row.getByRole('button', { name: `Delete branch ${SHORT}` }).click();
    await alert.getByRole('button', { name: 'YES' }).click();
    await status(page).getByText(M.deleted).waitFor();
    await page.getByText(M.noData).waitFor();
  });

  it('lays the subjects out at 1280 px with its filters', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    await page.goto('/app/Admin/Lists/subjects');
    await page.getByRole('heading', { level: 1, name: 'Subjects' }).waitFor();
    await page.getByTestId('list-count').waitFor();
    await page.getByRole('search').getByLabel('Type').selectOption('lab');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(async () =>
        (await page.locator('.list-table tbody td[data-label="Type"]').allInnerTexts()).every((t) => t === 'lab'),
      )
      .toBe(true);
    await expectNoAxeViolations(page, 'subjects list');
  });

  it("filters the sections by the batches on roll, each label once, and by every batch once 'Show all batches'", async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    const labels = async (batches: 'current' | 'all') =>
      (
        (await (await ctx.request.get(`/api/app/lists/batches/options?batches=${batches}`)).json()) as {
          label: string;
        }[]
      ).map((o) => o.label);
    const onRoll = await labels('current');
    const every = await labels('all');
    // The demo keeps graduated batches: the filter has something to leave out.
    expect(every.length).toBeGreaterThan(onRoll.length);

    await page.goto('/app/Admin/Lists/sections');
    await page.getByRole('heading', { level: 1, name: 'Sections' }).waitFor();
    await page.getByTestId('list-count').waitFor();
    const batch = page.getByRole('search').getByLabel('Batch', { exact: true });
    const offered = async () => (await batch.locator('option').allInnerTexts()).slice(1);
    await expect.poll(offered).toEqual(onRoll);
    expect(new Set(onRoll).size).toBe(onRoll.length);

    await page.getByLabel('Show all batches (not only those on roll)').check();
    await expect.poll(offered).toEqual(every);
    expect(new Set(every).size).toBe(every.length);
  });
});
