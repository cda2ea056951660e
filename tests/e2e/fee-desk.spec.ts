import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COUNTER_MESSAGES as M } from '../../src/domain/payments/counter-messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';

async function signedIn(kind: 'phone' | 'desktop', username: string, landing: string) {
  const ctx =
    kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand('Accounts', username, DEMO, landing, { axeLogin: false });
  return { ctx, page };
}

async function answerYes(page: Page, question: RegExp) {
  const alert = page.locator('ion-alert');
  await alert.getByText(question).waitFor();
  await alert.getByRole('button', { name: 'YES' }).click();
  await alert.waitFor({ state: 'detached' });
}

/** Finds the student at the desk (one match opens their dues) and takes cash for the miscellaneous dues. */
async function takeCash(page: Page, roll: string): Promise<string> {
  await page.goto('/app/Accounts/Fee Collection');
  await page.getByRole('searchbox', { name: /Roll number, name or admission number/ }).fill(roll.toLowerCase());
  await page.getByRole('searchbox', { name: /Roll number/ }).press('Enter');
  await page.getByText(roll, { exact: true }).waitFor();
  await page.getByRole('checkbox', { name: /ID CARD/ }).check();
  await page.getByRole('checkbox', { name: /BONAFIDE CERTIFICATE/ }).check();
  await page.getByTestId('counter-choice').getByText('2 dues ticked, Rs 350.00 due').waitFor();
  expect(await page.getByLabel('Amount received (Rs.)').inputValue()).toBe('350.00');
  await page.getByRole('button', { name: 'Take payment' }).click();
  await answerYes(page, /Take Rs 350\.00 by Cash for 2 dues\?/);
  const made = page.locator('.counter-made');
  await made.getByText(/Payment received\. Receipt RCPT\/\d{4}-\d{4}\/\d{6} for Rs 350\.00\./).waitFor();
  return /RCPT\/\d{4}-\d{4}\/\d{6}/.exec((await made.textContent()) ?? '')![0];
}

describe('the fee desk', () => {
  it('a desk clerk on a phone takes cash for two dues and prints the receipt (its text read back)', async () => {
    const { ctx, page } = await signedIn('phone', 'feepayments', '/app/feepayments/Dashboard');
    const roll = `${ROLL_PREFIX}0521`;
    const receiptNo = await takeCash(page, roll);
    // Both dues are now paid on the screen, and the receipt is listed.
    await page.getByRole('checkbox', { name: /ID CARD/ }).waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: /BONAFIDE CERTIFICATE/ }).waitFor({ state: 'detached' });
    await page.locator('.counter-receipts').getByText(receiptNo).waitFor();
    await expectNoAxeViolations(page, 'fee desk 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-desk-360.png`, fullPage: true });

    const download = page.waitForEvent('download', {
      predicate: (d) => /^Receipt_.*_a5\.pdf$/.test(d.suggestedFilename()),
    });
    await page.locator('.counter-made').getByRole('button', { name: 'Print on A5' }).click();
    const file = `${ARTIFACTS_DIR}/fee-desk-receipt-a5.pdf`;
    await (await download).saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(receiptNo);
    expect(text).toContain(roll);
    expect(text).toContain('MISCELLANEOUS - ID CARD');
    expect(text).toContain('MISCELLANEOUS - BONAFIDE CERTIFICATE');
    expect(text).toContain('Rs 350.00');
    expect(text).toContain('Cash');
    await ctx.close();
  });

  it('a cashier hands the day over at 1280 px, the desk refuses more money, and the officer closes the day', async () => {
    const cashier = await signedIn('desktop', 'accountant', '/app/Accounts%20Dashboard');
    await takeCash(cashier.page, `${ROLL_PREFIX}0522`);
    await cashier.page.goto('/app/Accounts/Cashier Day');
    await cashier.page.getByText('Open: taking fees').waitFor();
    await cashier.page.getByRole('button', { name: 'Hand over the day' }).click();
    await answerYes(cashier.page, /No more fees can be taken on this day/);
    await cashier.page.getByText('Handed over: waiting for the accounts officer').waitFor();
    await expectNoAxeViolations(cashier.page, 'cashier day');
    await cashier.page.screenshot({ path: `${ARTIFACTS_DIR}/cashier-day-1280.png`, fullPage: true });
    // The desk takes no more money on a handed-over day.
    await cashier.page.goto('/app/Accounts/Fee Collection');
    await cashier.page.getByRole('searchbox', { name: /Roll number/ }).fill(`${ROLL_PREFIX}0522`);
    await cashier.page.getByRole('searchbox', { name: /Roll number/ }).press('Enter');
    await cashier.page
      .getByRole('checkbox', { name: /TUITION FEE/ })
      .first()
      .check();
    await cashier.page.getByLabel('Amount received (Rs.)').fill('100');
    await cashier.page.getByRole('button', { name: 'Take payment' }).click();
    await answerYes(cashier.page, /Take Rs 100\.00 by Cash/);
    await cashier.page.getByText(M.dayClosed).waitFor();
    await cashier.ctx.close();

    const officer = await signedIn('desktop', 'accountants_officer', '/app/Accounts%20Dashboard');
    await officer.page.goto('/app/Accounts/Cashier Day');
    const day = officer.page
      .locator('.counter-days li')
      .filter({ hasText: 'Demo Accountant,' })
      .filter({
        has: officer.page.getByRole('button', { name: 'Confirm and close' }),
      });
    await day.first().getByRole('button', { name: 'Confirm and close' }).click();
    await answerYes(officer.page, /close it for good/);
    await officer.page.locator('ion-toast').filter({ hasText: M.dayConfirmed }).first().waitFor();
    await expectNoAxeViolations(officer.page, 'officer days');
    await officer.ctx.close();
  });
});
