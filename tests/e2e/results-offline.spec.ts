import { describe, expect, it } from 'vitest';
import { OFFLINE_RESULT_MESSAGES, RESULT_MESSAGES } from '../../src/domain/results/messages';
import { ResultsPage } from './pages/results-page';
import { expectNoAxeViolations } from './support/axe';
import { ARTIFACTS_DIR, newPhoneContext, useBrowser } from './support/browser';
import { e2eServer } from './support/server';
import { ROLL_PREFIX, demo } from './support/demo-seed';

const baseUrl = e2eServer().baseUrl;
const browser = useBrowser();

describe('exam results offline (design card)', () => {
  it('shows stored titles and sheets and builds the PDF on the device when the network is gone', async () => {
    const context = await newPhoneContext(browser(), baseUrl);
    const page = await context.newPage();
    const results = new ResultsPage(page);

    await results.openTitles();
    // The service worker must control the page and have precached the shell before going offline.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    await results.chooseTitle(new RegExp(demo.examMonths[0]!));
    await results.show(`${ROLL_PREFIX}0501`);
    await results.studentName().waitFor();
    const onlineName = await results.studentName().textContent();
    // The device copy is written beside what is shown, never before it (docs/offline.md): wait until it is there.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              const open = indexedDB.open('campus-erp');
              open.onsuccess = () => {
                const db = open.result;
                if (!db.objectStoreNames.contains('resultSheets')) {
                  db.close();
                  return resolve(0);
                }
                const count = db.transaction('resultSheets').objectStore('resultSheets').count();
                count.onsuccess = () => {
                  db.close();
                  resolve(count.result);
                };
              };
              open.onerror = () => resolve(0);
            }),
        ),
      )
      .toBeGreaterThan(0);

    // Forget the persisted query cache, so what follows can only come from the device's own copies (the sheets in
    // Dexie, the college profile in localStorage).
    await page.evaluate(() => localStorage.removeItem('campus-erp-query-cache'));
    await context.setOffline(true);
    await page.reload();
    await results.studentName().waitFor();
    expect(await results.studentName().textContent()).toBe(onlineName);
    await page.getByText(/You are offline\. Showing data saved on this device, fetched/).waitFor();
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-offline-360.png`, fullPage: true });

    const text = await results.downloadPdfText(`${ARTIFACTS_DIR}/ExamResult-offline.pdf`);
    expect(text).toContain('Demo Institute of Technology and Science');
    expect(text).toContain(`${ROLL_PREFIX}0501`);

    await expectNoAxeViolations(page, 'result sheet offline');

    // A roll number never viewed on this device says the device is offline, not 'Failed to get results'.
    await results.show(`${ROLL_PREFIX}0507`);
    await page.getByRole('alert').filter({ hasText: OFFLINE_RESULT_MESSAGES.offline }).waitFor();
    await results.toast(OFFLINE_RESULT_MESSAGES.offline).waitFor();
    expect(await page.getByText(RESULT_MESSAGES.failedToGet).count()).toBe(0);
    expect(await results.toast(RESULT_MESSAGES.failedToGet).count()).toBe(0);
    await page.screenshot({ path: `${ARTIFACTS_DIR}/results-offline-not-kept-360.png`, fullPage: true });
    await expectNoAxeViolations(page, 'result screen offline, roll number not kept');

    await page.goto('/examresults');
    await results.titleLinks().first().waitFor();
    expect(await results.titleLinks().count()).toBeGreaterThanOrEqual(3);
    await page.getByText(/You are offline/).waitFor();
    await expectNoAxeViolations(page, 'exam titles offline');

    await context.setOffline(false);
    await context.close();
  });
});
