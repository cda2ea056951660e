import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAM_CELL_PATH } from '../../src/domain/exams/access';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { RESULT_STAGE_LABELS } from '../../src/domain/exams/processing';
import { DEMO_MARKS_EXAM as TITLE } from '../../src/server/demo/exam-marks';
import { ResultsPage } from './pages/results-page';
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
const DEMO = 'Campus@2026';

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close().catch(() => undefined))));

async function signedIn(username: string, phone: boolean): Promise<Page> {
  const ctx = await (phone ? newPhoneContext : newDesktopContext)(browser(), baseUrl);
  contexts.push(ctx);
  const res = await ctx.request.post('/api/auth/signin', { data: { username, password: DEMO } });
  expect(res.status()).toBe(200);
  return ctx.newPage();
}

/**
 * The demo seed's supplementary exam has its marks in (src/server/demo/exam-marks.ts: the marks screens' rows, put
 * in by the seed since this server's database is its own): the exam cell processes, reviews and requests
 * publication, the principal authorizes at 360 px, a visitor finds the title at /examresults and opens a sheet,
 * and the exam cell withdraws it again.
 */
describe('publishing an exam', () => {
  it('is processed and requested by the exam cell, authorized by the principal, found by a visitor, withdrawn', async () => {
    const cell = await signedIn('examination', false);
    await cell.goto(EXAM_CELL_PATH);
    await cell.getByRole('button', { name: `Open ${TITLE}` }).click();
    await cell.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await cell.getByRole('button', { name: 'Process results' }).click();
    await cell.getByRole('status').filter({ hasText: 'Results processed for' }).waitFor();

    await cell.getByRole('tab', { name: 'Review' }).click();
    expect(cell.url()).toContain('results=review');
    const grades = cell.getByRole('table', { name: 'Grade distribution' });
    await grades.getByRole('cell', { name: 'AB', exact: true }).waitFor();
    await cell.getByText('Every registered student has both marks in every subject.').waitFor();
    const students = cell.getByRole('region', { name: 'Processed students' });
    const roll = (await students.locator('tbody tr td').first().textContent())!.trim();
    expect(roll).toMatch(/^22B81A/);
    // The search by the beginning of a roll number, from the keyboard: one student left, then everyone again.
    const everyone = await students.locator('tbody tr').count();
    const registered = await cell.locator('.result-counts div', { hasText: 'Registered' }).locator('dd').textContent();
    await cell.getByLabel('Roll number begins with').fill(roll.toLowerCase());
    await cell.getByLabel('Roll number begins with').press('Enter');
    await cell
      .getByRole('status')
      .filter({ hasText: `Roll numbers beginning with ${roll}` })
      .waitFor();
    await expect.poll(() => students.locator('tbody tr').count()).toBe(1);
    await expectNoAxeViolations(cell, 'exam results review');
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-results-review-1280.png`, fullPage: true });
    // At 360 px the search and the lists fit the width.
    await cell.setViewportSize({ width: 360, height: 780 });
    expect(await cell.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await cell.getByLabel('Roll number begins with').scrollIntoViewIfNeeded();
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-results-review-search-360.png` });
    await cell.setViewportSize({ width: 1280, height: 800 });
    await cell.getByRole('button', { name: 'Show everyone' }).click();
    await expect.poll(() => students.locator('tbody tr').count()).toBe(everyone);
    const pages = cell.getByRole('navigation', { name: 'Pages of the students' });
    await pages.getByRole('button', { name: 'Next page' }).click();
    await pages.getByText(`Page 2 of ${Math.ceil(Number(registered) / 50)}`).waitFor();
    await pages.scrollIntoViewIfNeeded();
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-results-review-pages-1280.png` });

    await cell.getByRole('tab', { name: 'Publication' }).click();
    await cell.getByRole('button', { name: 'Request publication' }).click();
    await cell.getByRole('status').filter({ hasText: M.requested }).waitFor();

    // The principal, on a phone, authorizes: the same screen, with the principal's one action.
    const principal = await signedIn('principal', true);
    await principal.goto(`${EXAM_CELL_PATH}?results=publication`);
    // The exam list says which exam awaits the principal.
    await principal
      .getByRole('row')
      .filter({ hasText: TITLE })
      .getByRole('cell', { name: RESULT_STAGE_LABELS.awaiting })
      .waitFor();
    await principal.getByRole('button', { name: `Open ${TITLE}` }).click();
    await principal.getByRole('button', { name: 'Authorize publication' }).click();
    await principal
      .getByRole('status')
      .filter({ hasText: M.published(TITLE) })
      .waitFor();
    expect(await principal.getByRole('button', { name: 'Process results' }).count()).toBe(0);
    const overflow = await principal.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await principal.screenshot({ path: `${ARTIFACTS_DIR}/exam-results-principal-360.png`, fullPage: true });

    // A visitor finds the title among the public results and opens a student's sheet.
    const visitorContext = await newPhoneContext(browser(), baseUrl);
    contexts.push(visitorContext);
    const results = new ResultsPage(await visitorContext.newPage());
    await results.openTitles();
    await results.chooseTitle(TITLE);
    await results.show(roll);
    await results.studentName().waitFor();
    expect(await results.page.getByTestId('student-roll').textContent()).toBe(roll);
    expect(await results.sheet().locator('tbody tr').count()).toBeGreaterThan(0);

    // Withdrawn with a reason: gone from the public list.
    await cell.reload();
    await cell.getByRole('button', { name: `Open ${TITLE}` }).click();
    // Recounting and revaluation: the tab lists the applications (none for this exam yet).
    await cell.getByRole('tab', { name: 'Revaluation' }).click();
    await cell.getByText('No applications.').waitFor();
    await cell.getByRole('tab', { name: 'Publication' }).click();
    await cell.getByLabel('Reason for withdrawing', { exact: true }).fill('Published before the moderation meeting');
    await cell.getByRole('button', { name: 'Withdraw results' }).click();
    await cell.getByRole('button', { name: 'YES' }).click();
    await cell
      .getByRole('status')
      .filter({ hasText: M.withdrawn(TITLE) })
      .waitFor();
    await results.page.goto('/examresults');
    await results.titleLinks().first().waitFor();
    expect(await results.page.getByRole('link', { name: TITLE }).count()).toBe(0);
  }, 60_000);
});
