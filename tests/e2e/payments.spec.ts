import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { indiaDate } from '../../src/domain/payments/financial-year';
import { FEE_MESSAGES as M } from '../../src/domain/payments/messages';
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
import { ROLL_PREFIX } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

async function payByCard(page: Page, cardNumber: string) {
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVV').fill('123');
  await page.getByRole('button', { name: /by card$/ }).click();
}

/** The receipt the result page downloads: its file name and the text pdftotext reads from it. */
async function receiptText(page: Page, action: () => Promise<unknown>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), action()]);
  const path = `${ARTIFACTS_DIR}/${download.suggestedFilename()}`;
  await download.saveAs(path);
  const bytes = await import('node:fs/promises').then((fs) => fs.readFile(path));
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await writeFile(path, bytes);
  return {
    name: download.suggestedFilename(),
    text: execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }),
  };
}

describe('online fee payment (a student pays the exam fee; an applicant pays the new-admission fee)', () => {
  it("pays the exam fee with the success card, lands on 'Payment Successful!' and offers Exam_Fee_Collection_{date}.pdf", async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    await page.getByRole('link', { name: 'Online fee payment' }).first().click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/app/Student/Fee Payment');
    const choice = page.getByRole('checkbox', { name: 'Pay EXAM FEE, IV Year II Semester' });
    await choice.waitFor();
    await expectNoAxeViolations(page, 'fee payment');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-1280.png`, fullPage: true });
    await choice.check();
    expect(await page.getByLabel('Amount to pay (Rs.)').inputValue()).toBe('1850.00');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payByCard(page, '4111 1111 1111 1111');
    await page.waitForURL(/\/lyra\/examFeepayment\/status/);
    await page.getByRole('heading', { name: M.paymentSuccessful }).waitFor();
    const receipt = await receiptText(page, () => page.getByRole('button', { name: M.downloadReceipt }).click());
    await page.getByText(M.thankYou).waitFor();
    expect(await page.locator('[data-field="amount"]').innerText()).toBe('Rs 1,850.00');
    expect(await page.locator('[data-field="status"]').innerText()).toBe('PAID');
    expect(await page.locator('[data-field="rollNo"]').innerText()).toBe(`${ROLL_PREFIX}0501`);
    expect(receipt.name).toBe(`Exam_Fee_Collection_${indiaDate(new Date())}.pdf`);
    expect(receipt.text).toContain('EXAMINATION FEE RECEIPT');
    expect(receipt.text).toContain('Rs 1,850.00');
    expect(receipt.text).toContain(`${ROLL_PREFIX}0501`);
    expect(receipt.text).toMatch(/RCPT\/\d{4}-\d{4}\/\d{6}/);
    await expectNoAxeViolations(page, 'exam fee result');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-success-1280.png`, fullPage: true });

    // Reloading the result page records nothing twice and still shows the confirmed payment.
    await page.reload();
    await page.getByRole('heading', { name: M.paymentSuccessful }).waitFor();
    // The way on: back to the fees, or home to the student's landing.
    await page.locator('.payment-result').getByRole('link', { name: M.home }).click();
    await page.waitForURL((url) => url.pathname === '/app/Student');
    await ctx.close();
  });

  it('opens the fee screen rendered by the server without asking the API again for what it was rendered with', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const signIn = await ctx.newPage();
    await new LoginPage(signIn).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    // The landing page may still be fetching its own header data: only a page of its own shows what this one asks.
    await signIn.close();
    const page = await ctx.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/app/Student/Fee%20Payment');
    expect(await response!.text()).toContain('<script id="ssr-state"');
    await page.waitForLoadState('networkidle');
    const rendered = [
      'getStudentsFeePaymentDetails',
      'getCollegeProfile',
      'getLogoDataForHeaders',
      'getDashboard',
      'getNotifications',
    ];
    expect(apiCalls.filter((path) => rendered.some((name) => path.endsWith(`/${name}`)))).toEqual([]);
    await ctx.close();
  });

  it("says why a payment failed (refused, then cancelled) with 'Try again' and 'Back to fees', at 360 px", async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    await page.goto('/app/Student/Fee%20Payment');
    // Semester 8's tuition: a refused card leaves it due (the several-dues spec pays only an instalment of it).
    await page.getByRole('checkbox', { name: 'Pay TUITION FEE, IV Year II Semester' }).check();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await payByCard(page, '4000 0000 0000 0002');
    await page.waitForURL(/\/lyra\/payment\/status/);
    await page.getByRole('heading', { name: M.paymentFail }).waitFor();
    expect(await page.getByText(M.paymentSuccessful).count()).toBe(0);
    expect(await page.locator('[data-field="status"]').innerText()).toBe('Not completed');
    expect(await page.getByTestId('failure-reason').innerText()).toBe(M.failedRefused);
    await page.getByRole('link', { name: M.backToFees }).waitFor();
    await expectNoAxeViolations(page, 'exam fee failure');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/fee-payment-fail-360.png`, fullPage: true });

    // Try again: the same charge's payment page while it is open; there the payer cancels.
    await page.getByRole('button', { name: M.tryAgain }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.getByRole('button', { name: 'Cancel payment and go back' }).click();
    await page.waitForURL(/\/lyra\/payment\/status/);
    await page.getByTestId('failure-reason').filter({ hasText: M.failedCancelled }).waitFor();
    // The cancelled charge is closed: Try again now starts over on the Pay screen, like Back to fees.
    expect(await page.getByRole('link', { name: M.tryAgain }).count()).toBe(1);
    await page.getByRole('link', { name: M.backToFees }).click();
    await page.waitForURL((url) => decodeURIComponent(url.pathname) === '/app/Student/Fee Payment');
    await page.getByRole('checkbox', { name: 'Pay TUITION FEE, IV Year II Semester' }).waitFor();
    await ctx.close();
  });

  it('does not open a paymentLink that is not an http(s) address on the gateway: javascript: or another site shows a message', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Student', 'student', 'Campus@2026', '/app/Student');
    await page.goto('/app/Student/Fee%20Payment');
    const links = ['javascript:document.title="opened";void 0', 'https://evil.example/pay/0123'];
    // A server answer as a hostile or misconfigured server (Developer Options) would give it.
    await page.route('**/api/app/payFee', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({
          orderId: 'FEE-X',
          chargeUuid: '0123',
          paymentLink: links.shift(),
          paymentLinkOrigin: baseUrl,
        }),
      }),
    );
    const before = page.url();
    for (let i = 0; i < 2; i++) {
      await page.getByRole('checkbox').first().check();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: M.paymentLinkRefused }).waitFor();
      expect(page.url()).toBe(before);
      expect(await page.title()).not.toBe('opened');
    }
    await ctx.close();
  });

  it('lets an applicant without an account pay the new-admission fee with admission number and date of birth', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    // The home page leads an applicant to the self payment.
    await page.goto('/');
    await page.getByRole('link', { name: 'Pay New Admission Fee' }).click();
    await page.waitForURL(/\/selfPayment$/);
    await page.getByRole('heading', { name: 'Find your admission' }).waitFor();
    await expectNoAxeViolations(page, 'self payment');
    await page.getByRole('textbox', { name: 'Admission Number' }).fill('2026adm0001');
    await page.getByLabel('Date of Birth').fill('2008-05-15');
    await page.getByRole('button', { name: 'Show my fee' }).click();
    await page.getByRole('alert').filter({ hasText: M.applicantNoMatch }).waitFor();
    await page.getByLabel('Date of Birth').fill('2008-05-14');
    await page.getByRole('button', { name: 'Show my fee' }).click();
    await page.getByRole('checkbox', { name: /NEW ADMISSION FEE/ }).waitFor();
    // The applicant recognises the admission by its initials (KAVYA REDDY), never the whole name.
    expect(await page.getByTestId('applicant-initials').innerText()).toBe(`${M.applicantNameCheck} K. R.`);
    await expectNoAxeViolations(page, 'self payment lines');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/self-payment-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/sandbox-gateway\/pay\//);
    await page.locator('#upiId').fill('success@sandbox');
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('button', { name: /with UPI$/ }).click();
    await page.waitForURL(/\/lyra\/selfPayment\/status/);
    await page.getByRole('heading', { name: M.paymentSuccessful }).waitFor();
    // The gateway sent the payer back to the address they paid from (PUBLIC_URL), not to localhost.
    expect(new URL(page.url()).origin).toBe(baseUrl);
    // Nothing downloads or opens unasked: the receipt is a button, with the way back beside it.
    const download = page.getByRole('button', { name: M.downloadReceipt });
    await download.waitFor();
    expect(downloads).toBe(0);
    expect(ctx.pages()).toHaveLength(1);
    expect(await page.locator('.payment-result').getByRole('link', { name: M.backToFees }).getAttribute('href')).toBe(
      '/selfPayment',
    );
    expect(await page.locator('.payment-result').getByRole('link', { name: M.home }).getAttribute('href')).toBe('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'self payment result');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/self-payment-success-360.png`, fullPage: true });
    const receipt = await receiptText(page, () => download.click());
    expect(receipt.name).toBe(`Self_Fee_Collection_${indiaDate(new Date())}.pdf`);
    expect(receipt.text).toContain('Rs 25,000.00');
    expect(receipt.text).toContain('2026ADM0001');
    expect(receipt.text).toContain('UPI');
    expect(receipt.text).not.toContain('BANK,UTR');
    await page.getByRole('link', { name: M.backToFees }).click();
    await page.waitForURL(/\/selfPayment$/);
    await ctx.close();
  });
});
