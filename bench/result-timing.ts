import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** Lighthouse's mobile profile: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8 };

export interface ResultTiming {
  /**
   * Offline, service worker in control: from the start of the navigation to the stored sheet in the page (on the
   * document's own clock), for information.
   */
  offlineStoredMs: number[];
  /** The same with the CPU 4× slower, as on the mobile profile (a cheap phone): the target, ≤ 500 ms. */
  offlineStoredSlowCpuMs: number[];
  /**
   * The baseline of the same run: from navigation to an empty page's one line on screen, CPU 4× slower, from the same
   * server over loopback (no service worker): what any page costs to open on that phone.
   */
  emptyPageSlowCpuMs: number[];
  /** Online, on the mobile profile: from pressing Show to the sheet on screen (target ≤ 1,000 ms). */
  onlineShowMs: number[];
}

export const RESULT_TIMING_TARGETS = { offlineStoredSlowCpuMs: 500, onlineShowMs: 1000 };

/** The empty page the offline sheet is compared with, served by the bench's copy of the site (site-server.ts). */
export const EMPTY_PAGE = {
  path: '/bench-baseline/empty.html',
  html: '<!doctype html><html lang="en"><meta charset="utf-8"><title>Empty</title><p id="empty">Empty page</p></html>',
};

/** An empty page opened in a fresh context without the service worker, on the slowed CPU. */
async function emptyPage(context: BrowserContext, baseUrl: string): Promise<number> {
  const page = await context.newPage();
  await page.goto(baseUrl + EMPTY_PAGE.path);
  await throttle(page, false);
  await watchFor(page, '#empty');
  await page.goto(`${baseUrl}${EMPTY_PAGE.path}?again`, { waitUntil: 'commit' });
  await page.locator('#empty').waitFor({ timeout: 10_000 });
  const ms = await shownAt(page);
  await page.close();
  return ms;
}

async function throttle(page: Page, network: boolean): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  if (network) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downloadBps,
      uploadThroughput: MOBILE.uploadBps,
    });
  }
}

const studentName = (page: Page) => page.getByTestId('student-name');
const STUDENT_NAME = '[data-testid="student-name"]';

/**
 * Watches, from the start of every document the page opens, for the first element matching `selector`, and keeps the
 * moment it appeared on the document's own clock (ms after its navigation started). Measured inside the page, so the
 * figure leaves out what the browser spends closing the page before and how often the test driver polls.
 */
async function watchFor(page: Page, selector: string): Promise<void> {
  // As text: tsx compiles this file with helpers (__name) that a function sent to the page would call there.
  await page.addInitScript({
    content: `(() => {
      const wanted = ${JSON.stringify(selector)};
      const observer = new MutationObserver(() => {
        if (!document.querySelector(wanted)) return;
        window.benchShownAt ??= performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    })();`,
  });
}

/** When the watched element appeared, ms after the navigation started (watchFor). */
const shownAt = (page: Page) =>
  page.evaluate(() => Math.round((window as { benchShownAt?: number }).benchShownAt ?? Number.NaN));

/** A returning visitor: the sheet seen once online (kept on the device), then opened again with the network off. */
async function offlineStored(
  context: BrowserContext,
  baseUrl: string,
  resultPath: string,
  slowCpu: boolean,
): Promise<number> {
  const page = await context.newPage();
  await page.goto(baseUrl + resultPath);
  await studentName(page).waitFor();
  // The worker controls the page and the sheet is on the device (the app persists what the server rendered).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
  });
  await page.waitForTimeout(1000);
  await context.setOffline(true);
  if (slowCpu) await throttle(page, false);
  await watchFor(page, STUDENT_NAME);
  await page.goto(baseUrl + resultPath, { waitUntil: 'commit' });
  await studentName(page).waitFor({ timeout: 10_000 });
  const ms = await shownAt(page);
  await context.setOffline(false);
  await page.close();
  return ms;
}

/** Online on the mobile profile: the page is open and running; the roll number is typed and Show pressed. */
async function onlineShow(
  context: BrowserContext,
  baseUrl: string,
  titlePath: string,
  rollNo: string,
): Promise<number> {
  const page = await context.newPage();
  await page.goto(baseUrl + titlePath);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await throttle(page, true);
  await page.getByLabel('Roll Number').fill(rollNo);
  const started = Date.now();
  await page.getByRole('button', { name: 'Show' }).click();
  await studentName(page).waitFor({ timeout: 20_000 });
  const ms = Date.now() - started;
  await page.close();
  return ms;
}

/**
 * The result sheet's timing targets (docs/performance.md), three times each; a fresh browser profile per offline run
 * (a first visit, then a return). `baseUrl` must serve EMPTY_PAGE (the bench's site copy).
 */
export async function benchResultTiming(baseUrl: string, titlePath: string, rollNos: string[]): Promise<ResultTiming> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  const timing: ResultTiming = {
    offlineStoredMs: [],
    offlineStoredSlowCpuMs: [],
    emptyPageSlowCpuMs: [],
    onlineShowMs: [],
  };
  try {
    for (const rollNo of rollNos) {
      for (const slowCpu of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const ms = await offlineStored(context, baseUrl, `${titlePath}?rollNo=${rollNo}`, slowCpu);
        (slowCpu ? timing.offlineStoredSlowCpuMs : timing.offlineStoredMs).push(ms);
        await context.close();
      }
      const fresh = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      timing.emptyPageSlowCpuMs.push(await emptyPage(fresh, baseUrl));
      timing.onlineShowMs.push(await onlineShow(fresh, baseUrl, titlePath, rollNo));
      await fresh.close();
    }
  } finally {
    await browser.close();
  }
  return timing;
}
