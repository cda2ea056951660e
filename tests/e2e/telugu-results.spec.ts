import { execFileSync } from 'node:child_process';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

/** The result sheet's labels in Telugu (src/domain/results/locales/te.po), on the screen and in the PDF. */
const TELUGU_LABELS = ['విద్యార్థి పేరు', 'రోల్ నంబర్', 'మొత్తం క్రెడిట్లు', 'సాధించిన క్రెడిట్లు', 'సబ్జెక్టు కోడ్', 'స్థితి'];

describe('a parent reads a result in Telugu on a phone (docs/translations.md)', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newPhoneContext(browser(), baseUrl);
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('chooses తెలుగు in the language menu on the home page, which switches the page at once', async () => {
    await page.goto('/');
    await page.getByLabel('Language').selectOption('te');
    await page.getByLabel('భాష').waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('te');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('te');
  });

  it('finds the result by roll number with every word of the screen in Telugu', async () => {
    await page.getByRole('link', { name: 'ఫలితాలు', exact: true }).click();
    await page.waitForURL(/\/examresults$/);
    await page.getByRole('heading', { name: 'పరీక్ష ఫలితాలు' }).waitFor();
    await page.getByRole('link', { name: new RegExp(demo.examMonths[1]!) }).click();
    await page.waitForURL(/\/results\//);
    await page.getByLabel('రోల్ నంబర్').fill(`${ROLL_PREFIX}0501`);
    await page.getByRole('button', { name: 'చూపించు' }).click();
    const sheet = page.getByRole('region', { name: 'ఫలితాల పత్రం' });
    await sheet.getByTestId('student-name').waitFor();
    for (const label of TELUGU_LABELS) expect(await sheet.getByText(label, { exact: true }).count(), label).toBe(1);
    expect(await sheet.getByText('Student Name').count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-telugu-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'result sheet in Telugu 360');
  });

  it('downloads ExamResult.pdf with its labels in Telugu, the roll number as it is', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'PDF డౌన్‌లోడ్ చేయండి' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ExamResult.pdf');
    const file = `${ARTIFACTS_DIR}/ExamResult-telugu.pdf`;
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const label of TELUGU_LABELS) expect(text, label).toContain(label);
    expect(text).toContain(`${ROLL_PREFIX}0501`);
    expect(text).not.toContain('Student Name');
  });
});
