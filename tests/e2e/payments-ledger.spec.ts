import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  GATEWAY_KEY_MESSAGES as K,
  PAYMENT_HISTORY_MESSAGES as H,
  REFUND_MESSAGES as R,
} from '../../src/domain/payments/accounts-messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';
import { ROLL_PREFIX } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const ROLL = `${ROLL_PREFIX}0501`;

async function signedIn(kind: 'phone' | 'desktop', module: string, username: string, landing: string) {
  const ctx =
    kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand(module, username, DEMO, landing);
  return { ctx, page };
}

/** Answers the §4 confirmation with NO or YES. */
async function answer(page: Page, question: string, choice: 'NO' | 'YES') {
  const alert = page.locator('ion-alert');
  await alert.getByText(question).waitFor();
  await alert.getByRole('button', { name: choice }).click();
  await alert.waitFor({ state: 'detached' });
}

const toast = (page: Page, text: string) => page.locator('ion-toast').filter({ hasText: text }).first().waitFor();

describe('payment gateway key maintenance (§4)', () => {
  it('deletes, saves and edits a row with the confirmations, showing the server message; Close restores the row', async () => {
    const { ctx, page } = await signedIn('desktop', 'Accounts', 'accountants_officer', '/app/Accounts%20Dashboard');
    await page.goto('/paymentGatewayKeyMaintenance');
    const row = page.getByTestId('key-row-MISCELLANEOUS');
    await row.getByText('sandbox-misc').waitFor();
    expect(await row.textContent()).toContain('••••••••2026');
    await expectNoAxeViolations(page, 'gateway keys');

    // Delete: NO keeps the row, YES deletes it and the row becomes an unsaved one.
    await row.getByRole('button', { name: 'Delete MISCELLANEOUS' }).click();
    await answer(page, K.confirmDelete, 'NO');
    expect(await row.getByText('sandbox-misc').count()).toBe(1);
    await row.getByRole('button', { name: 'Delete MISCELLANEOUS' }).click();
    await answer(page, K.confirmDelete, 'YES');
    await toast(page, K.deleted);
    await row.getByText('Not saved').waitFor();

    // Save the unsaved row inline (the demo key, so other specs keep paying with it).
    await row.getByLabel('User name (shop id) for MISCELLANEOUS').fill('sandbox-misc-e2e');
    await row.getByLabel('Password (key) for MISCELLANEOUS').fill('testkey_misc_2026');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await answer(page, K.confirmSave, 'YES');
    await toast(page, K.saved);
    await row.getByText('sandbox-misc-e2e').waitFor();

    // Edit turns into Save and Close; Close restores the row unchanged.
    await row.getByRole('button', { name: 'Edit MISCELLANEOUS' }).click();
    const shop = row.getByLabel('User name (shop id) for MISCELLANEOUS');
    await shop.fill('changed-then-closed');
    await row.getByRole('button', { name: 'Close MISCELLANEOUS' }).click();
    await row.getByText('sandbox-misc-e2e').waitFor();
    expect(await row.getByText('changed-then-closed').count()).toBe(0);

    // Update with a blank key keeps the stored one; the shop id goes back to the demo's.
    await row.getByRole('button', { name: 'Edit MISCELLANEOUS' }).click();
    await shop.fill('sandbox-misc');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/gateway-keys-edit-1280.png`, fullPage: true });
    await row.getByRole('button', { name: 'Save MISCELLANEOUS' }).click();
    await answer(page, K.confirmUpdate, 'YES');
    await toast(page, K.modified);
    await row.getByText('sandbox-misc', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('••••••••2026');
    await expectNoAxeViolations(page, 'gateway keys after update');
    await ctx.close();
  });

  it('shows the table to an administrator at 360 px without sideways scrolling, and refuses an accountant', async () => {
    const { ctx, page } = await signedIn('phone', 'Admin', 'admin', '/app/Admin');
    await page.goto('/paymentGatewayKeyMaintenance');
    await page.getByTestId('key-row-EXAM FEE').getByText('sandbox-exam').waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/gateway-keys-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'gateway keys 360');
    await ctx.close();
    const other = await signedIn('desktop', 'Accounts', 'accountant', '/app/Accounts%20Dashboard');
    await other.page.goto('/paymentGatewayKeyMaintenance');
    await other.page.getByText("You Don't have permission to View").waitFor();
    await other.ctx.close();
  });
});

describe('fee ledger', () => {
  it.each(['phone', 'desktop'] as const)(
    'filters by roll number and status, shows totals and exports Excel (%s)',
    async (kind) => {
      const { ctx, page } = await signedIn(kind, 'Accounts', 'accountant', '/app/Accounts%20Dashboard');
      // Live figures on the Accounts dashboard.
      await page.getByText('Fees collected today').waitFor();
      await page.goto('/app/Accounts/Fee Ledger');
      await page.getByRole('heading', { name: 'Payments' }).waitFor();
      await expectNoAxeViolations(page, `ledger ${kind}`);
      const filters = page.getByRole('form', { name: 'Ledger filters' });
      await filters.getByRole('textbox', { name: 'Roll Number' }).fill(ROLL.toLowerCase());
      await filters.getByLabel('Status').selectOption('PAID');
      await filters.getByRole('button', { name: 'Apply Filters' }).click();
      const rows = page.locator('.ledger-table tbody tr');
      await page.waitForFunction((roll) => {
        const cells = [...document.querySelectorAll('.ledger-table tbody tr td[data-label="Roll Number"]')];
        return cells.length > 0 && cells.every((c) => c.textContent === roll);
      }, ROLL);
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await page.getByTestId('total-Payments').textContent()).toBe(String(await rows.count()));
      await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-ledger-${kind}.png`, fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export to Excel' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Fee_Ledger_\d{4}-\d{2}-\d{2}\.xlsx$/);
      await expectNoAxeViolations(page, `ledger filtered ${kind}`);
      await ctx.close();
    },
  );
});

