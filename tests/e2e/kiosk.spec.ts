import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { AdmissionFormPage } from './pages/admission-form-page';
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

const baseUrl = e2eServer().baseUrl;
// The admission PDF is previewed in the page: Chromium's PDF viewer, which the headless shell lacks.
const browser = useBrowser(WITHOUT_SERVICE_WORKER, { pdfViewer: true });
const DEMO = 'Campus@2026';

const kioskClassOn = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('kiosk'));
const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;
const idleNotice = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const lockNotice = (page: Page) => page.getByRole('region', { name: 'This device is a kiosk' });
// The idle timer is loaded on demand: the clock may only run once it counts, or input before it would be lost.
const timerRunning = (page: Page) => page.locator('html[data-kiosk-timer="on"]').waitFor({ state: 'attached' });
const kioskCheckbox = (page: Page) => page.getByRole('checkbox', { name: 'Kiosk mode on this device' });

describe('kiosk mode', () => {
  it('turns on with ?kiosk=1 (large touch targets, flag removed from the address, kept after reload); ?kiosk=0 cannot turn it off', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBe('1');
    expect(await heightOf(page.getByRole('link', { name: 'Student', exact: true }))).toBeGreaterThanOrEqual(56);
    expect(await heightOf(page.getByRole('button', { name: 'About Us' }))).toBeGreaterThanOrEqual(56);
    expect(await heightOf(page.getByRole('link', { name: 'Terms and Conditions' }))).toBeGreaterThanOrEqual(56);
    // A kiosk does not offer Developer Options (leaving kiosk mode, the server address).
    expect(await page.getByRole('link', { name: 'Developer Options' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'home in kiosk mode');

    await page.reload();
    await page.locator('.tile-link').first().waitFor();
    expect(await kioskClassOn(page)).toBe(true);

    await page.goto('/examresults?kiosk=0');
    await page.waitForURL(`${baseUrl}/examresults`);
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    expect(await kioskClassOn(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBe('1');
    await context.close();
  });

  it('warns 10 s before the end, then after 90 s idle signs the user out and returns home', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/?kiosk=1');
    const login = new LoginPage(page);
    await login.signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await timerRunning(page);
    expect((await context.request.get('/api/auth/me')).status()).toBe(200);
    await page.mouse.move(0, 0);

    await page.clock.fastForward(81_000);
    await idleNotice(page).waitFor();
    await expectNoAxeViolations(page, 'kiosk idle warning');
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
    await timerRunning(page);
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
    // A click event alone: moving the mouse to the button is input too, which already dismisses the warning, and
    // then the click would find no button (a race the full suite lost once).
    await idleNotice(page).getByRole('button', { name: 'Continue' }).dispatchEvent('click');
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

  it('is turned on at once by the Developer Options checkbox of an administrator, which then locks for anyone else', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin', { axeLogin: false });
    await page.goto('/devtools');
    const checkbox = page.getByRole('checkbox', { name: 'Kiosk mode on this device' });
    expect(await checkbox.isChecked()).toBe(false);
    expect(await heightOf(page.locator('label', { has: checkbox }))).toBeGreaterThanOrEqual(44);
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => kioskClassOn(page)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBe('1');
    expect(await checkbox.isChecked()).toBe(true);

    await context.clearCookies();
    await page.goto('/devtools');
    await lockNotice(page).waitFor();
    expect(await checkbox.count()).toBe(0);
    expect(await page.getByLabel('Server Address').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-devtools-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'Developer Options locked on a kiosk');
    await context.close();
  });

  it('previews a saved admission PDF inside the app and opens no new tab (1280 px kiosk)', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    // Every window.open of the page is recorded: a kiosk's visitor could not come back from a new tab.
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const opened: string[] = [];
      Object.defineProperty(window, 'openedUrls', { value: opened });
      window.open = (url, ...rest) => {
        opened.push(String(url));
        return open(url, ...rest);
      };
    });
    const pagesOpened: unknown[] = [];
    context.on('page', (p) => p !== page && pagesOpened.push(p));
    await page.goto('/?kiosk=1');
    await page.locator('html.kiosk').waitFor({ state: 'attached' });
    await new LoginPage(page).signInAndLand('Admin', 'admissions', DEMO, '/app/Admission/Dashboard', {
      axeLogin: false,
    });
    await page.goto('/admissionForm');
    const form = new AdmissionFormPage(page);
    await form.admissionNumberShown();
    await form.field('Full Name').fill('Kiosk Preview');
    await form.choose('Gender', 'Female');
    await form.field('Date of Birth').fill('2008-06-21');
    await form.field('Aadhaar No').fill(withVerhoeffDigit(`3${String(Date.now()).slice(-10)}`));
    await form.select('Course', 'B.Tech');
    await form.select('Batch', '2026-2030');
    await form.select('Branch', 'CSE – Computer Science and Engineering');
    await form.select('Admission Type', 'Direct');
    const download = await form.save();
    await form.toast('Record saved successfully').waitFor();

    const preview = page.locator('p.success-note').getByTitle('Admission PDF preview');
    await preview.waitFor();
    expect(await preview.evaluate((el) => el.tagName)).toBe('IFRAME');
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src).toMatch(/^blob:/);
    // The frame shows that address, and what it holds is the admission PDF the clerk also downloaded.
    const frame = await (await preview.elementHandle())!.contentFrame();
    await expect.poll(() => frame?.url()).toBe(src);
    await expect.poll(() => frame!.evaluate(() => document.contentType)).toBe('application/pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await preview.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    expect(await page.locator('p.success-note').getByRole('link', { name: 'Open the admission PDF' }).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-admission-pdf-preview-1280.png`, fullPage: true });

    expect(await page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)).toEqual([]);
    expect(pagesOpened).toEqual([]);
    expect(context.pages()).toEqual([page]);
    await context.close();
  });

  it('leaves kiosk mode only for an administrator the server confirms', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/devtools?kiosk=1');
    await lockNotice(page).waitFor();
    expect(await kioskCheckbox(page).count()).toBe(0);
    expect(await page.getByLabel('Server Address').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/kiosk-devtools-locked-1280.png` });

    // A hand-made erpUser cookie claiming ROLE_ADMIN has no session behind it: still locked.
    await context.addCookies([
      {
        name: 'erpUser',
        value: encodeURIComponent(JSON.stringify({ username: 'x', roles: ['ROLE_ADMIN'] })),
        url: baseUrl,
      },
    ]);
    await page.reload();
    await lockNotice(page).waitFor();
    expect(await kioskCheckbox(page).count()).toBe(0);
    await context.clearCookies();

    // A signed-in student is not an administrator either, and no menu offers Developer Options.
    await new LoginPage(page).signInAndLand('Student', 'student', DEMO, '/app/Student');
    expect(await page.getByRole('link', { name: 'Developer Options' }).count()).toBe(0);
    await page.goto('/devtools');
    await lockNotice(page).getByText('The account signed in now is not an administrator.').waitFor();
    expect(await kioskCheckbox(page).count()).toBe(0);
    await expectNoAxeViolations(page, 'Developer Options locked for a student');
    await context.clearCookies();

    // The administrator signs in from the lock notice, finds Developer Options in the menu and turns kiosk mode off.
    await page.goto('/devtools');
    await lockNotice(page).getByRole('link', { name: 'Sign in as an administrator' }).click();
    await page.waitForURL(`${baseUrl}/login/Admin`);
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#side-menu').getByRole('button', { name: 'Tools' }).click();
    await page.locator('#side-menu').getByRole('link', { name: 'Developer Options' }).click();
    await page.waitForURL(`${baseUrl}/devtools`);
    await kioskCheckbox(page).waitFor();
    expect(await kioskCheckbox(page).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'Developer Options for an administrator on a kiosk');
    await kioskCheckbox(page).click();
    await expect.poll(() => kioskClassOn(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('kioskMode'))).toBeNull();
    await context.close();
  });
});
