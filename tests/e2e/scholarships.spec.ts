import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { e2eServer } from './support/server';
import { chooseOption } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();

async function signedIn(kind: 'phone' | 'desktop', username: string, landing: string) {
  const ctx =
    kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand('Accounts', username, 'Campus@2026', landing, { axeLogin: false });
  return { ctx, page };
}

async function answerYes(page: Page, question: RegExp) {
  const alert = page.locator('ion-alert');
  await alert.getByText(question).waitFor();
  await alert.getByRole('button', { name: 'YES' }).click();
  await alert.waitFor({ state: 'detached' });
}

describe('scholarship and waiver', () => {
  it('an accountant on a phone proposes a scholarship; another person, the officer, approves it; the desk asks less', async () => {
    const roll = `${ROLL_PREFIX}0545`;
    const maker = await signedIn('phone', 'accountant', '/app/Accounts%20Dashboard');
    const page = maker.page;
    await page.goto('/app/Accounts/Scholarships');
    await page.getByRole('tab', { name: 'Concessions and scholarships' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Merit scholarship');
    await page.getByLabel('Roll number', { exact: true }).fill(roll.toLowerCase());
    await chooseOption(page, 'Fee head', 'TUITION FEE');
    await chooseOption(page, 'Semester', '7');
    await page.getByLabel('Percentage', { exact: true }).fill('50');
    await page.getByLabel('Reason', { exact: true }).fill('First rank in the branch, 2025-26');
    await page.getByRole('button', { name: 'Propose' }).click();
    const card = page.locator('.concession-card').filter({ hasText: roll });
    await card.getByText('Merit scholarship').waitFor();
    await expect(card.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'scholarships 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/scholarships-360.png`, fullPage: true });

    const checker = await signedIn('desktop', 'accountants_officer', '/app/Accounts%20Dashboard');
    await checker.page.goto('/app/Accounts/Scholarships?tab=concessions&status=PROPOSED');
    const waiting = checker.page.locator('.concession-card').filter({ hasText: roll });
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await answerYes(checker.page, /Approve Merit scholarship/);
    await waiting.waitFor({ state: 'detached' });
    await checker.page.getByLabel('Show').selectOption('APPROVED');
    await checker.page
      .locator('.concession-card')
      .filter({ hasText: roll })
      .getByText(/50% off TUITION FEE/)
      .waitFor();
    await checker.page.screenshot({ path: `${ARTIFACTS_DIR}/scholarships-1280.png`, fullPage: true });

    // At the desk the semester's tuition now shows the concession and asks half.
    await page.goto('/app/Accounts/Fee Collection');
    await page.getByRole('searchbox', { name: /Roll number/ }).fill(roll);
    await page.getByRole('searchbox', { name: /Roll number/ }).press('Enter');
    const row = page.locator('tr').filter({ hasText: 'TUITION FEE' }).filter({ hasText: 'IV Year I Semester' });
    await row.getByText('Rs 26,250.00').first().waitFor();
    await expect(row.locator('td[data-label="Concession"]').textContent()).resolves.toBe('Rs 26,250.00');
    await maker.ctx.close();
    await checker.ctx.close();
  });
});
