import * as XLSX from '@e965/xlsx';
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { newDesktopContext, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const DEMO = 'Campus@2026';
const CODE = 'E2EUP1';

const contexts: BrowserContext[] = [];
afterAll(async () => {
  // Puts the demo data back: the principal rejects the subject this spec's upload left awaiting authorization.
  const ctx = await newDesktopContext(browser(), baseUrl);
  await ctx.request.post('/api/auth/signin?module=Admin', {
    data: { username: 'principal', password: DEMO, module: 'Admin' },
  });
  const pending = (await (await ctx.request.get('/api/app/lists/subjects/pending')).json()) as {
    id: number;
    proposed: { code?: string } | null;
  }[];
  for (const p of pending.filter((r) => r.proposed?.code === CODE))
    await ctx.request.post(`/api/app/listChangeRequests/${p.id}/reject`, { data: { reason: 'End to end test' } });
  await ctx.close();
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
});

describe('list templates and uploads', () => {
  it('an administrator downloads the subjects template, uploads it filled and sees the report at 360 px', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    contexts.push(ctx);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Admin', 'admin', DEMO, '/app/Admin');
    await page.goto('/app/Admin/Lists/subjects');
    await page.getByRole('heading', { level: 1, name: 'Subjects' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Download template/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Subjects template.xlsx');
    const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0]!;
    const lists = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Lists!, { header: 1 });
    const first = (name: string) => lists[1]![lists[0]!.indexOf(name)]!;
    const row = (values: Record<string, string | number>) => header.map((h) => values[h] ?? null);
    const good = {
      Regulation: first('Regulation'),
      Branch: first('Branch'),
      Semester: first('Semester'),
      Code: CODE,
      Name: 'End To End Subject',
      Credits: 3,
      Type: 'theory',
      'Internal maximum': 30,
      'External maximum': 70,
    };
    XLSX.utils.sheet_add_aoa(sheet, [row(good), row({ ...good, Code: 'E2EUP2', Branch: 'Nowhere' })], {
      origin: 'A2',
    });
    const filled = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;

    await page.getByRole('button', { name: 'Upload Excel' }).press('Enter');
    const panel = page.locator('.bulk-upload');
    await panel.getByLabel('Excel file').setInputFiles({
      name: 'subjects.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel.getByText(`${BULK_MESSAGES.uploaded}: 1 saved of 2 rows`).waitFor({ timeout: 30_000 });
    await panel.getByRole('alert').getByText(BULK_MESSAGES.notSubmitted).waitFor();
    const issue = panel.locator('.bulk-issues tbody tr');
    await expect.poll(() => issue.count()).toBe(1);
    expect(await issue.innerText()).toContain(M.branchNotFound);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'subjects upload report');
    await page.screenshot({ path: '/tmp/bulk-list-upload-360.png', fullPage: true });
  });
});
