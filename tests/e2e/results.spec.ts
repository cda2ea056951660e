import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultsPage } from './pages/results-page';
import {
  ARTIFACTS_DIR,
  newDesktopContext,
  newPhoneContext,
  useBrowser,
  waitForAppOnNavigation,
  WITHOUT_SERVICE_WORKER,
} from './support/browser';
import { expectNoAxeViolations } from './support/axe';
import { e2eServer } from './support/server';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser(WITHOUT_SERVICE_WORKER);

describe('public exam results online (§2, §5, §8)', () => {
  let context: BrowserContext;
  let results: ResultsPage;
  beforeAll(async () => {
    context = await newPhoneContext(browser(), baseUrl);
    results = new ResultsPage(await context.newPage());
  });
  afterAll(async () => context?.close());

  it('lists the exam titles and opens the chosen one at its URL-encoded address', async () => {
    await results.openTitles();
    expect(await results.titleLinks().count()).toBeGreaterThanOrEqual(3);
    await results.chooseTitle(new RegExp(demo.examMonths[1]!));
    expect(results.page.url()).toContain('/results/B.Tech%20II%20Year%20II%20Semester');
    await expect
      .poll(() => results.page.getByRole('heading', { name: new RegExp(demo.examMonths[1]!) }).count())
      .toBe(1);
  });

  it("says 'Please enter Roll Number' when Show is pressed with no roll number", async () => {
    await results.show('   ');
    const toast = results.toast('Please enter Roll Number');
    await toast.waitFor();
    // §8: toasts at the top centre for 5000 ms.
    expect(
      await toast.evaluate((el) => [
        (el as HTMLElement & { position: string }).position,
        (el as HTMLElement & { duration: number }).duration,
      ]),
    ).toEqual(['top', 5000]);
  });

  it('shows the sheet for the part of the roll number before the first space', async () => {
    await results.show(`${ROLL_PREFIX}0501 CHARAN`);
    await results.studentName().waitFor();
    expect(await results.page.getByTestId('student-roll').textContent()).toBe(`${ROLL_PREFIX}0501`);
    const sheet = results.sheet();
    for (const heading of ['Total Credits', 'Earned Credits', 'Passed', 'Failed', 'CGPA'])
      expect(await sheet.getByText(heading, { exact: true }).count()).toBe(1);
    const failGrade = sheet.locator('td.grade-fail').first();
    expect(await failGrade.textContent()).toBe('F');
    const red = await failGrade.evaluate((el) => getComputedStyle(el).color);
    const green = await sheet
      .locator('td.status-pass')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe('rgb(179, 38, 30)');
    expect(green).toBe('rgb(27, 122, 61)');
    await results.page.screenshot({ path: `${ARTIFACTS_DIR}/results-360.png`, fullPage: true });
    await expectNoAxeViolations(results.page, 'result sheet 360');
  });

  it('downloads ExamResult.pdf from the server, a real PDF', async () => {
    const text = await results.downloadPdfText(`${ARTIFACTS_DIR}/ExamResult-online.pdf`);
    expect(text).toContain(`${ROLL_PREFIX}0501`);
  });

  it('clears the sheet when the roll number is edited (§4)', async () => {
    await results.rollInput().pressSequentially('X');
    await expect.poll(() => results.studentName().count()).toBe(0);
  });

  it("says 'No data found' for a roll number without results", async () => {
    await results.show(`${ROLL_PREFIX}9999`);
    await results.page.getByText('No data found', { exact: true }).first().waitFor();
    await expectNoAxeViolations(results.page, 'result screen, no data');
    expect(await results.studentName().count()).toBe(0);
  });

  it('fits a desktop screen too', async () => {
    const desk = await newDesktopContext(browser(), baseUrl);
    const page = await desk.newPage();
    await page.goto(`/results/${encodeURIComponent(demo.examTitles[1]!)}?rollNo=${ROLL_PREFIX}0501`);
    await page.getByTestId('student-name').waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, 'result sheet 1280');
    await desk.close();
  });
});

