import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const ROLL = `${ROLL_PREFIX}0501`;
const DESK = '/app/Library/Issue and Return';

interface Loan {
  barcode: string;
  titleId: number;
}
const loansOf = async (ctx: BrowserContext): Promise<Loan[]> =>
  ((await (await ctx.request.get(`/api/app/library/patrons/${ROLL}`)).json()) as { loans: Loan[] }).loans;
const copyStatus = async (ctx: BrowserContext, titleId: number, barcode: string): Promise<string | undefined> => {
  const detail = (await (await ctx.request.get(`/api/app/library/titles/${String(titleId)}`)).json()) as {
    copyList: { barcode: string; status: string }[];
  };
  return detail.copyList.find((c) => c.barcode === barcode)?.status;
};

/** The desk's line about one copy, in the list it is in. */
const lineOf = (page: Page, list: string, barcode: string) =>
  page
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: page.getByText(`Barcode ${barcode}`, { exact: true }) })
    .first();

describe('library circulation desk', () => {
  it('at 360 px the librarian issues a copy online, takes it back offline, and the return is recorded once online', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Library', 'library_incharge', DEMO, encodeURI('/app/Library Dashboard'), {
      axeLogin: false,
    });
    await page.goto(encodeURI(DESK));
    await page.getByRole('heading', { level: 1, name: 'Issue and Return' }).waitFor();

    const patronBox = page.getByLabel('Patron’s roll number or employee code');
    await patronBox.fill(ROLL);
    await patronBox.press('Enter');
    await page.getByRole('heading', { name: new RegExp(ROLL) }).waitFor();

    // The first demo copy that the rules lend this student (a copy may be out, kept, or a book bank copy).
    const copyBox = page.getByLabel('Barcode of the copy to issue');
    let issued: string | null = null;
    for (let accession = 2; accession < 40 && !issued; accession++) {
      const barcode = String(accession);
      await copyBox.fill(barcode);
      await copyBox.press('Enter');
      const line = lineOf(page, 'Issued at the desk', barcode);
      await line.waitFor();
      if ((await line.getAttribute('class'))?.includes('is-done')) issued = barcode;
    }
    expect(issued).not.toBeNull();
    const barcode = issued!;
    await expect
      .poll(async () => (await lineOf(page, 'Issued at the desk', barcode).textContent()) ?? '')
      .toMatch(/due \d/);
    await page.getByRole('table').getByRole('cell', { name: barcode, exact: true }).waitFor();
    const loan = (await loansOf(ctx)).find((l) => l.barcode === barcode);
    expect(loan).toBeDefined();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-desk-issue-360.png`, fullPage: true });
    await wideShot(page, 'library-desk-issue');

    // The network goes: the return waits on the device.
    await ctx.setOffline(true);
    await page.getByRole('button', { name: 'Return', exact: true }).click();
    const returnBox = page.getByLabel('Barcode of the copy returned');
    await returnBox.fill(barcode);
    await returnBox.press('Enter');
    await lineOf(page, 'Returned at the desk', barcode).getByText(M.savedOffline).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-desk-return-offline-360.png`, fullPage: true });

    // Back online: the page sends what waited; the loan is closed once and the copy is on the shelf again.
    await ctx.setOffline(false);
    await expect
      .poll(async () => (await loansOf(ctx)).filter((l) => l.barcode === barcode).length, {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(0);
    expect(await copyStatus(ctx, loan!.titleId, barcode)).toBe('AVAILABLE');
    const conflicts = (await (await ctx.request.get('/api/app/library/conflicts?resolved=0')).json()) as {
      conflicts: { barcode: string }[];
    };
    expect(conflicts.conflicts.filter((c) => c.barcode === barcode)).toHaveLength(0);

    // A return online says the fine and where the copy goes, in big letters.
    await returnBox.fill(barcode);
    await returnBox.press('Enter');
    await page.getByRole('alert').getByText(M.notOnLoan).waitFor();
    await wideShot(page, 'library-desk-return');
    await ctx.close();
  });

  it('at 360 px the librarian charges a student for a copy they lost, and the copy is written off', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Library', 'library_incharge', DEMO, encodeURI('/app/Library Dashboard'), {
      axeLogin: false,
    });
    // A student of their own has a copy out (the first demo copy the rules lend them, from the far end).
    const patron = `${ROLL_PREFIX}0538`;
    let barcode: string | null = null;
    for (let accession = 120; accession > 60 && !barcode; accession--) {
      const res = await ctx.request.post('/api/app/library/issues', {
        data: { patron, barcode: String(accession) },
      });
      if (res.status() === 201) barcode = String(accession);
    }
    expect(barcode).not.toBeNull();
    const loan = (
      (await (await ctx.request.get(`/api/app/library/patrons/${patron}`)).json()) as { loans: Loan[] }
    ).loans.find((l) => l.barcode === barcode)!;

    await page.goto(encodeURI(DESK));
    await page.getByRole('button', { name: 'Lost or damaged' }).click();
    const form = page.getByRole('form', { name: 'Lost or damaged copy' });
    await form.getByLabel('Barcode of the copy').fill(barcode!);
    await form.getByLabel('What happened').selectOption('LOST');
    await form.getByLabel(/^Amount to charge/).fill('250');
    await form.getByLabel('What the patron said').fill('Left it on a bus');
    await form.getByRole('button', { name: 'Charge and write off' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await form
      .getByRole('status')
      .getByText(/is charged Rs 250\.00 for the lost copy/)
      .waitFor();
    expect(await copyStatus(ctx, loan.titleId, barcode!)).toBe('LOST');
    expect(
      ((await (await ctx.request.get(`/api/app/library/patrons/${patron}`)).json()) as { loans: Loan[] }).loans,
    ).not.toContainEqual(expect.objectContaining({ barcode }));
    await expectNoAxeViolations(page, 'the desk’s lost or damaged form');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-desk-lost-360.png`, fullPage: true });

    // Charged once: the same copy again is not on loan.
    await form.getByLabel('Barcode of the copy').fill(barcode!);
    await form.getByLabel('What happened').selectOption('LOST');
    await form.getByLabel('What the patron said').fill('Again');
    await form.getByRole('button', { name: 'Charge and write off' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await form.getByRole('alert').getByText(M.notOnLoan).waitFor();
    await ctx.close();
  });
});
