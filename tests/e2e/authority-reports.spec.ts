import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser } from './support/browser';
import { e2eServer } from './support/server';
import { useSignedIn } from './support/signed-in';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const signedIn = useSignedIn(browser, baseUrl);

const overflow = (page: Page) => page.locator('.app-scroll').evaluate((el) => el.scrollWidth - el.clientWidth);

describe('the Authority reports at 360 px', () => {
  it('the principal opens Reports from the menu, reads the money chart and its table, switches to results and downloads the Excel', async () => {
    const page = await signedIn('principal', true);
    await page.goto('/app/Principal DashBoard');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const side = page.locator('#side-menu');
    await side.getByRole('button', { name: 'Administration', exact: true }).click();
    await side.getByRole('link', { name: /^Reports/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await page.getByRole('link', { name: /^Money/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Money report' }).waitFor();

    // The chart is drawn (Chart.js sizes the canvas to its box) and its table says the same for a screen reader.
    const title = 'Collected against due by branch';
    const figure = page.getByRole('figure', { name: title });
    const canvas = figure.locator('canvas');
    await expect.poll(() => canvas.evaluate((c) => c.style.height), { timeout: 15_000 }).toBe('260px');
    expect(await canvas.getAttribute('aria-hidden')).toBe('true');
    const table = figure.getByRole('table', { name: title });
    const cse = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'CSE', exact: true }) });
    expect(await cse.getByRole('cell').first().innerText()).toMatch(/^₹[\d,]+\.\d{2}$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/reports-money-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'money report at 360');

    await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Results' }).click();
    await page.getByRole('heading', { level: 1, name: 'Results report' }).waitFor();
    const matrix = page.getByRole('table', { name: 'Pass % by branch and exam' });
    await matrix.waitFor();
    expect(await matrix.getByRole('columnheader', { name: 'CSE' }).count()).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/reports-results-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'results report at 360');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Excel' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^Results_report_\d{4}-\d{4}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    expect(book.getWorksheet('Exams')!.getRow(2).getCell(4).value).toBe('Pass %');
    expect(book.getWorksheet('Exams')!.rowCount).toBeGreaterThan(2);
  }, 120_000);
});