describe('result errors (§8)', () => {
  it("says 'Failed to get results', 'No data found to download' and 'Failed to download' when the server fails or has nothing", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const results = new ResultsPage(page);
    await page.goto(`/results/${encodeURIComponent(demo.examTitles[1]!)}`);

    await page.route('**/api/app/getExamResultByRollNoView**', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await results.show(`${ROLL_PREFIX}0502`);
    await results.toast('Failed to get results').waitFor();
    await expectNoAxeViolations(page, 'result screen with an error');
    await page.unroute('**/api/app/getExamResultByRollNoView**');

    await results.show(`${ROLL_PREFIX}0503`);
    await results.studentName().waitFor();
    await page.route('**/api/app/getExamResultByRollNoReport**', (route) =>
      route.fulfill({ json: { success: 'False', message: 'No data found to download' } }),
    );
    await page.getByRole('button', { name: /Download PDF/ }).click();
    await results.toast('No data found to download').waitFor();
    await page.unroute('**/api/app/getExamResultByRollNoReport**');
    await page.route('**/api/app/getExamResultByRollNoReport**', (route) =>
      route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.getByRole('button', { name: /Download PDF/ }).click();
    await results.toast('Failed to download').waitFor();
    await context.close();
  });
});

describe('unknown pages (§2 404)', () => {
  it("answers 404 and shows 'Oops, Page Not Found :(' with Go To Dashboard", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByText('Oops, Page Not Found :(').waitFor();
    await expectNoAxeViolations(page, '404');
    await page.getByRole('button', { name: /Go To Dashboard/i }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});

const MAY_2024 = `/results/${encodeURIComponent(demo.examTitles[1]!)}`;

/** The roll numbers the page asked the server for, in order. */
function lookupsOf(page: Page): string[] {
  const rolls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/app/getExamResultByRollNoView'))
      rolls.push(new URL(request.url()).searchParams.get('rollNo') ?? '');
  });
  return rolls;
}

describe('the lookup uses what the field shows when Show or Enter is pressed', () => {
  it('looks up the whole roll number a barcode scanner types at 5 ms per key, on a slow phone', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const rolls = lookupsOf(page);
    const results = new ResultsPage(page);
    await page.goto(MAY_2024);
    await results.rollInput().click();
    await page.keyboard.type(`${ROLL_PREFIX}0502`, { delay: 5 });
    await page.keyboard.press('Enter');
    await results.studentName().waitFor();
    expect(await page.getByTestId('student-roll').textContent()).toBe(`${ROLL_PREFIX}0502`);
    // Every lookup asked for the whole roll number (on a loaded machine a slow answer may be asked for again).
    expect(new Set(rolls)).toEqual(new Set([`${ROLL_PREFIX}0502`]));

    // A second scan over the first: select all, type, Enter.
    await results.rollInput().click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(`${ROLL_PREFIX}0503`, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('student-roll').textContent()).toBe(`${ROLL_PREFIX}0503`);
    expect(rolls.at(-1)).toBe(`${ROLL_PREFIX}0503`);
    expect(rolls.every((roll) => roll.length === 10)).toBe(true);
    await context.close();
  });

  it("looks up a roll number filled and submitted with Enter at once, without 'Please enter Roll Number'", async () => {
    const context = await newDesktopContext(browser(), baseUrl);
    const page = await context.newPage();
    const rolls = lookupsOf(page);
    const results = new ResultsPage(page);
    await page.goto(MAY_2024);
    await results.rollInput().fill(`${ROLL_PREFIX}0504`);
    await page.keyboard.press('Enter');
    await results.studentName().waitFor();
    expect(rolls).toEqual([`${ROLL_PREFIX}0504`]);
    expect(await results.toast('Please enter Roll Number').count()).toBe(0);
    expect(await results.rollInput().inputValue()).toBe(`${ROLL_PREFIX}0504`);
    await context.close();
  });

  it('shows the sheet when Enter is pressed before the app has started: the form goes to the server, which renders it', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    // The app's code never arrives (a phone on a dying connection): the page the server rendered is all there is.
    await page.route('**/assets/*.js', (route) => route.abort());
    const results = new ResultsPage(page);
    await page.goto(MAY_2024, { waitUntil: 'commit' });
    await results.rollInput().fill(`${ROLL_PREFIX}0504`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('rollNo') === `${ROLL_PREFIX}0504`);
    await results.studentName().waitFor();
    expect(await page.getByTestId('student-roll').textContent()).toBe(`${ROLL_PREFIX}0504`);
    expect(await page.locator('html[data-app="ready"]').count()).toBe(0);
    await context.close();
  });
});

