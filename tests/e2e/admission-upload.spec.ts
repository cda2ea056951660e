import { mkdirSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BULK_COLUMNS } from '../../src/domain/admissions/bulk-columns';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { ADMISSION_MESSAGES } from '../../src/domain/admissions/messages';
import { withVerhoeffDigit } from '../../src/domain/admissions/verhoeff';
import { admissionsXlsx, clerkRow } from '../server/support/admission-sheets';
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
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DASHBOARD = '/app/Admission/Dashboard';

/** Aadhaar numbers of this run only (the spec adds its own admissions and touches no demo record), typed as text. */
const runBase = 70_000_000_000 + (Date.now() % 90_000_000) * 100;
const aadhaar = (i: number) => withVerhoeffDigit(String(runBase + i));

const counter = async (page: Page, id: string) =>
  Number((await page.locator(`[data-counter="${id}"] .counter__value`).innerText()).replace(/\D/g, ''));

describe('admissions Excel bulk upload and dashboard (§2 Upload toggle)', () => {
  it.each([
    [1280, 'desktop'],
    [360, 'phone'],
  ] as const)(
    'uploads a sheet with 3 bad rows, shows them and downloads them as a sheet to fix; the dashboard counts the new admissions (%i px)',
    async (width, kind) => {
      const ctx =
        kind === 'phone' ? await newPhoneContext(browser(), baseUrl) : await newDesktopContext(browser(), baseUrl);
      const page = await ctx.newPage();
      await new LoginPage(page).signInAndLand('Admin', 'admissions', 'Campus@2026', DASHBOARD);
      await page.getByRole('heading', { level: 1, name: 'Admissions Dashboard' }).waitFor();
      await page.locator('[data-counter="thisYear"] .counter__value').filter({ hasText: /\d/ }).waitFor();
      const before = await counter(page, 'thisYear');
      await expectNoAxeViolations(page, `admissions dashboard ${width}`);
      expect(await page.getByRole('link', { name: /Admission form/ }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /Student admission form/ }).count()).toBe(1);
      expect(await page.getByRole('link', { name: /Admissions register/ }).count()).toBe(1);

      const offset = kind === 'phone' ? 100 : 0;
      const sheet = await admissionsXlsx([
        clerkRow(aadhaar(offset + 1), {
          'Full Name': ' Anil  Kumar ',
          'Caste Category': 'bc-a',
          'Date of Admission': '20/11/2026',
        }),
        null,
        clerkRow(aadhaar(offset + 2), { 'Full Name': 'Bhavani', Gender: 'female', 'Date of Admission': '21-11-2026' }),
        clerkRow('12345', { 'Full Name': 'Short Aadhaar' }),
        clerkRow(aadhaar(offset + 3), { 'Full Name': 'Unknown Course', Course: 'B.Arch' }),
        clerkRow(aadhaar(offset + 4), { 'Full Name': 'Bad Mobile', 'Student Mobile Number': '0123' }),
      ]);

      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      const panel = page.getByRole('region', { name: 'Excel upload of admissions' });
      await panel.waitFor();
      const input = panel.getByLabel('Excel file');
      // Remove clears the chosen file.
      await input.setInputFiles({
        name: 'wrong.xlsx',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(sheet),
      });
      await panel.getByText('wrong.xlsx').waitFor();
      await panel.getByRole('button', { name: 'Remove' }).click();
      // Wait for the re-render: reading the state right after the click raced it.
      await panel.getByText('wrong.xlsx').waitFor({ state: 'detached' });
      await panel.getByRole('button', { name: 'Upload', exact: true, disabled: true }).waitFor();

      await input.setInputFiles({
        name: 'admissions.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(sheet),
      });
      await panel.getByRole('button', { name: 'Upload', exact: true }).click();
      await panel.getByRole('status').filter({ hasText: BULK_MESSAGES.uploaded }).waitFor();
      expect(await panel.getByRole('status').innerText()).toContain('2 saved of 5 rows');
      await panel.getByRole('alert').filter({ hasText: BULK_MESSAGES.notSubmitted }).waitFor();
      const rows = panel.locator('table.bulk-issues tbody tr');
      expect(await rows.count()).toBe(3);
      expect(await rows.allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`5\\s+Aadhaar Number\\s+${ADMISSION_MESSAGES.aadhaar}`)),
        expect.stringMatching(new RegExp(`6\\s+Course\\s+${ADMISSION_MESSAGES.unknownCourse}`)),
        expect.stringMatching(new RegExp(`7\\s+Student Mobile Number\\s+${ADMISSION_MESSAGES.mobile}`)),
      ]);
      await expectNoAxeViolations(page, `admissions upload report ${width}`);
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      await page.screenshot({ path: `${ARTIFACTS_DIR}/admission-upload-${width}.png`, fullPage: true });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel.getByRole('button', { name: /Download these rows to fix/ }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Admissions_Not_Submitted.xlsx');
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await download.path())!);
      const errors = book.worksheets[0]!;
      expect(errors.actualRowCount).toBe(4);
      const reasonColumn = BULK_COLUMNS.length + 1;
      expect(errors.getRow(1).getCell(reasonColumn).value).toBe('Reason');
      expect([2, 3, 4].map((r) => errors.getRow(r).getCell(1).value)).toEqual([
        'Short Aadhaar',
        'Unknown Course',
        'Bad Mobile',
      ]);
      expect(String(errors.getRow(3).getCell(reasonColumn).value)).toBe(`Course: ${ADMISSION_MESSAGES.unknownCourse}`);

      // The dashboard counts the two new admissions (live from the database); Close leaves upload mode.
      await page
        .locator('[data-counter="thisYear"] .counter__value')
        .filter({ hasText: String(before + 2) })
        .waitFor();
      await panel.getByRole('button', { name: 'Close' }).click();
      expect(await page.getByRole('region', { name: 'Excel upload of admissions' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
      await ctx.close();
    },
  );

  it('refuses a file that is not a spreadsheet with the server message', async () => {
    const ctx = await newDesktopContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admissions', 'Campus@2026', DASHBOARD);
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Excel upload of admissions' });
    await panel
      .getByLabel('Excel file')
      .setInputFiles({ name: 'notes.xlsx', mimeType: 'text/plain', buffer: Buffer.from('not a workbook at all') });
    await panel.getByRole('button', { name: 'Upload', exact: true }).click();
    const alert = panel.getByRole('alert').filter({ hasText: BULK_MESSAGES.uploadFailed });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('is not an Excel workbook');
    await ctx.close();
  });
});
