import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMO_MESSAGES as M } from '../../src/domain/memos/messages';
import { RESULT_ANALYSIS_PATH } from '../../src/domain/result-analysis/access';
import { expectNoAxeViolations } from './support/axe';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { e2eServer } from './support/server';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const ROLL = `${ROLL_PREFIX}0501`;
const EXAM = demo.examTitles[2]!;

const contexts: BrowserContext[] = [];
afterAll(async () => Promise.all(contexts.map((c) => c.close().catch(() => undefined))));

async function pageAs(username: string | null, phone: boolean): Promise<Page> {
  const ctx = await (phone ? newPhoneContext : newDesktopContext)(browser(), baseUrl);
  contexts.push(ctx);
  if (username) {
    const res = await ctx.request.post('/api/auth/signin', { data: { username, password: 'Campus@2026' } });
    expect(res.status()).toBe(200);
  }
  return ctx.newPage();
}

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

describe('memos, their public verification and result analysis', () => {
  it('the exam cell issues a memo; a visitor verifies its code at 360 px', async () => {
    const cell = await pageAs('examination', false);
    await cell.goto('/app/Examinations/Exams');
    await cell.getByRole('link', { name: 'Memos and certificates' }).click();
    await cell.waitForURL(`${baseUrl}/app/Examinations/Exams?tab=memos`);
    await cell.getByLabel('Roll number', { exact: true }).fill(ROLL.toLowerCase());
    await cell.getByRole('button', { name: 'Show transcript' }).click();
    await cell.getByRole('table', { name: /II Year II Semester: SGPA/ }).waitFor();
    // The F of May 2025 (a supplementary exam another spec publishes on this worker's server may be its latest try).
    await cell
      .getByRole('cell', { name: /^Not passed \(\w+ \d{4}\)$/ })
      .first()
      .waitFor();
    const [pdf] = await Promise.all([
      cell.waitForEvent('download'),
      cell.getByRole('button', { name: 'Issue marks memo' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`MarksMemo_${ROLL}.pdf`);
    const said = await cell.getByRole('status').filter({ hasText: M.memoIssued }).textContent();
    const code = /verification code ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})/.exec(said ?? '')![1]!;
    await cell.getByRole('region', { name: 'Issued' }).getByRole('link', { name: code }).waitFor();
    await expectNoAxeViolations(cell, 'memos and certificates');
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-memos-1280.png`, fullPage: true });

    const visitor = await pageAs(null, true);
    await visitor.goto(`/verify/${code}`);
    await visitor.getByRole('status').filter({ hasText: 'The college issued this document.' }).waitFor();
    await visitor.getByRole('listitem').filter({ hasText: 'Document: Consolidated marks memo' }).waitFor();
    await visitor
      .getByRole('listitem')
      .filter({ hasText: `Roll number: ${ROLL}` })
      .waitFor();
    await noOverflow(visitor);
    await expectNoAxeViolations(visitor, 'verify page');
    await visitor.screenshot({ path: `${ARTIFACTS_DIR}/exam-memos-verify-360.png`, fullPage: true });
    await visitor.goto('/verify/ZZZZ-ZZZZ-ZZZZ');
    await visitor.getByRole('alert').filter({ hasText: M.codeNotFound }).waitFor();
  }, 120_000);

  it('the analysis tab shows the charts with their tables, for a HoD their department', async () => {
    const hod = await pageAs('hod', true);
    await hod.goto(RESULT_ANALYSIS_PATH);
    const exams = hod.getByLabel('Published exam', { exact: true });
    const value = await exams
      .locator('option')
      .filter({ hasText: EXAM })
      .evaluate((o: HTMLOptionElement) => o.value);
    await exams.selectOption(value);
    await hod.getByText('Your department: Computer Science and Engineering').waitFor();
    // Each chart is a figure drawn by Chart.js (it sizes the canvas to its box, as tall as its bars), hidden from
    // screen readers, and its table, captioned with the same title, says the same.
    for (const title of ['Pass percentage by branch', 'Grade distribution', 'Pass percentage by subject']) {
      const figure = hod.getByRole('figure', { name: title });
      const canvas = figure.locator('canvas');
      await expect
        .poll(() => canvas.evaluate((c) => c.style.height !== '' && c.style.height === c.parentElement!.style.height), {
          timeout: 15_000,
        })
        .toBe(true);
      expect(await canvas.getAttribute('aria-hidden')).toBe('true');
      await figure.getByRole('table', { name: title }).waitFor();
    }
    expect(await hod.locator('svg.bar-chart').count()).toBe(0);
    const byBranch = hod.getByRole('figure', { name: 'Pass percentage by branch' }).getByRole('table');
    const cse = byBranch.getByRole('row').filter({ has: hod.getByRole('rowheader', { name: 'CSE', exact: true }) });
    expect(await cse.getByRole('cell').first().innerText()).toMatch(/^\d{1,3}\.\d%$/);
    expect(await byBranch.getByRole('rowheader', { name: 'ECE', exact: true }).count()).toBe(0);
    expect(await hod.getByRole('cell', { name: 'ECE', exact: true }).count()).toBe(0);
    await noOverflow(hod);
    await expectNoAxeViolations(hod, 'result analysis');
    await hod.screenshot({ path: `${ARTIFACTS_DIR}/exam-memos-analysis-360.png`, fullPage: true });
    const [xlsx] = await Promise.all([
      hod.waitForEvent('download'),
      hod.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^ResultAnalysis_.*\.xlsx$/);
  }, 120_000);
});
