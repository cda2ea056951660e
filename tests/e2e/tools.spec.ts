import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEVELOPER_OPTIONS_MESSAGES as M } from '../../src/domain/tools/messages';
import { LoginPage } from './pages/login-page';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';

describe('Developer Options (§2)', () => {
  const otherServer = (page: Page) => page.getByRole('complementary', { name: 'Server address' });

  it('shows a visitor and a user who is not an administrator the administrator sign-in, not the form', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/devtools');
    const lock = page.getByRole('region', { name: 'For administrators' });
    await lock.getByText(M.administratorsOnly).waitFor();
    expect(await page.getByLabel('Server Address').count()).toBe(0);
    await expectNoAxeViolations(page, '/devtools for a visitor');
    expect(await page.getByRole('link', { name: 'Developer Options' }).count()).toBe(0);

    await new LoginPage(page).signInAndLand('Faculty', 'faculty', DEMO, '/Faculty%20Dashboard', { axeLogin: false });
    await page.goto('/devtools');
    await lock.getByText(M.notAdministrator).waitFor();
    expect(await page.getByLabel('Server Address').count()).toBe(0);
    await lock.getByRole('link', { name: 'Sign in as an administrator' }).waitFor();
    await context.close();
  });

  it("lets an administrator set an https server ('Server Address Changed'), refuses http, and warns on every screen while it is in use", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    // Another back end, answered here so the test needs no second server.
    await page.route('https://campus.example.test/api/app/**', (route) =>
      route.fulfill({
        json: ['Another College Regular Examinations, March 2026'],
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    await page.goto('/devtools');
    const field = page.getByLabel('Server Address');
    expect(await field.getAttribute('placeholder')).toBe('Enter Server Address');
    await expectNoAxeViolations(page, '/devtools');

    // Every call the app makes would go to that server in the clear: refused.
    await field.fill('http://campus.example.test/api/app');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(M.notHttps).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('serverAddress'))).toBeNull();

    await field.fill('https://campus.example.test/api/app');
    const dialog = page.waitForEvent('dialog');
    const submit = page.getByRole('button', { name: 'Submit' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe(M.changed);
    await Promise.all([page.waitForEvent('load'), alert.accept(), submit]);
    expect(await page.evaluate(() => localStorage.getItem('serverAddress'))).toBe(
      'https://campus.example.test/api/app',
    );
    await otherServer(page).getByText('https://campus.example.test/api/app').waitFor();

    // Public pages too, for whoever uses the device next.
    await context.clearCookies();
    await page.goto('/examresults');
    await page.getByText('Another College Regular Examinations, March 2026').waitFor();
    expect(await otherServer(page).innerText()).toContain(`${M.otherServer} https://campus.example.test/api/app`);
    await expectNoAxeViolations(page, 'exam titles from another server, with the warning');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/other-server-banner-360.png`, fullPage: true });

    await Promise.all([
      page.waitForEvent('load'),
      otherServer(page).getByRole('button', { name: M.backToOwnServer }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('serverAddress'))).toBeNull();
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    expect(await otherServer(page).count()).toBe(0);
    await context.close();
  });

  it('ignores an http address stored on the device before the rule, and shows no warning', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('serverAddress', 'http://campus.example.test/api/app'));
    await page.goto('/examresults');
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    expect(await page.getByText('Another College').count()).toBe(0);
    expect(await otherServer(page).count()).toBe(0);
    await context.close();
  });

  it('opens the form with Home back to /', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    await page.goto('/devtools');
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});

describe('encrypt/decrypt tool (§2, §5, §8)', () => {
  it('encrypts in one panel, decrypts in the other, and reports empty or wrong input', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/encrypt-decrypt');
    const encrypt = page.getByRole('region', { name: 'Encrypt' });
    const decrypt = page.getByRole('region', { name: 'Decrypt' });
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Please enter an palin text' }).waitFor();
    await expectNoAxeViolations(page, '/encrypt-decrypt with a toast');
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Please enter an encrypted value' }).waitFor();

    await encrypt.getByLabel('Plain text').fill('Hall ticket 2400123');
    await encrypt.getByRole('button', { name: 'Encrypt' }).click();
    await expect.poll(() => encrypt.getByLabel('Result').inputValue()).not.toBe('');
    const cipher = await encrypt.getByLabel('Result').inputValue();
    await decrypt.getByLabel('Encrypted value').fill(cipher);
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Decryption successful!' }).waitFor();
    expect(await decrypt.getByLabel('Result').inputValue()).toBe('Hall ticket 2400123');
    await expectNoAxeViolations(page, '/encrypt-decrypt with both results');

    await decrypt.getByLabel('Encrypted value').fill('garbage');
    await decrypt.getByRole('button', { name: 'Decrypt' }).click();
    await page.locator('ion-toast').filter({ hasText: 'Error decrypting the value!' }).waitFor();
    await context.close();
  });
});
