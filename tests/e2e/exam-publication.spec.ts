import * as XLSX from '@e965/xlsx';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GRADING_SCHEME } from '../../src/domain/academic/grading-scheme';
import { BULK_MESSAGES } from '../../src/domain/admissions/bulk-messages';
import { EXAM_CELL_PATH, INTERNAL_MARKS_PATH } from '../../src/domain/exams/access';
import { EXAM_MESSAGES as M, MARKS_MESSAGES } from '../../src/domain/exams/messages';
import { ABSENT_GRADE, RESULT_STAGE_LABELS, gradeSubject, type PassRules } from '../../src/domain/exams/processing';
import { LANDING_BY_ROLE } from '../../src/domain/auth/roles';
import { publishQuestion } from '../../src/domain/exams/publication';
import { ResultsPage } from './pages/results-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser, WITHOUT_SERVICE_WORKER } from './support/browser';
import { e2eServer } from './support/server';
import { chooseOption, useSignedIn } from './support/signed-in';
import { ROLL_PREFIX, demo } from './support/demo-seed';
import { SEMESTER_NAMES } from '../../src/server/demo/names-and-courses';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);
// A month and year no demo title or other spec uses: the exam is this test's own.
const SEMESTER = SEMESTER_NAMES[demo.lastYearSubject.semester - 1]!;
const TITLE = `B.Tech ${SEMESTER} (R22) Supplementary Examinations, March 2027`;
// The demo teacher ('faculty') was allotted this subject (R22CS506 as written) for the batch's CSE A last year
// (src/server/demo/attendance.ts); about a dozen CSE students have an F or AB in it (the demo results), some of
// section A and some not: a small cohort whose internal marks come from the teacher and, for the students of no
// section of theirs, from the exam cell.
const SUBJECT = demo.lastYearSubject.code;
// A student the supplementary exam does not register (the demo roll number passed every subject of the semester).
const NOT_REGISTERED = `${ROLL_PREFIX}0501`;
// The demo's R22 keeps the default scheme and pass rules (external ≥ 35%, total ≥ 40%).
const R22: PassRules = { scheme: DEFAULT_GRADING_SCHEME, minExternalPercent: 35, minTotalPercent: 40 };
// Internal and external marks by position in the roll list, within any subject's maxima (a theory subject's 30
// and 70, a laboratory's 40 and 60); the third student is absent (AB). Out of 100 they give S, A, B, C, D, an F on
// the external minimum and an F on the scheme's 0-point band.
const PLAN: [number, number | 'AB'][] = [
  [30, 60],
  [25, 58],
  [20, 'AB'],
  [22, 50],
  [20, 42],
  [18, 34],
  [15, 20],
  [27, 60],
  [12, 30],
  [24, 46],
  [26, 60],
];

const signedIn = useSignedIn(browser, baseUrl);

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** Types each student's planned internal marks into an Internal marks grid; answers how many it typed. */
async function fillInternal(page: Page, internal: Map<string, number>, onlyBlank: boolean): Promise<number> {
  const rows = page.getByRole('list', { name: 'Students' }).getByRole('listitem');
  await rows.first().waitFor();
  let typed = 0;
  for (const row of await rows.all()) {
    const roll = (await row.locator('.marks-row__roll').textContent())!.trim();
    const input = row.getByRole('textbox');
    if (onlyBlank && (await input.inputValue()) !== '') {
      expect(await input.inputValue()).toBe(String(internal.get(roll)));
      continue;
    }
    await input.fill(String(internal.get(roll)));
    typed++;
  }
  return typed;
}

/**
 * The whole cycle through the screens, from an exam cell with no such exam: the exam cell defines a supplementary
 * exam, places its subject and registers its students; the teacher enters their section's internal marks and the
 * exam cell the rest on the same grid; the external marks come in through the subject's Excel template (an
 * absentee as AB, a row of a student not registered refused with its reason); the exam cell processes, reviews and
 * requests publication; the principal authorizes at 360 px; a visitor finds the title at /examresults and reads the
 * grades the marks imply; the exam cell withdraws the results. The API is used only to sign in.
 */
