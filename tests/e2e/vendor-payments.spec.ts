import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { VENDOR_MESSAGES as M } from '../../src/domain/vendors/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const VENDOR = 'Deccan Electricals and Maintenance';

async function onPhone(username: string) {
  const ctx = await newPhoneContext(browser(), baseUrl);
  const page = await ctx.newPage();
  await new LoginPage(page).signInAndLand('Accounts', username, DEMO, '/app/Accounts%20Dashboard', { axeLogin: false });
  return { ctx, page };
}

async function answerYes(page: Page, question: RegExp) {
  const alert = page.locator('ion-alert');
  await alert.getByText(question).waitFor();
  await alert.getByRole('button', { name: 'YES' }).click();
  await alert.waitFor({ state: 'detached' });
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('ion-toast').filter({ hasText: text }).first().waitFor();

describe('vendor payments', () => {
  it('at 360 px the accountant books a bill, the officer approves it, the accountant pays it with TDS and the ledger shows it', async () => {
    const billNo = `E2E-${String(Date.now()).slice(-6)}`;
    const accountant = await onPhone('accountant');
    const page = accountant.page;
    await page.goto('/app/Accounts/Vendor Payments');
    await page.getByRole('button', { name: 'New bill' }).click();
    const bill = page.getByRole('form', { name: 'New bill' });
    await bill.getByLabel('Vendor').selectOption({ label: VENDOR });
    await bill.getByLabel('Bill number').fill(billNo);
    await bill.getByLabel('Head of account').selectOption({ label: 'Maintenance' });
    await bill.getByLabel('Taxable value (Rs.)').fill('1000');
    await bill.getByLabel('GST on the bill (Rs., 0 if none)').fill('180');
    await bill.getByLabel('What it is for').fill('Fans repaired in the library');
    await expectNoAxeViolations(page, 'vendor bill form 360');
    await bill.getByRole('button', { name: 'Submit for approval' }).click();
    await toast(page, M.billSubmitted);
    await page.getByText(billNo).first().waitFor();

    const officer = await onPhone('accountants_officer');
    await officer.page.goto('/app/Accounts/Bills to Approve');
    await officer.page.getByRole('button', { name: `Approve ${billNo}` }).click();
    await answerYes(officer.page, new RegExp(`Approve bill ${billNo}`));
    await toast(officer.page, M.billApproved);
    await expectNoAxeViolations(officer.page, 'bills to approve 360');
    await officer.ctx.close();

    await page.goto('/app/Accounts/Vendor Payments?status=APPROVED');
    await page.getByRole('button', { name: `Pay ${billNo}` }).click();
    const payment = page.getByRole('form', { name: new RegExp(`Pay bill ${billNo}`) });
    // 2% TDS under 194C on the Rs 1,000 taxable value: Rs 20 kept back of Rs 1,180.
    await payment.getByText('TDS kept back: Rs 20.00. Sent to the vendor: Rs 1,160.00.').waitFor();
    await payment.getByLabel('UTR of the transfer').fill('SBIN326334000123');
    await expectNoAxeViolations(page, 'vendor payment form 360');
    await payment.getByRole('button', { name: 'Record payment' }).click();
    await answerYes(page, new RegExp(`Pay Rs 1160.00 to ${VENDOR}`));
    await toast(page, /Payment recorded: voucher PV\//);

    await page.goto('/app/Accounts/Vendor Ledger');
    await page.getByLabel('Vendor', { exact: true }).selectOption({ label: VENDOR });
    await page.getByRole('button', { name: 'Show ledger' }).click();
    const ledger = page.getByRole('table', { name: `Ledger of ${VENDOR}` });
    await ledger.getByText(`Bill ${billNo}, Transfer UTR SBIN326334000123`).waitFor();
    await ledger.getByText(`TDS on bill ${billNo}`).waitFor();
    await expectNoAxeViolations(page, 'vendor ledger 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/vendor-ledger-360.png`, fullPage: true });
    await accountant.ctx.close();
  });
});
