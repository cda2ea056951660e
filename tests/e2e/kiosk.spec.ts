import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const DEMO = 'Campus@2026';

const kioskClassOn = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('kiosk'));
const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;
const idleNotice = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });

describe('kiosk mode (issue 4 item 8)', () => {
  it('turns on with ?kiosk=1 (large touch targets, flag removed from the address, kept after reload) and off with ?kiosk=0', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBe('1');
    expect(await heightOf(page.getByRole('link', { name: 'Student', exact: true }))).toBeGreaterThanOrEqual(56);
    expect(await heightOf(page.getByRole('button', { name: 'About Us' }))).toBeGreaterThanOrEqual(56);
    expect(await heightOf(page.getByRole('link', { name: 'Developer Options' }))).toBeGreaterThanOrEqual(56);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-1280.png`, fullPage: true });

    await page.reload();
    await page.locator('.tile-link').first().waitFor();
    expect(await kioskClassOn(page)).toBe(true);

    await page.goto('/examresults?kiosk=0');
    await page.waitForURL(`${baseUrl}/examresults`);
    await expect.poll(() => kioskClassOn(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBeNull();
    await context.close();
  });

  it('warns 10 s before the end, then after 90 s idle signs the user out and returns home', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/?kiosk=1');
    const login = new LoginPage(page);
    await login.signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    expect((await context.request.get('/api/auth/me')).status()).toBe(200);
    await page.mouse.move(0, 0);

    await page.clock.fastForward(81_000);
    await idleNotice(page).waitFor();
    expect(await idleNotice(page).innerText()).toMatch(/This kiosk resets in \d+ s/);
    expect(page.url()).toBe(`${baseUrl}/app/Admin`);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-notice-1280.png` });

    await page.clock.fastForward(10_000);
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('.tile-link').first().waitFor();
    expect((await context.cookies()).some((c) => c.name === 'erpUser')).toBe(false);
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    await context.close();
  });

  it('postpones the reset on input, Continue dismisses the warning, and an idle public page reloads home with sessionStorage cleared', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.clock.install();
    await page.goto('/examresults?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    await page.evaluate(() => sessionStorage.setItem('draft', 'half-filled form'));

    await page.clock.fastForward(60_000);
    await page.keyboard.press('Shift');
    await page.clock.fastForward(60_000);
    expect(await idleNotice(page).count()).toBe(0);
    expect(page.url()).toBe(`${baseUrl}/examresults`);

    // 141 s after loading, 81 s after the key press: the warning shows on the same page, so the key press counted.
    await page.clock.fastForward(21_000);
    await idleNotice(page).waitFor();
    expect(page.url()).toBe(`${baseUrl}/examresults`);
    await idleNotice(page).getByRole('button', { name: 'Continue' }).click();
    await idleNotice(page).waitFor({ state: 'detached' });
    await page.clock.fastForward(60_000);
    expect(page.url()).toBe(`${baseUrl}/examresults`);

    await page.mouse.move(0, 0);
    await page.clock.fastForward(91_000);
    await page.waitForURL(`${baseUrl}/`);
    await page.locator('.tile-link').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('draft'))).toBeNull();
    // Each key press and tap also asked for full screen; where that is refused nothing may throw.
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('is turned on and off at once by the Developer Options checkbox', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/devtools');
    const checkbox = page.getByRole('checkbox', { name: 'Kiosk mode on this device' });
    expect(await checkbox.isChecked()).toBe(false);
    expect(await heightOf(page.locator('label', { has: checkbox }))).toBeGreaterThanOrEqual(44);
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => kioskClassOn(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBe('1');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-devtools-360.png`, fullPage: true });

    await checkbox.click();
    await expect.poll(() => kioskClassOn(page)).toBe(false);
    expect(await checkbox.isChecked()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBeNull();
    await context.close();
  });
});