describe('publishing an exam', () => {
  it('defined in an empty exam cell, marked through the screens, processed, authorized, found by a visitor, withdrawn', async () => {
    // 1. The exam cell defines the exam, places its subject and registers the students.
    const cell = await signedIn('examination', false);
    await cell.goto(EXAM_CELL_PATH);
    await chooseOption(cell, 'Regulation', 'R22');
    await chooseOption(cell, 'Degree', 'B.Tech');
    await chooseOption(cell, 'Semester', SEMESTER);
    await chooseOption(cell, 'Exam type', 'Supplementary');
    await chooseOption(cell, 'Month', 'March');
    await cell.getByLabel('Year', { exact: true }).fill('2027');
    expect(await cell.getByLabel('Title', { exact: true }).inputValue()).toBe(TITLE);
    await cell.getByRole('button', { name: 'Save the exam' }).click();
    await cell.getByRole('status').filter({ hasText: M.saved }).waitFor();
    await cell.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await chooseOption(cell, 'Subject', `${SUBJECT} `);
    await cell.getByLabel('Date', { exact: true }).fill('2027-03-15');
    await chooseOption(cell, 'Session', 'Forenoon');
    await cell.getByRole('button', { name: 'Place the subject' }).click();
    await cell.getByRole('button', { name: `Remove ${SUBJECT}` }).waitFor();
    await cell.getByRole('button', { name: 'Register students' }).click();
    await cell.getByRole('status').filter({ hasText: 'students registered' }).waitFor();
    const registered = cell.getByRole('region', { name: 'Registered students', exact: true });
    await registered.getByRole('row').nth(1).waitFor();
    const rolls = (await registered.locator('tbody tr td:first-child').allTextContents()).map((r) => r.trim());
    expect(rolls.length).toBeGreaterThanOrEqual(3);
    expect(rolls.length).toBeLessThanOrEqual(PLAN.length);
    expect(rolls).not.toContain(NOT_REGISTERED);
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-registered-1280.png`, fullPage: true });

    const plan = new Map(rolls.map((roll, i) => [roll, PLAN[i]!]));
    const internal = new Map(rolls.map((roll) => [roll, plan.get(roll)![0]]));
    const absentee = rolls[2]!;

    // 2a. The teacher, on a phone, enters the internal marks of their section's students.
    const teacher = await signedIn('faculty', true);
    await teacher.goto(INTERNAL_MARKS_PATH);
    await teacher.getByRole('heading', { level: 1, name: 'Internal marks' }).waitFor();
    const subjectLink = teacher.getByRole('link').filter({ hasText: SUBJECT }).filter({ hasText: TITLE });
    await subjectLink.waitFor();
    await expectNoAxeViolations(teacher, 'internal marks subjects');
    await subjectLink.click();
    const byTeacher = await fillInternal(teacher, internal, false);
    expect(byTeacher).toBeGreaterThan(0);
    expect(byTeacher).toBeLessThan(rolls.length);
    await teacher.getByRole('button', { name: 'Save marks' }).click();
    await teacher
      .getByRole('status')
      .filter({ hasText: MARKS_MESSAGES.savedCount(byTeacher) })
      .waitFor();
    await noSidewaysScroll(teacher);
    await teacher.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-internal-360.png`, fullPage: true });

    // 2b. The exam cell sees who is behind and enters the rest on the same grid.
    const openExam = async () => {
      await cell.goto(EXAM_CELL_PATH);
      await cell.getByRole('button', { name: `Open ${TITLE}` }).click();
    };
    await openExam();
    const subjectRow = cell
      .getByRole('region', { name: 'Marks by subject' })
      .getByRole('row')
      .filter({ hasText: SUBJECT });
    await subjectRow
      .getByRole('cell', { name: `${String(byTeacher)} · ${String(rolls.length - byTeacher)} missing` })
      .waitFor();
    const maxima = (await subjectRow.getByText(/^Maximum:/).textContent())!.match(/internal (\d+), external (\d+)/)!;
    const [internalMax, externalMax] = [Number(maxima[1]), Number(maxima[2])];
    await subjectRow.getByRole('link', { name: `Internal marks of ${SUBJECT}` }).click();
    const byCell = await fillInternal(cell, internal, true);
    expect(byCell).toBe(rolls.length - byTeacher);
    await cell.getByRole('button', { name: 'Save marks' }).click();
    await cell
      .getByRole('status')
      .filter({ hasText: MARKS_MESSAGES.savedCount(rolls.length) })
      .waitFor();

    // 2c. External marks: the subject's template from the screen, filled in, with AB for the absentee and a row
    // of a student who is not registered.
    await openExam();
    const entered = (half: string) => subjectRow.locator(`td[data-label="${half} entered"]`);
    await entered('Internal')
      .filter({ hasText: new RegExp(`^${String(rolls.length)}$`) })
      .waitFor();
    const [download] = await Promise.all([
      cell.waitForEvent('download'),
      subjectRow.getByRole('button', { name: `Template of ${SUBJECT}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Marks_${SUBJECT}.xlsx`);
    const book = XLSX.read(await readFile(await download.path()), { type: 'buffer' });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<(string | number | null)[]>(sheet, { header: 1, defval: null });
    expect(rows[0]).toEqual(['Subject Code', 'Roll Number', 'Name', 'External Marks']);
    expect(
      rows
        .slice(1)
        .map((r) => String(r[1]))
        .sort(),
    ).toEqual([...rolls].sort());
    XLSX.utils.sheet_add_aoa(
      sheet,
      [...rows.slice(1).map((r) => [r[0], r[1], r[2], plan.get(String(r[1]))![1]]), [SUBJECT, NOT_REGISTERED, '', 50]],
      { origin: 'A2' },
    );
    const filled = XLSX.write(book, { bookType: 'xlsx', type: 'buffer' }) as Buffer;
    await cell.getByRole('button', { name: 'Upload external marks' }).click();
    const panel = cell.locator('.bulk-upload');
    await panel.getByLabel('Excel file').setInputFiles({
      name: `Marks_${SUBJECT}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await panel
      .getByText(`${BULK_MESSAGES.uploaded}: ${String(rolls.length)} saved of ${String(rolls.length + 1)} rows`)
      .waitFor({ timeout: 30_000 });
    const notSubmitted = panel.locator('.bulk-issues tbody tr');
    expect(await notSubmitted.count()).toBe(1);
    await notSubmitted.getByText(MARKS_MESSAGES.notRegistered).waitFor();
    await entered('External')
      .filter({ hasText: new RegExp(`^${String(rolls.length)}$`) })
      .waitFor();
    expect((await subjectRow.locator('td[data-label="AB"]').textContent())!.trim()).toBe('1');
    await cell
      .locator('section[aria-labelledby="exam-marks-title"]')
      .screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-marks-1280.png` });

    // 3. Processed and reviewed: the grades the marks imply, nobody's marks missing; publication requested.
    const expected = new Map(
      rolls.map((roll) => {
        const [int, ext] = plan.get(roll)!;
        const outcome = gradeSubject(
          { internal: int, external: ext === 'AB' ? null : ext, externalAbsent: ext === 'AB', grace: 0 },
          { courseId: 0, credits: 3, internalMax, externalMax },
          R22,
        );
        if (outcome.kind !== 'graded') throw new Error(`${roll} is not graded`);
        return [roll, outcome.grade];
      }),
    );
    await cell.getByRole('button', { name: 'Process results' }).click();
    await cell
      .getByRole('status')
      .filter({ hasText: `Results processed for ${String(rolls.length)} students` })
      .waitFor();
    await cell.getByRole('tab', { name: 'Review' }).click();
    await cell.getByText('Every registered student has both marks in every subject.').waitFor();
    const count = (label: string) => cell.locator('.result-counts div').filter({ hasText: label }).locator('dd');
    expect(await count('Registered').textContent()).toBe(String(rolls.length));
    expect(await count('Absent').textContent()).toBe('1');
    expect(await count('With marks missing').textContent()).toBe('0');
    const distribution = cell.getByRole('table', { name: 'Grade distribution' });
    for (const grade of new Set(expected.values())) {
      const n = [...expected.values()].filter((g) => g === grade).length;
      const row = distribution.getByRole('row').filter({ has: cell.getByRole('cell', { name: grade, exact: true }) });
      expect((await row.getByRole('cell').nth(1).textContent())!.trim()).toBe(String(n));
    }
    // The search by the beginning of a roll number, from the keyboard: one student left, then everyone again (the
    // pages of a long list are the API test's: this exam has a dozen students).
    const students = cell.getByRole('region', { name: 'Processed students' });
    const search = cell.getByLabel('Roll number begins with');
    await search.fill(rolls[0]!.toLowerCase());
    await search.press('Enter');
    await cell
      .getByRole('status')
      .filter({ hasText: `Roll numbers beginning with ${rolls[0]!}` })
      .waitFor();
    await expect.poll(() => students.locator('tbody tr').count()).toBe(1);
    await cell.setViewportSize({ width: 360, height: 780 });
    expect(await cell.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await search.scrollIntoViewIfNeeded();
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-results-review-search-360.png` });
    await cell.setViewportSize({ width: 1280, height: 800 });
    await cell.getByRole('button', { name: 'Show everyone' }).click();
    await expect.poll(() => students.locator('tbody tr').count()).toBe(rolls.length);
    await expectNoAxeViolations(cell, 'exam results review');
    await cell.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-review-1280.png`, fullPage: true });
    await cell.getByRole('tab', { name: 'Publication' }).click();
    // The tab sums up what would go out: every student sitting has a result, none withheld.
    const summary = cell.getByRole('definition').locator('xpath=..');
    await summary
      .filter({ hasText: 'Results to publish' })
      .filter({ hasText: String(rolls.length) })
      .waitFor();
    await summary.filter({ hasText: 'Withheld (marks missing)' }).filter({ hasText: '0' }).waitFor();
    await cell.getByRole('button', { name: 'Request publication' }).click();
    await cell.getByText(publishQuestion(rolls.length)).waitFor();
    await cell.getByRole('button', { name: 'YES' }).click();
    await cell.getByRole('status').filter({ hasText: M.requested }).waitFor();

    // The principal, on a phone, finds it waiting on their dashboard and in the exam list, and authorizes after
    // confirming the count.
    const principal = await signedIn('principal', true);
    await principal.goto(LANDING_BY_ROLE.ROLE_PRINCIPAL);
    const waiting = principal.getByRole('region', { name: 'Results waiting to be published' });
    await waiting.getByRole('link', { name: TITLE }).waitFor();
    await waiting.getByText(`${rolls.length} results`, { exact: false }).waitFor();
    await expectNoAxeViolations(principal, 'principal dashboard with a publication waiting');
    await principal.goto(`${EXAM_CELL_PATH}?results=publication`);
    await principal
      .getByRole('row')
      .filter({ hasText: TITLE })
      .getByRole('cell', { name: RESULT_STAGE_LABELS.awaiting })
      .waitFor();
    await principal.getByRole('button', { name: `Open ${TITLE}` }).click();
    await principal.getByRole('button', { name: 'Authorize publication' }).waitFor();
    await expectNoAxeViolations(principal, 'publication awaiting the principal');
    await principal.getByRole('button', { name: 'Authorize publication' }).click();
    const question = principal.getByRole('alertdialog').or(principal.getByRole('dialog'));
    await question.getByText(publishQuestion(rolls.length)).waitFor();
    await noSidewaysScroll(principal);
    await expectNoAxeViolations(principal, 'publication confirmation at 360 px');
    await principal.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-confirm-360.png` });
    await principal.getByRole('button', { name: 'YES' }).click();
    await principal
      .getByRole('status')
      .filter({ hasText: M.published(TITLE) })
      .waitFor();
    await noSidewaysScroll(principal);
    await principal.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-principal-360.png`, fullPage: true });

    // 4. A visitor (closed with the browser) finds the title at /examresults and opens the sheets of a graded student and of the absentee.
    const visitorContext = await newPhoneContext(browser(), baseUrl);
    const results = new ResultsPage(await visitorContext.newPage());
    await results.openTitles();
    await results.chooseTitle(TITLE);
    const graded = rolls[0]!;
    for (const roll of [graded, absentee]) {
      await results.show(roll);
      await results.page.getByTestId('student-roll').filter({ hasText: roll }).waitFor();
      const row = results.sheet().getByRole('row').filter({ hasText: SUBJECT });
      expect((await row.locator('td[data-label="Grade"]').textContent())!.trim()).toBe(expected.get(roll));
    }
    expect(expected.get(absentee)).toBe(ABSENT_GRADE);
    await noSidewaysScroll(results.page);
    await results.page.screenshot({ path: `${ARTIFACTS_DIR}/exam-publication-visitor-360.png`, fullPage: true });

    // 5. The Revaluation tab lists no applications yet; the exam cell withdraws the results with a reason and the
    // title is gone from the public list.
    await openExam();
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
  }, 240_000);
});
