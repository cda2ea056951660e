import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Download } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIBRARY_MESSAGES as M } from '../../src/domain/library/messages';
import { LoginPage } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { ROLL_PREFIX } from './support/demo-seed';
import { wideShot } from './support/screenshots';
import { e2eServer } from './support/server';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();
const DEMO = 'Campus@2026';
const BARCODES = '/app/Library/Barcodes';
const TITLE = 'Data Structures Using C';
const ROLLS = [`${ROLL_PREFIX}0501`, `${ROLL_PREFIX}0502`];

const havePdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });

/** The PDF's page count, from its page objects (jsPDF writes one /Type /Page each). */
const pagesIn = (bytes: Buffer) => bytes.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** Saves the download under the artifacts and checks it is a PDF with pages; its path and text (when readable). */
async function savedPdf(download: Download, name: string) {
  const path = `${ARTIFACTS_DIR}/${name}.pdf`;
  await download.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pagesIn(bytes)).toBeGreaterThan(0);
  return { path, text: havePdftotext ? pdfText(path) : null };
}

describe('library barcodes', () => {
  it('at 360 px the incharge makes the label sheet of one title and library cards for two typed roll numbers', async () => {
    const ctx = await newPhoneContext(browser(), baseUrl);
    const page = await ctx.newPage();
    await new LoginPage(page).signInAndLand('Library', 'library_incharge', DEMO, encodeURI('/app/Library Dashboard'), {
      axeLogin: false,
    });
    await page.goto(encodeURI(BARCODES));
    await page.getByRole('heading', { level: 1, name: 'Barcodes' }).waitFor();
    const labels = page.getByRole('form', { name: 'Accession labels' });

    // Nothing chosen yet: the form says so at the title.
    await labels.getByRole('button', { name: 'Make the labels (PDF)' }).click();
    await labels.getByText(M.labelTitleRequired).waitFor();

    await labels.getByLabel('Find the title').fill(TITLE);
    await labels.getByRole('button', { name: 'Find', exact: true }).click();
    const found = (await (await ctx.request.get(`/api/app/library/search?q=${encodeURIComponent(TITLE)}`)).json()) as {
      titles: { id: number; title: string }[];
    };
    const titleId = String(found.titles.find((t) => t.title === TITLE)!.id);
    const choice = labels
      .getByRole('radio', { name: new RegExp(`^${TITLE} —`) })
      .and(labels.locator(`[value="${titleId}"]`));
    await choice.check();
    await expectNoAxeViolations(page, 'barcodes labels 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-barcodes-labels-360.png`, fullPage: true });

    const answer = (await (await ctx.request.get(`/api/app/library/labels?by=title&titleId=${titleId}`)).json()) as {
      labels: { accessionNo: string }[];
    };
    expect(answer.labels.length).toBeGreaterThan(0);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      labels.getByRole('button', { name: 'Make the labels (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Accession_Labels_\d{4}-\d{2}-\d{2}\.pdf$/);
    const sheet = await savedPdf(download, 'library-barcodes-labels');
    if (sheet.text !== null) for (const { accessionNo } of answer.labels) expect(sheet.text).toContain(accessionNo);
    await labels
      .getByRole('status')
      .filter({ hasText: /saved as Accession_Labels_/ })
      .waitFor();

    // A range that names no copy is refused at its field.
    await labels.getByRole('radio', { name: 'An accession number range' }).check();
    await labels.getByLabel('From accession number').fill('ZZ/9000');
    await labels.getByLabel('To accession number').fill('ZZ/9001');
    await labels.getByRole('button', { name: 'Make the labels (PDF)' }).click();
    await labels.getByText(M.noCopiesToLabel).waitFor();

    const cards = page.getByRole('form', { name: 'Library cards' });
    await cards.getByRole('radio', { name: 'A list of roll numbers' }).check();
    await cards.getByLabel('Roll numbers, one a line').fill(`${ROLLS[0]!.toLowerCase()}\n${ROLLS[1]!}\nNOSUCH0001`);
    const [cardFile] = await Promise.all([
      page.waitForEvent('download'),
      cards.getByRole('button', { name: 'Make the cards (PDF)' }).click(),
    ]);
    expect(cardFile.suggestedFilename()).toMatch(/^Library_Cards_\d{4}-\d{2}-\d{2}\.pdf$/);
    const cardPdf = await savedPdf(cardFile, 'library-barcodes-cards');
    if (cardPdf.text !== null) for (const roll of ROLLS) expect(cardPdf.text).toContain(roll);
    await cards.getByRole('status').filter({ hasText: '2 cards on 1 page saved as' }).waitFor();
    await cards.getByText(/Nobody has these codes, so they have no card: NOSUCH0001/).waitFor();
    await expectNoAxeViolations(page, 'barcodes cards 360');
    await page.screenshot({ path: `${ARTIFACTS_DIR}/library-barcodes-cards-360.png`, fullPage: true });
    await wideShot(page, 'library-barcodes');
    await ctx.close();
  });
});
