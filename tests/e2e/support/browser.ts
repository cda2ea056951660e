import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';

export const ARTIFACTS_DIR = 'test-results/e2e';

/** Debian's Chromium, headless, with the flags this closed network needs. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export async function launchBrowser(): Promise<Browser> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  return chromium.launch(launchOptions);
}

/** A browser with a real profile directory, for checks Chromium skips in incognito-like contexts. */
export async function launchPersistentContext(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { ...launchOptions, viewport: { width: 1280, height: 800 } });
}

export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 360, height: 780 }, acceptDownloads: true, deviceScaleFactor: 1 });
}

export async function newDesktopContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, acceptDownloads: true });
}

/** One browser for the whole spec file, closed after it; call at the top of the file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is not launched yet');
    return browser;
  };
}