describe('refund panel', () => {
  it('stays quiet until Record Refund, then shows every problem at its field and follows the typing', async () => {
    const { ctx, page } = await signedIn('desktop', 'Accounts', 'accountant', '/app/Accounts%20Dashboard');
    await page.goto('/app/Accounts/Fee Ledger');
    const filters = page.getByRole('form', { name: 'Ledger filters' });
    await filters.getByLabel('Status').selectOption('PAID');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    await page.locator('.ledger-table').getByRole('button', { name: 'Refund', exact: true }).first().click();
    const form = page.getByRole('form', { name: /^Record a refund of / });
    const amount = form.getByLabel('Refund amount (Rs.)');
    await amount.fill('abc');
    await form.getByLabel('Reason').focus();
    expect(await form.getByText(R.amountRequired).count()).toBe(0);

    await form.getByRole('button', { name: 'Record Refund' }).click();
    await form.getByText(R.amountRequired).waitFor();
    await form.getByText(R.reasonRequired).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, 'refund form with problems');

    await amount.fill('9999999');
    await form.getByText(/^The refund cannot be more than what was paid minus earlier refunds: at most /).waitFor();
    await form.getByLabel('Reason').fill('Paid twice');
    await form.getByText(R.reasonRequired).waitFor({ state: 'detached' });
    await ctx.close();
  });
});

describe('payment history', () => {
  it("shows a parent the child's receipt, downloads it, and opens it again offline from the device", async () => {
    const { ctx, page } = await signedIn('phone', 'parent', 'parent', '/app/Parent%20Dashboard');
    const payments = page.getByRole('region', { name: `Fee payments of ${ROLL}` });
    const receipt = payments.getByRole('button', { name: /^Receipt RCPT\// }).first();
    await receipt.waitFor();
    await expectNoAxeViolations(page, 'parent dashboard with fees');
    const [online] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(online.suggestedFilename()).toMatch(/_Fee_Collection_\d{4}-\d{2}-\d{2}\.pdf$/);
    await online.saveAs(`${ARTIFACTS_DIR}/parent-receipt.pdf`);
    await payments
      .getByRole('button', { name: /\(on this device\)/ })
      .first()
      .waitFor();

    await ctx.setOffline(true);
    const [offline] = await Promise.all([page.waitForEvent('download'), receipt.click()]);
    expect(offline.suggestedFilename()).toBe(online.suggestedFilename());
    await ctx.setOffline(false);
    await ctx.close();
  });

  it('shows a student their own payments, and says offline that paying needs a connection', async () => {
    const { ctx, page } = await signedIn('phone', 'Student', 'student', '/app/Student');
    await page.goto('/app/Student/Payment History');
    await page
      .getByRole('button', { name: /^Receipt RCPT\// })
      .first()
      .waitFor();
    await expectNoAxeViolations(page, 'payment history');
    await ctx.setOffline(true);
    await page.getByText(H.needsConnection).waitFor();
    await ctx.setOffline(false);
    await ctx.close();
  });
});
