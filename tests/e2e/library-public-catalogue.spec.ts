import type { APIRequestContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';

/** The incharge sets the library's setting through the settings call the Circulation Rules screen makes. */
async function setPublic(request: APIRequestContext, on: boolean) {
  const { settings } = (await (await request.get('/api/app/library/rules')).json()) as {
    settings: Record<string, unknown>;
  };
  const res = await request.put('/api/app/library/settings', { data: { ...settings, publicCatalogue: on } });
  expect(res.status()).toBe(200);
}

/** The page at 1280 px too, for the record of how it reads on a desk. */
describe('library public catalogue', () => {
  it('at 360 px a visitor follows the home page link, searches by keyboard and opens a title with its shelves, no prices', async () => {
    const staff = await newDesktopContext(browser(), baseUrl);
    const signIn = await staff.request.post('/api/auth/signin?module=Library', {
      data: { username: 'library_incharge', password: DEMO, module: 'Library' },
    });
    expect(signIn.status()).toBe(200);
    const visitor = await newPhoneContext(browser(), baseUrl);
    try {
      await setPublic(staff.request, true);
      const page = await visitor.newPage();
      await page.goto('/');
      const link = page.getByRole('link', { name: 'Search the library catalogue' });
      await link.waitFor();
      await page.screenshot({ path: `${ARTIFACTS_DIR}/library-public-home-360.png` });
      await link.click();
      await page.getByRole('heading', { level: 1, name: 'Library catalogue' }).waitFor();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/library');

      // By keyboard: the box, typed into, and Enter.
      const box = page.getByLabel('Search the catalogue');
      await box.focus();
      await box.fill('data struct');
      await box.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('data struct');
      const found = page.getByRole('list', { name: 'Titles found' });
      const title = found.getByRole('button', { name: 'Data Structures Using C' });
      await title.waitFor();
      await expect.poll(() => found.getByText(/of \d+ on the shelf/).count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page, 'public catalogue results 360');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/library-public-catalogue-360.png`, fullPage: true });

      await title.focus();
      await title.press('Enter');
      // The title's panel opens above the results, whose own headings name the same title.
      await page.locator('#library-title-heading', { hasText: 'Data Structures Using C' }).waitFor();
      const copies = page.getByRole('table', { name: 'Copies' });
      await copies.getByText('CSE stacks, Rack A').first().waitFor();
      expect(await copies.getByRole('columnheader').allInnerTexts()).toEqual(['Accession number', 'Shelf', 'Status']);
      expect(await page.locator('.library').innerText()).not.toMatch(/₹|Rs\.?\s*\d|Source and price|Barcode/);
      expect(new URL(page.url()).searchParams.get('title')).toMatch(/\d+/);
      await expectNoAxeViolations(page, 'public catalogue title 360');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/library-public-title-360.png`, fullPage: true });
      await wideShot(page, 'library-public-title', 740);

      // Off again: the page says so, and the home page no longer offers it.
      await setPublic(staff.request, false);
      await page.reload();
      await page.getByRole('heading', { name: 'The catalogue is not public' }).waitFor();
      await page.getByText(M.catalogueNotPublic).waitFor();
      await expectNoAxeViolations(page, 'public catalogue closed 360');
      await page.screenshot({ path: `${ARTIFACTS_DIR}/library-public-closed-360.png`, fullPage: true });
      const asked = page.waitForResponse((r) => r.url().includes('/api/app/library/public/status'));
      await page.goto('/');
      expect(await (await asked).json()).toEqual({ public: false });
      await page.getByRole('link', { name: 'Pay New Admission Fee' }).waitFor();
      expect(await page.getByRole('link', { name: 'Search the library catalogue' }).count()).toBe(0);
    } finally {
      await setPublic(staff.request, false).catch(() => undefined);
      await visitor.close();
      await staff.close();
    }
  });
});