describe('a sheet rendered by the server', () => {
  it('is hydrated without asking the API again: the app starts from the data the page was rendered with', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    const results = new ResultsPage(page);
    await page.goto(`${MAY_2024}?rollNo=${ROLL_PREFIX}0505`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('student-roll').textContent()).toBe(`${ROLL_PREFIX}0505`);
    expect(await results.studentName().count()).toBe(1);
    expect(apiCalls).toEqual([]);
    await context.close();
  });
});

describe('messages about an earlier lookup', () => {
  it("takes a 'No data found' toast away when the right sheet appears, long before its 5 s are up", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const results = new ResultsPage(page);
    await page.goto(MAY_2024);
    await results.show(`${ROLL_PREFIX}9999`);
    await results.toast('No data found').waitFor();
    await results.show(`${ROLL_PREFIX}0501`);
    await results.studentName().waitFor();
    await expect.poll(() => results.toast('No data found').count(), { timeout: 2_000 }).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-after-no-data-360.png` });
    await expectNoAxeViolations(page, 'result sheet after a miss');
    await context.close();
  });
});

describe('way back to the exam list', () => {
  it.each([[360], [1280]])('offers a link back to /examresults on the result screen at %i px', async (width) => {
    const context = await browser().newContext({ baseURL: baseUrl, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${MAY_2024}?rollNo=${ROLL_PREFIX}0501`);
    await page.getByTestId('student-name').waitFor();
    const back = page.getByRole('link', { name: 'All exam results' });
    expect(await back.getAttribute('href')).toBe('/examresults');
    const box = await back.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-back-link-${width}.png` });
    await back.click();
    await page.waitForURL(`${baseUrl}/examresults`);
    await page
      .getByRole('link', { name: /Regular Examinations/ })
      .first()
      .waitFor();
    await context.close();
  });
});

describe("a student's own results", () => {
  it.each([
    ['at 360 px', 360, ''],
    ['at 1280 px on a kiosk', 1280, '?kiosk=1'],
  ])(
    'opens from the dashboard without typing the roll number (%s), beside the cumulative CGPA',
    async (_label, width, flag) => {
      const context = waitForAppOnNavigation(
        await browser().newContext({ baseURL: baseUrl, viewport: { width, height: 800 }, ...WITHOUT_SERVICE_WORKER }),
      );
      const signIn = await context.request.post('/api/auth/signin?module=Student', {
        data: { username: 'student', password: 'Campus@2026', module: 'Student' },
      });
      expect(signIn.status()).toBe(200);
      const page = await context.newPage();
      await page.goto(`/app/Student${flag}`);
      const cgpa = page.locator('.counter', { hasText: 'My CGPA (all published exams)' });
      await cgpa.waitFor();
      await page.getByRole('link', { name: 'My results', exact: true }).click();
      await page.waitForURL(`${baseUrl}/app/Student/My%20Results`);
      const roll = await page.getByTestId('own-roll').innerText();
      const exams = page.getByRole('list', { name: 'My exams' }).getByRole('link');
      expect(await exams.count()).toBeGreaterThan(1);
      await expectNoAxeViolations(page, `my results ${width}`);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/my-results-${width}.png`, fullPage: true });
      await exams.first().click();
      await page.getByTestId('student-roll').waitFor();
      expect(await page.getByTestId('student-roll').innerText()).toBe(roll);
      // The sheet keeps §3's label for its own exam's number.
      expect(await page.getByText('CGPA', { exact: true }).count()).toBe(1);
      await page.screenshot({ path: `${ARTIFACTS_DIR}/my-results-sheet-${width}.png`, fullPage: true });
      await context.close();
    },
  );
});
