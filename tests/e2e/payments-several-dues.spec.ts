import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { ROLL_PREFIX } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const FEES_PATH = '/app/Student/Fee Payment';

async function payByCard(page: Page) {
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /by card$/ }).click();
}

/** The receipt the result page downloads, as pdftotext reads it. */
async function receiptText(page: Page, action: () => Promise<unknown>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), action()]);
  const path = `${ARTIFACTS_DIR}/several-${download.suggestedFilename()}`;
  await download.saveAs(path);
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Nothing on the page is wider than the phone's screen. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('several dues in one payment, and a parent paying a child’s dues (360 px)', () => {
  it('a student chooses two dues with the keyboard, pays them with one charge and gets one receipt listing each', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    await page.goto('/app/Student/Fee%20Payment');
    const bonafide = page.getByRole('checkbox', {
      name: 'Pay MISCELLANEOUS – BONAFIDE CERTIFICATE, IV Year II Semester',
    });
    const idCard = page.getByRole('checkbox', { name: 'Pay MISCELLANEOUS – ID CARD, IV Year II Semester' });
    await bonafide.waitFor();
    // Keyboard only: each box is reached and ticked with Space; the total is announced as it changes.
    for (const box of [bonafide, idCard]) {
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
    }
    expect(await page.getByRole('status').filter({ hasText: 'fees chosen' }).innerText()).toBe(
      '2 fees chosen, Rs 350.00 due',
    );
    expect(await page.getByLabel('Amount to pay (Rs.)').inputValue()).toBe('350.00');
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page, 'fees with two dues chosen');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-several-360.png`, fullPage: true });

    await page.getByRole('button', { name: 'Pay', exact: true }).focus();
    await page.keyboard.press('Enter');
    await payByCard(page);
    await page.waitForURL(/\/lyra\/misFeepayment\/status/);
    await page.getByRole('heading', { name: M.paymentSuccessful }).waitFor();
    const receipt = await receiptText(page, () => page.getByRole('button', { name: M.downloadReceipt }).click());
    expect(await page.locator('[data-field="amount"]').innerText()).toBe('Rs 350.00');
    for (const text of ['MISCELLANEOUS - BONAFIDE', 'MISCELLANEOUS - ID CARD', 'Rs 100.00', 'Rs 250.00', 'Rs 350.00'])
      expect(receipt).toContain(text);
    expect(receipt.match(/RCPT\/\d{4}-\d{4}\/\d{6}/g)?.length).toBe(1);

    // Both lines are paid now.
    await page.goto('/app/Student/Fee%20Payment');
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === FEES_PATH);
    await page
      .getByRole('row', { name: /BONAFIDE CERTIFICATE/ })
      .getByText('Paid', { exact: true })
      .waitFor();
    await page
      .getByRole('row', { name: /ID CARD/ })
      .getByText('Paid', { exact: true })
      .waitFor();
    await ctx.close();
  });

  it("a parent sees the linked child's dues and pays one of them; another student's dues are never shown", async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('parent', 'parent', 'Campus@2026', '/app/Parent%20Dashboard');
    await page.goto('/app/Student/Fee%20Payment');
    const child = page.getByRole('region', { name: new RegExp(`\\(${ROLL_PREFIX}0501\\)`) });
    await child.getByRole('heading', { name: new RegExp(`\\(${ROLL_PREFIX}0501\\)`) }).waitFor();
    expect(await page.getByRole('region', { name: new RegExp(`\\(${ROLL_PREFIX}`) }).count()).toBe(1);
    // An instalment of semester 8's tuition: the line stays due, so the fee payment spec's refused-card test finds it
    // in whichever order the specs run.
    const tuition = child.getByRole('checkbox', { name: 'Pay TUITION FEE, IV Year II Semester' });
    await tuition.check();
    const amount = child.getByLabel('Amount to pay (Rs.)');
    expect(Number(await amount.inputValue())).toBeGreaterThan(10000);
    await amount.fill('10000');
    expect(await fitsWidth(page)).toBe(true);
    await expectNoAxeViolations(page, "parent's fee screen");
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-parent-360.png`, fullPage: true });

    // The server refuses a roll number the parent is not linked to, whatever the page sends.
    const refused = await page.evaluate(async (otherRoll) => {
      const res = await fetch('/api/app/payFee', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({
          rollNo: otherRoll,
          lines: [{ feeType: 'EXAM FEE', semester: 8 }],
          amount: '1850',
        }),
      });
      return res.status;
    }, `${ROLL_PREFIX}0502`);
    expect(refused).toBe(404);

    await child.getByRole('button', { name: 'Pay', exact: true }).click();
    await payByCard(page);
    await page.waitForURL(/\/lyra\/payment\/status/);
    await page.getByRole('heading', { name: M.paymentSuccessful }).waitFor();
    expect(await page.locator('[data-field="amount"]').innerText()).toBe('Rs 10,000.00');
    expect(await page.locator('[data-field="rollNo"]').innerText()).toBe(`${ROLL_PREFIX}0501`);
    await ctx.close();
  });
});
