import { describe, expect, it } from 'vitest';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  waitForAppOnNavigation,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { HOME_TILES } from './support/home-tiles';
import { e2eServer } from './support/server';

/** The home page's order: visitors' tiles (Results, Student, Parent) before staff ones, which keep the seed's order. */
const VISITORS = ['Results', 'Student', 'Parent'];
const HOME_ORDER = [...VISITORS, ...HOME_TILES.filter((t) => !VISITORS.includes(t))];

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('home page (§1, §2)', () => {
  it("shows visitors' tiles first, then staff tiles in the seed order, hiding external tiles without an address", async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    const names = await page.locator('.tile-link').allInnerTexts();
    // OBE leads to an external site that this demo does not configure; Results falls back to ours.
    expect(names).toEqual(HOME_ORDER.filter((t) => t !== 'OBE'));
    await expectNoAxeViolations(page, 'home 1280');
    expect(await page.getByRole('link', { name: 'Transport' }).getAttribute('href')).toBe('/login/Transportation');
    // The exam cell signs in where the Examination role does.
    expect(await page.getByRole('link', { name: 'Exams', exact: true }).getAttribute('href')).toBe('/login/Admin');
    expect(await page.getByRole('link', { name: 'Results' }).getAttribute('href')).toBe('/examresults');
    // Where an applicant without an account finds the new-admission fee payment.
    expect(await page.getByRole('link', { name: 'Pay New Admission Fee' }).getAttribute('href')).toBe('/selfPayment');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-1280.png`, fullPage: true });
    await context.close();
  });

  it("lists a tile's functions on hover, on keyboard focus and with its list button", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    const list = page
      .locator('.tile', { has: page.getByRole('link', { name: 'Faculty', exact: true }) })
      .locator('.tile-functions');
    expect(await list.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Faculty', exact: true }).hover();
    expect(await list.innerText()).toContain('Approve leave as backup approver');
    expect(await list.isVisible()).toBe(true);
    await expectNoAxeViolations(page, "home 360 with a tile's functions shown");
    await page.mouse.move(0, 0);
    await page.getByRole('link', { name: 'Library' }).focus();
    expect(
      await page
        .locator('.tile', { has: page.getByRole('link', { name: 'Library' }) })
        .locator('.tile-functions')
        .isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'What Hostel offers' }).click();
    expect(await page.getByRole('button', { name: 'What Hostel offers' }).getAttribute('aria-expanded')).toBe('true');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-360.png`, fullPage: true });
    await context.close();
  });

  it('opens About Us and Contact Us with the seeded contact data', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'About Us' }).click();
    await page
      .getByRole('dialog', { name: 'About Us' })
      .getByText(/autonomous engineering college in Hyderabad/)
      .waitFor();
    await page.getByRole('dialog', { name: 'About Us' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    for (const heading of ['Postal Address', 'Phone Number', 'Fax Number'])
      await dialog.getByRole('heading', { name: heading }).waitFor();
    for (const column of ['Designation', 'Name', 'Email'])
      expect(await dialog.getByRole('columnheader', { name: column }).count()).toBe(1);
    await dialog.getByText('coe@demo-college.edu.in').waitFor();
    await expectNoAxeViolations(page, 'Contact Us dialog');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/contact-360.png` });
    await context.close();
  });
});

describe('home page on a phone and for a signed-in user', () => {
  it('draws an icon on every tile, shows the whole college name, and serves its favicon', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.tile-link').first().waitFor();
    const tiles = await page.locator('.tile-link').count();
    const masks = await page
      .locator('.tile-link .tile-icon')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).maskImage));
    expect(masks).toHaveLength(tiles);
    for (const mask of masks) expect(mask).toMatch(/^url\(/);
    const title = page.locator('h1.toolbar-title');
    await expect.poll(() => title.innerText()).not.toBe('Campus ERP');
    // Wrapped, not cut off with an ellipsis.
    expect(
      await title.evaluate(
        (el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== 'ellipsis',
      ),
    ).toBe(true);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const favicon = await context.request.get(icon!);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toContain('image/svg+xml');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/home-icons-360.png`, fullPage: true });
    await context.close();
  });

  it('offers Install app when the browser offers installing, and shows its prompt', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.tile-link').first().waitFor();
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0);
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt(): Promise<void>;
        userChoice: Promise<unknown>;
      };
      event.prompt = async () => {
        (window as unknown as { prompted: boolean }).prompted = true;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    await page.getByRole('button', { name: 'Install app' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);
    await page.getByRole('button', { name: 'Install app' }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("sends a signed-in student's own tile to their screen, and /login/Student too, not to a sign-in form", async () => {
    const context = waitForAppOnNavigation(await newPhoneContext(browser(), baseUrl));
    const res = await context.request.post('/api/auth/signin?module=Student', {
      data: { username: 'student', password: 'Campus@2026', module: 'Student' },
    });
    expect(res.status()).toBe(200);
    const page = await context.newPage();
    await page.goto('/');
    const tile = page.getByRole('link', { name: 'Student', exact: true });
    expect(await tile.getAttribute('href')).toBe('/app/Student');
    // Another module's tile still leads to its sign-in page.
    expect(await page.getByRole('link', { name: 'Transport' }).getAttribute('href')).toBe('/login/Transportation');
    // The exam cell signs in where the Examination role does.
    expect(await page.getByRole('link', { name: 'Exams', exact: true }).getAttribute('href')).toBe('/login/Admin');
    await tile.click();
    await page.waitForURL(`${baseUrl}/app/Student`);
    await page.goto('/login/Student');
    await page.waitForURL(`${baseUrl}/app/Student`);
    expect(await page.getByRole('heading', { name: 'Sign in to Student Module' }).count()).toBe(0);
    await context.close();
  });

  it('shows a progress bar when a screen takes longer than 150 ms to appear', async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('.tile-link').first().waitFor();
    // Hold back every script from here on, as a slow phone network would.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Terms and Conditions' }).click();
    const bar = page.getByRole('progressbar', { name: 'Loading the screen' });
    await bar.waitFor();
    await expectNoAxeViolations(page, 'pending screen');
    release();
    await page.waitForURL(`${baseUrl}/terms`);
    await bar.waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('accreditation landing (§2 /iqacnewhome, /IQACHome)', () => {
  it('offers IQAC Login and Faculty Dashboard, and the IQAC tile leads there', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'IQAC', exact: true }).click();
    await page.waitForURL(`${baseUrl}/iqacnewhome`);
    await page.getByText('Faculty Dashboard', { exact: true }).waitFor();
    await expectNoAxeViolations(page, '/iqacnewhome');
    await page.goto('/IQACHome');
    await page.getByRole('link', { name: /IQAC Login/ }).waitFor();
    await expectNoAxeViolations(page, '/IQACHome');
    await page.getByRole('link', { name: /IQAC Login/ }).click();
    await page.waitForURL(`${baseUrl}/login/IQAC`);
    await context.close();
  });
});
