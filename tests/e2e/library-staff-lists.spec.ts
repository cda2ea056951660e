import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DAY = 86_400_000;

describe('the library’s lists for its staff', () => {
  it('at 360 px the incharge finds an overdue loan, reminds its patron, reads their history and the waiting list', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand(
      'Library',
      'library_incharge',
      'Campus@2026',
      encodeURI('/app/Library Dashboard'),
      {
        axeLogin: false,
      },
    );
    // A student of this spec's own has a copy out since 40 days ago (issued at a desk that was offline then).
    const patron = `${ROLL_PREFIX}0539`;
    const occurredAt = new Date(Date.now() - 40 * DAY).toISOString();
    let barcode: string | null = null;
    for (let accession = 140; accession > 120 && !barcode; accession--) {
      const res = await ctx.request.post('/api/app/library/issues', {
        data: { patron, barcode: String(accession), occurredAt, offline: true },
      });
      if (res.status() === 201) barcode = String(accession);
    }
    expect(barcode).not.toBeNull();

    // The dashboard counts it among the overdue, with its charts and their tables.
    await page.getByRole('heading', { name: 'Circulation' }).waitFor();
    await page.getByRole('table', { name: /Issues and returns, the last 14 days/ }).waitFor({ state: 'attached' });
    await expectNoAxeViolations(page, 'the library dashboard');
    await phoneAndWideShots(page, 'library-dashboard');

    await page.goto(encodeURI('/app/Library/Overdue'));
    const row = page.getByRole('row').filter({ hasText: patron });
    await row.first().waitFor();
    await page.getByRole('button', { name: 'Send reminders' }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await page.getByRole('status').first().waitFor();
    await expectNoAxeViolations(page, 'overdue loans');
    await phoneAndWideShots(page, 'library-overdue');

    await page.goto(encodeURI('/app/Library/History'));
    await page.getByRole('search').getByRole('textbox').fill(patron.toLowerCase());
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.getByRole('cell', { name: barcode!, exact: false }).first().waitFor({ state: 'attached' });
    expect(decodeURIComponent(page.url())).toContain(`code=${patron}`);
    await expectNoAxeViolations(page, 'a patron’s history');
    await phoneAndWideShots(page, 'library-history');

    await page.goto(encodeURI('/app/Library/Waiting List'));
    await page.getByRole('heading', { level: 1, name: 'Waiting List' }).waitFor();
    await expectNoAxeViolations(page, 'the waiting list');
    await phoneAndWideShots(page, 'library-waiting-list');

    // Back on the shelf, so other specs find the demo's copies as they were.
    expect((await ctx.request.post('/api/app/library/returns', { data: { barcode } })).status()).toBe(200);
    await ctx.close();
  });
});
