import { describe, expect, it } from 'vitest';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newPhoneContext, useBrowser } from './support/browser';
import { phoneAndWideShots } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const SHELF = 'Science stacks, Rack S';

describe('stock verification', () => {
  it('at 360 px the incharge starts a check of a shelf, scans copies by typing (one offline), closes it and reads what was not seen', async () => {
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

    await page.goto(encodeURI('/app/Library/Stock Verification'));
    await page.getByRole('heading', { level: 1, name: 'Stock Verification' }).waitFor();
    await page.getByRole('checkbox', { name: SHELF }).check();
    await expectNoAxeViolations(page, 'starting a stock verification');
    await phoneAndWideShots(page, 'library-stock-start');
    await page.getByRole('button', { name: 'Start', exact: true }).click();

    // The check is open: the copies of the shelf are all not seen yet; two of them are scanned by typing.
    await page.getByRole('heading', { name: 'Stock verification open' }).waitFor();
    const notSeen = page.getByRole('table', { name: /Copies not seen/ });
    await notSeen.waitFor({ state: 'attached' });
    const rows = notSeen.locator('tbody tr');
    const barcodes = [
      await rows.nth(0).locator('td').first().innerText(),
      await rows.nth(1).locator('td').first().innerText(),
    ];
    const third = await rows.nth(2).locator('td').first().innerText();
    expect(await page.getByRole('combobox', { name: /Shelf being scanned/ }).inputValue()).toBe(SHELF);
    const scan = page.getByRole('textbox', { name: 'Barcode of the copy on the shelf' });
    for (const barcode of [...barcodes, 'NOPE-9']) {
      await scan.fill(barcode.toLowerCase());
      await scan.press('Enter');
      await page
        .getByRole('list', { name: 'Scanned on the shelves' })
        .getByText(`Barcode ${barcode}`, { exact: true })
        .waitFor();
    }
    await page
      .getByRole('list', { name: 'Scanned on the shelves' })
      .getByText(/^Seen: /)
      .nth(1)
      .waitFor();
    await page.getByRole('table', { name: 'Barcodes no copy has' }).waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('progress').getAttribute('value')).toBe('2');
    await expectNoAxeViolations(page, 'scanning a shelf');
    await phoneAndWideShots(page, 'library-stock-scanning');

    // Without the network (deep in the stacks) a scan waits on the device, and is sent when the network is back.
    await ctx.setOffline(true);
    await scan.fill(third);
    await scan.press('Enter');
    await page
      .getByRole('list', { name: 'Scanned on the shelves' })
      .getByText('Saved on this device: it is sent when the network is back')
      .waitFor();
    await ctx.setOffline(false);
    const seen = async () => {
      const answer = (await (await ctx.request.get('/api/app/library/stock-checks/current')).json()) as {
        check: { totals: { seen: number } };
      };
      return answer.check.totals.seen;
    };
    await expect.poll(seen, { timeout: 20_000, interval: 500 }).toBe(3);

    // Closed without writing anything off: the two copies scanned are not in the not-seen list.
    const closeForm = page.getByRole('form', { name: 'Close the stock verification' });
    await closeForm.getByRole('button', { name: 'Close', exact: true }).click();
    await page.locator('ion-alert').getByRole('button', { name: 'YES' }).click();
    await page.getByRole('heading', { name: 'Last stock verification (closed)' }).waitFor();
    await notSeen.waitFor({ state: 'attached' });
    const listed = await notSeen.locator('tbody tr td:first-of-type').allInnerTexts();
    expect(listed.length).toBeGreaterThan(0);
    for (const barcode of [...barcodes, third]) expect(listed).not.toContain(barcode);
    await expect(page.getByRole('textbox', { name: 'Barcode of the copy on the shelf' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page, 'a closed stock verification');
    await phoneAndWideShots(page, 'library-stock-closed');
    await ctx.close();
  });
});
