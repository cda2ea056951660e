import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ResultsPage } from './pages/results-page';
import { ARTIFACTS_DIR, newDesktopContext, newPhoneContext, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

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
    await results.chooseTitle(/May 2024/);
    expect(results.page.url()).toContain('/results/B.Tech%20II%20Year%20II%20Semester');
    await expect.poll(() => results.page.getByRole('heading', { name: /May 2024/ }).count()).toBe(1);
  });

  it("says 'Please enter Roll Number' when Show is pressed with no roll number", async () => {
    await results.show('   ');
    const toast = results.toast('Please enter Roll Number');
    await toast.waitFor();
    // §8: toasts at the top centre for 5000 ms.
    expect(await toast.evaluate((el) => [(el as HTMLElement & { position: string }).position, (el as HTMLElement & { duration: number }).duration])).toEqual(['top', 5000]);
  });

  it('shows the sheet for the part of the roll number before the first space', async () => {
    await results.show('22B81A0501 CHARAN');
    await results.studentName().waitFor();
    expect(await results.page.getByTestId('student-roll').textContent()).toBe('22B81A0501');
    const sheet = results.sheet();
    for (const heading of ['Total Credits', 'Earned Credits', 'Passed', 'Failed', 'CGPA']) expect(await sheet.getByText(heading, { exact: true }).count()).toBe(1);
    const failGrade = sheet.locator('td.grade-fail').first();
    expect(await failGrade.textContent()).toBe('F');
    const red = await failGrade.evaluate((el) => getComputedStyle(el).color);
    const green = await sheet.locator('td.status-pass').first().evaluate((el) => getComputedStyle(el).color);
    expect(red).toBe('rgb(179, 38, 30)');
    expect(green).toBe('rgb(27, 122, 61)');
    await results.page.screenshot({ path: `${ARTIFACTS_DIR}/results-360.png`, fullPage: true });
  });

  it('downloads ExamResult.pdf from the server, a real PDF', async () => {
    const text = await results.downloadPdfText(`${ARTIFACTS_DIR}/ExamResult-online.pdf`);
    expect(text).toContain('22B81A0501');
  });

  it('clears the sheet when the roll number is edited (§4)', async () => {
    await results.rollInput().pressSequentially('X');
    await expect.poll(() => results.studentName().count()).toBe(0);
  });

  it("says 'No data found' for a roll number without results", async () => {
    await results.show('22B81A9999');
    await results.page.getByText('No data found', { exact: true }).first().waitFor();
    expect(await results.studentName().count()).toBe(0);
  });

  it('fits a desktop screen too', async () => {
    const desk = await newDesktopContext(browser(), baseUrl);
    const page = await desk.newPage();
    await page.goto(`/results/${encodeURIComponent('B.Tech II Year II Semester (R22) Regular Examinations, May 2024')}?rollNo=22B81A0501`);
    await page.getByTestId('student-name').waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-1280.png`, fullPage: true });
    await desk.close();
  });
});

describe('result errors (§8)', () => {
  it("says 'Failed to get results', 'No data found to download' and 'Failed to download' when the server fails or has nothing", async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const results = new ResultsPage(page);
    await page.goto(`/results/${encodeURIComponent('B.Tech II Year II Semester (R22) Regular Examinations, May 2024')}`);

    await page.route('**/api/app/getExamResultByRollNoView**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await results.show('22B81A0502');
    await results.toast('Failed to get results').waitFor();
    await page.unroute('**/api/app/getExamResultByRollNoView**');

    await results.show('22B81A0503');
    await results.studentName().waitFor();
    await page.route('**/api/app/getExamResultByRollNoReport**', (route) => route.fulfill({ json: { success: 'False', message: 'No data found to download' } }));
    await page.getByRole('button', { name: /Download PDF/ }).click();
    await results.toast('No data found to download').waitFor();
    await page.unroute('**/api/app/getExamResultByRollNoReport**');
    await page.route('**/api/app/getExamResultByRollNoReport**', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
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
    await page.getByRole('button', { name: /Go To Dashboard/i }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
