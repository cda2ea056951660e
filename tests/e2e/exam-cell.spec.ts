import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXAM_CELL_PATH } from '../../src/domain/exams/access';
import { EXAM_MESSAGES as M } from '../../src/domain/exams/messages';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { chooseOption, useSignedIn } from './support/signed-in';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
const ROLL = `${ROLL_PREFIX}0501`;
const TITLE = 'B.Tech II Year II Semester (R22) Supplementary Examinations, June 2026';

const signedIn = useSignedIn(browser, baseUrl);

/** The message the form kit shows under a field: the element its aria-describedby names, or null. */
async function messageAt(page: Page, label: string): Promise<string | null> {
  const describedBy = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  return describedBy ? page.locator(`[id="${describedBy}"]`).textContent() : null;
}

/** Whether the field has focus and is in view, as the first invalid field is after a submit. */
const focusedInView = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((e) => {
    const box = e.getBoundingClientRect();
    return e === document.activeElement && box.top >= 0 && box.bottom <= window.innerHeight;
  });

describe('the exam cell', () => {
  it('opens from the Exams tile, defines a supplementary exam, places a subject, registers F and AB students', async () => {
    const cell = await signedIn('examination', false);
    // The demo student's F of the May 2025 exam: the subject a supplementary exam registers them for.
    const sheet = (await (
      await cell.request.get(
        `/api/app/getExamResultByRollNoView?rollNo=${ROLL}&examTitle=${encodeURIComponent(demo.examTitles[1]!)}`,
      )
    ).json()) as { listofRecords: { courseCode: string; grade: string }[] };
    const failed = sheet.listofRecords.find((r) => r.grade === 'F')!.courseCode;

    await cell.goto('/');
    await cell.getByRole('link', { name: 'Exams', exact: true }).click();
    await cell.waitForURL(`${baseUrl}${EXAM_CELL_PATH}`);
    await cell.getByRole('heading', { level: 1, name: 'Exam Cell' }).waitFor();

    // Saved with nothing chosen: every missing field's words at that field, focus on the first, in view.
    await cell.getByRole('button', { name: 'Save the exam' }).click();
    await expect.poll(() => messageAt(cell, 'Regulation')).toBe(M.fillAll);
    for (const label of ['Degree', 'Semester', 'Month', 'Title']) expect(await messageAt(cell, label)).toBe(M.fillAll);
    expect(await messageAt(cell, 'Exam type')).toBeNull();
    expect(await messageAt(cell, 'Year')).toBeNull();
    expect(await focusedInView(cell, 'Regulation')).toBe(true);
    await expectNoAxeViolations(cell, 'exam form with its messages');

    await chooseOption(cell, 'Regulation', 'R22');
    // From the first submit on, a field's words follow what is chosen.
    await expect.poll(() => messageAt(cell, 'Regulation')).toBeNull();
    await chooseOption(cell, 'Degree', 'B.Tech');
    await chooseOption(cell, 'Semester', 'II Year II Semester');
    await chooseOption(cell, 'Exam type', 'Supplementary');
    await chooseOption(cell, 'Month', 'June');
    await cell.getByLabel('Year', { exact: true }).fill('2026');
    expect(await cell.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    await cell.getByRole('button', { name: 'Save the exam' }).click();
    await cell.getByRole('status').filter({ hasText: M.saved }).waitFor();
    await cell.getByRole('heading', { level: 2, name: TITLE }).waitFor();

    // Placed with no subject and no date: the words at each.
    await cell.getByRole('button', { name: 'Place the subject' }).click();
    await expect.poll(() => messageAt(cell, 'Subject')).toBe(M.fillAll);
    expect(await messageAt(cell, 'Date')).toBe(M.fillAll);
    expect(await messageAt(cell, 'Session')).toBeNull();
    expect(await focusedInView(cell, 'Subject')).toBe(true);

    await chooseOption(cell, 'Subject', `${failed} `);
    await cell.getByLabel('Date', { exact: true }).fill('2026-06-01');
    await chooseOption(cell, 'Session', 'Forenoon');
    await cell.getByRole('button', { name: 'Place the subject' }).click();
    await cell.getByRole('button', { name: `Remove ${failed}` }).waitFor();

    await cell.getByRole('button', { name: 'Register students' }).click();
    await cell.getByRole('status').filter({ hasText: 'students registered' }).waitFor();
    const students = cell.getByRole('region', { name: 'Registered students', exact: true });
    await students.getByRole('cell', { name: ROLL, exact: true }).waitFor();
    expect(await students.getByRole('row').filter({ hasText: ROLL }).getByRole('cell', { name: failed }).count()).toBe(
      1,
    );
    // A supplementary exam does not assess attendance; the student may sit and owes the exam fee for one subject.
    const row = students.getByRole('row').filter({ hasText: ROLL });
    await row.getByRole('cell', { name: 'Not assessed', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Eligible · exam fee Rs 800.00 due', exact: true }).waitFor();
    const perBranch = cell.getByRole('region', { name: 'Registered students per branch' });
    await perBranch.getByRole('cell', { name: 'CSE', exact: true }).waitFor();
    // The student's hall ticket, and the branch's at once.
    const [ticket] = await Promise.all([
      cell.waitForEvent('download'),
      cell.getByRole('button', { name: `Hall ticket of ${ROLL}` }).click(),
    ]);
    expect(ticket.suggestedFilename()).toBe(`HallTicket_${ROLL}.pdf`);
    const [branch] = await Promise.all([
      cell.waitForEvent('download'),
      perBranch.getByRole('button', { name: 'Hall tickets of CSE' }).click(),
    ]);
    expect(branch.suggestedFilename()).toBe('HallTickets_CSE.pdf');
    await cell.getByRole('status').filter({ hasText: 'saved as HallTickets_CSE.pdf' }).waitFor();
    await expectNoAxeViolations(cell, 'exam cell');
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-cell-1280.png`, fullPage: true });

    await cell.getByRole('button', { name: `Delete ${TITLE}` }).click();
    await cell.getByRole('button', { name: 'YES' }).click();
    await cell
      .getByRole('alert')
      .filter({ hasText: `${M.deleteRefused}: ${M.studentsRegistered}` })
      .waitFor();

    // The principal reads the exam cell at 360 px without the means to change it.
    const principal = await signedIn('principal', true);
    await principal.goto(EXAM_CELL_PATH);
    await principal.getByRole('button', { name: `Open ${TITLE}` }).click();
    await principal
      .getByRole('region', { name: 'Registered students', exact: true })
      .getByRole('cell', { name: ROLL })
      .waitFor();
    expect(await principal.getByRole('button', { name: 'Register students' }).count()).toBe(0);
    // The exam open and its results tab are the address's: a reload (or the link shared) opens the same view.
    await principal.waitForURL((url) => url.searchParams.has('exam'));
    await principal.getByRole('tab', { name: 'Review' }).click();
    await principal.waitForURL((url) => url.searchParams.get('results') === 'review');
    await principal.reload();
    await principal.getByRole('tab', { name: 'Review', selected: true }).waitFor();
    await principal.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    expect(await principal.getByRole('button', { name: `Delete ${TITLE}` }).count()).toBe(0);
    const overflow = await principal.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await principal.screenshot({ path: `${ARTIFACTS_DIR}/exam-cell-principal-360.png`, fullPage: true });
  }, 240_000);
});
