import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Response,
} from 'playwright-core';
import { existsSync, mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const ARTIFACTS_DIR = 'test-results/e2e';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when installed, else its Chromium: the shell is
 * the same engine without the browser's own interface, and takes about a third less CPU per spec, which the suite
 * needs beside the API tests on a 2-core machine. It has no PDF viewer: a spec that looks at a PDF shown in the page
 * asks for the whole browser (`useBrowser(…, { pdfViewer: true })`). `CHROMIUM_PATH` picks one build for every spec.
 */
const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Which build a spec gets: the headless shell unless it needs Chromium's PDF viewer, or the shell is missing. */
const executableFor = ({ pdfViewer = false }: BrowserNeeds) =>
  pdfViewer || !existsSync(HEADLESS_SHELL) ? CHROMIUM : HEADLESS_SHELL;

/** What a spec file needs of its browser beyond what every spec gets. */
export interface BrowserNeeds {
  /** Shows PDFs inside the page (an iframe of a PDF), which only the whole browser does. */
  pdfViewer?: boolean;
  /** A camera that films this video file (fake-camera.ts), allowed without asking. */
  fakeCamera?: string;
}

/** The browser the specs drive, headless, with the flags this closed network needs. */
const launchOptions = {
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    // As a user who asked for less motion: toasts and alerts appear at once, so no check waits out an animation.
    '--force-prefers-reduced-motion',
  ],
};

/**
 * The college's time zone (the server's COLLEGE_TIME_ZONE, Asia/Kolkata unless set): every context runs in it, so a
 * spec sees the dates and times a user on the campus sees, whatever the zone of the machine running the suite.
 */
export const COLLEGE_TIME_ZONE = process.env.COLLEGE_TIME_ZONE || 'Asia/Kolkata';

export async function launchBrowser(needs: BrowserNeeds = {}): Promise<Browser> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const camera = needs.fakeCamera
    ? [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${needs.fakeCamera}`,
      ]
    : [];
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...launchOptions.args, ...camera],
    executablePath: executableFor(needs),
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ timezoneId: COLLEGE_TIME_ZONE, ...options });
  return browser;
}

/** A browser with a real profile directory, for checks Chromium skips in incognito-like contexts. */
export async function launchPersistentContext(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...launchOptions,
    executablePath: executableFor({}),
    viewport: { width: 1280, height: 800 },
    timezoneId: COLLEGE_TIME_ZONE,
  });
}

const GATEWAY_PAGES = '/sandbox-gateway/';

/**
 * Public pages arrive drawn by the server and the app starts after their first paint; a user who acts
 * at once still gets an answer (a form submits to the server), but the specs drive the app itself. So goto and
 * reload also wait for the app to run (<html data-app="ready">) on any page of the app; `waitUntil: 'commit'`
 * keeps the raw navigation for specs that time it or look before the app starts.
 */
async function untilAppRuns(page: Page, response: Response | null): Promise<Response | null> {
  if (!response || !/text\/html/.test(response.headers()['content-type'] ?? '')) return response;
  // The sandbox gateway's hosted payment page is the gateway's, not the app's: the app never runs there.
  if (new URL(response.url()).pathname.startsWith(GATEWAY_PAGES)) return response;
  await page
    .locator('html[data-app="ready"]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch(() => undefined);
  return response;
}

/** Content-Security-Policy violations the browser reported on a page since the last test ended (see useBrowser). */
const cspViolations: string[] = [];
/** Pages whose violations a spec provokes on purpose (an injected script). */
const violationsExpected = new WeakSet<Page>();

export function expectCspViolations(page: Page): void {
  violationsExpected.add(page);
}

function watchCspViolations(page: Page): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text()) && !violationsExpected.has(page)) {
      cspViolations.push(`${page.url()}: ${message.text()}`);
    }
  });
}

export function waitForAppOnNavigation(context: BrowserContext): BrowserContext {
  context.on('page', (page) => {
    watchCspViolations(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      return options?.waitUntil === 'commit' ? response : untilAppRuns(page, response);
    };
    page.reload = async (options) => {
      const response = await reload(options);
      return options?.waitUntil === 'commit' ? response : untilAppRuns(page, response);
    };
  });
  return context;
}

/** What a spec file asked of its browser's contexts (useBrowser). */
const contextOptions = new WeakMap<Browser, BrowserContextOptions>();

export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const options = contextOptions.get(browser);
  return waitForAppOnNavigation(
    await browser.newContext({
      ...options,
      baseURL,
      viewport: { width: 360, height: 780 },
      acceptDownloads: true,
      deviceScaleFactor: 1,
    }),
  );
}

export async function newDesktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return waitForAppOnNavigation(
    await browser.newContext({
      ...contextOptions.get(browser),
      baseURL,
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    }),
  );
}

/**
 * Contexts without the service worker, for spec files that test nothing offline: each new context would otherwise
 * install it and download its whole precache (every chunk of the app) in the background while the test runs, which
 * on CI's two cores made such files a quarter slower. The offline and PWA specs keep it.
 */
export const WITHOUT_SERVICE_WORKER: BrowserContextOptions = { serviceWorkers: 'block' };

/**
 * One browser for the whole spec file, closed after it; call at the top of the file. `options` apply to its contexts,
 * `needs` choose the build.
 */
export function useBrowser(options?: BrowserContextOptions, needs: BrowserNeeds = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(needs);
    if (options) contextOptions.set(browser, options);
  });
  afterAll(async () => browser?.close());
  // The whole suite runs under the server's Content-Security-Policy: anything it blocks fails the test that caused it.
  afterEach(() => {
    const seen = cspViolations.splice(0);
    expect(seen, 'Content-Security-Policy violations').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
}
