import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** Lighthouse's mobile profile: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up. */
const MOBILE = { cpuSlowdown: 4, latencyMs: 150, downloadBps: (1.6 * 1024 * 1024) / 8, uploadBps: (750 * 1024) / 8 };

export interface ResultTiming {
  /** Offline, service worker in control: from navigation to the stored sheet on screen (target ≤ 500 ms). */
  offlineStoredMs: number[];
  /** The same with the CPU 4× slower (a cheap phone), for information. */
  offlineStoredSlowCpuMs: number[];
  /** Online, on the mobile profile: from pressing Show to the sheet on screen (target ≤ 1,000 ms). */
  onlineShowMs: number[];
}

export const RESULT_TIMING_TARGETS = { offlineStoredMs: 500, onlineShowMs: 1000 };

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
  const started = Date.now();
  await page.goto(baseUrl + resultPath, { waitUntil: 'commit' });
  await studentName(page).waitFor({ timeout: 10_000 });
  const ms = Date.now() - started;
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

/** The result sheet's timing targets (docs/performance.md), three times each; a fresh browser profile per offline run (a first visit, then a return). */
export async function benchResultTiming(baseUrl: string, titlePath: string, rollNos: string[]): Promise<ResultTiming> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  const timing: ResultTiming = { offlineStoredMs: [], offlineStoredSlowCpuMs: [], onlineShowMs: [] };
  try {
    for (const rollNo of rollNos) {
      for (const slowCpu of [false, true]) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const ms = await offlineStored(context, baseUrl, `${titlePath}?rollNo=${rollNo}`, slowCpu);
        (slowCpu ? timing.offlineStoredSlowCpuMs : timing.offlineStoredMs).push(ms);
        await context.close();
      }
      const fresh = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      timing.onlineShowMs.push(await onlineShow(fresh, baseUrl, titlePath, rollNo));
      await fresh.close();
    }
  } finally {
    await browser.close();
  }
  return timing;
}
