import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const RULES = '/app/Library/Circulation Rules';

/** The saved matrix, straight from the server. */
const savedRules = async (request: APIRequestContext) =>
  ((await (await request.get('/api/app/library/rules')).json()) as { rules: Record<string, unknown>[] }).rules;

/** The row of one item type in one patron category's table. */
const rowOf = (page: Page, category: string, itemType: string) =>
  page
    .getByRole('table', { name: category })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: itemType, exact: true }) });

describe('library circulation rules', () => {
  it('at 360 px the incharge gives faculty theses a rule of their own, saves it, sees it after a reload, and removes it', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Library', 'library_incharge', DEMO, encodeURI('/app/Library Dashboard'), {
      axeLogin: false,
    });
    // Faculty theses follow the faculty's row for all item types in the demo; no other spec reads them.
    const seeded = await savedRules(ctx.request);
    try {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const side = page.locator('#side-menu');
      await side.getByRole('button', { name: 'Library', exact: true }).click();
      await side.getByRole('link', { name: /^Circulation Rules/ }).click();
      await page.getByRole('heading', { level: 1, name: 'Circulation Rules' }).waitFor();
      await expect.poll(() => page.url()).toBe(`${baseUrl}${encodeURI(RULES)}`);

      const thesis = rowOf(page, 'Faculty', 'Thesis');
      await thesis.getByText('As all other item types').waitFor();
      await thesis.getByRole('button', { name: 'Edit the rule for Faculty: Thesis' }).click();
      const dialog = page.getByRole('dialog', { name: 'Faculty: Thesis' });
      await dialog.getByLabel('Loan period (days; 0: not lent)').fill('45');
      await dialog.getByLabel('Fine per late day (Rs)').fill('2.50');
      await expectNoAxeViolations(page, 'rule dialog 360');
      await dialog.getByRole('button', { name: 'Use this rule' }).click();
      await page.getByText('The rules have changes not saved yet.').waitFor();
      await page.getByRole('button', { name: 'Save the rules' }).click();
      await page.getByText(M.rulesSaved).first().waitFor();

      await page.reload();
      await thesis.getByRole('cell', { name: '45 days' }).waitFor();
      await thesis.getByRole('cell', { name: 'Rs 2.50' }).waitFor();
      expect(await savedRules(ctx.request)).toContainEqual(
        expect.objectContaining({ patronCategory: 'FACULTY', itemType: 'THESIS', loanDays: 45, finePerDayPaise: 250 }),
      );
      // A material allowance added and edited; not in force, so it lends nothing to the specs after this one.
      const allowance = `E2E book bank ${String(Date.now()).slice(-5)}`;
      await page.getByRole('button', { name: 'Add a material allowance' }).click();
      const added = page.getByRole('form', { name: 'New material allowance' });
      await added.getByLabel('Name').fill(allowance);
      // Any of the college's degrees, though no allowance names one yet.
      await added.getByLabel('Degree').selectOption({ label: 'B.Tech' });
      await added.getByLabel('Semester').selectOption('5');
      await added.getByLabel('Copies each student may take').fill('2');
      await added.getByLabel('Due back on').fill('2027-04-30');
      await added.getByLabel('In force (lends now)').uncheck();
      await added.getByRole('button', { name: 'Save the allowance' }).click();
      const line = page
        .getByRole('table', { name: 'Material allowances' })
        .getByRole('row')
        .filter({ hasText: allowance });
      await line.getByRole('cell', { name: 'B.Tech · semester 5' }).waitFor();
      await line.getByRole('button', { name: `Edit the allowance ${allowance}` }).click();
      const edited = page.getByRole('form', { name: `Edit the allowance ${allowance}` });
      await edited.getByLabel('Copies each student may take').fill('3');
      await edited.getByRole('button', { name: 'Save the allowance' }).click();
      await line.getByText('3', { exact: true }).waitFor();

      await expectNoAxeViolations(page, 'circulation rules 360');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/library-rules-360.png`, fullPage: true });
      await wideShot(page, 'library-rules');
      await expectNoAxeViolations(page, 'circulation rules 360 after 1280');

      // Removed, theses follow the faculty's row again: the seeded matrix is back.
      await thesis.getByRole('button', { name: 'Remove the rule for Faculty: Thesis' }).click();
      await page.getByRole('button', { name: 'Save the rules' }).click();
      await thesis.getByText('As all other item types').waitFor();
      await expect.poll(async () => (await savedRules(ctx.request)).length).toBe(seeded.length);
    } finally {
      // Should a step fail half-way, the demo's matrix is put back for the specs after this one.
      if ((await savedRules(ctx.request)).length !== seeded.length)
        await ctx.request.put('/api/app/library/rules', { data: { rules: seeded } });
      await ctx.close();
    }
  });
});
