import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ROOT } from './child-server';
import { otherCpuDuring, waitForQuiet } from './machine';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & {
  notPassed: string[];
  otherCpuPercent: number | null;
  /** Lighthouse's measure of this machine's CPU; the 4× mobile slowdown assumes a desktop of about 1000+. */
  benchmarkIndex: number;
};

/**
 * (c) Lighthouse scores with its default mobile form factor and simulated throttling, one fresh Chromium
 * per page, started once other programs leave the CPUs (a busy CPU inflates total blocking time); the
 * HTML reports go to bench/out/lighthouse-<page>.html.
 */
/** A page to score, optionally as a signed-in demo user (a role dashboard). */
export type LighthousePage = string | { path: string; signInAs: string; password: string };

/** Signs in through the API and gives the browser the session cookies, as the login page would. */
async function signIn(baseUrl: string, port: number, username: string, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/signin?module=Admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, module: 'Admin' }),
  });
  if (!res.ok) throw new Error(`Signing in ${username} for Lighthouse failed: ${res.status}`);
  const url = new URL(baseUrl);
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair] = line.split(';');
    const [name, ...value] = pair!.split('=');
    return { name: name!, value: value.join('='), domain: url.hostname, path: '/' };
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await browser.contexts()[0]!.addCookies(cookies);
  await browser.close();
}

export async function benchLighthouse(baseUrl: string, pages: LighthousePage[]): Promise<Record<string, Scores>> {
  const out: Record<string, Scores> = {};
  const outDir = path.join(ROOT, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  for (const target of pages) {
    const pagePath = typeof target === 'string' ? target : target.path;
    // A trace is sometimes lost on a busy machine (NO_NAVSTART): one more try before giving up.
    for (let attempt = 1; ; attempt++) {
      try {
        out[pagePath] = await scorePage(baseUrl, target, outDir);
        break;
      } catch (err) {
        if (attempt >= 2) throw err;
        console.log(`  ${pagePath}: ${(err as Error).message}; trying again`);
      }
    }
  }
  return out;
}

async function scorePage(baseUrl: string, target: LighthousePage, outDir: string): Promise<Scores> {
  const pagePath = typeof target === 'string' ? target : target.path;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (typeof target !== 'string') await signIn(baseUrl, chrome.port, target.signInAs, target.password);
    await waitForQuiet();
    const { result, otherCpuPercent } = await otherCpuDuring(() =>
      lighthouse(baseUrl + encodeURI(pagePath), {
        port: chrome.port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Keep the session cookies set above (Lighthouse clears the origin's storage by default).
        disableStorageReset: typeof target !== 'string',
      }),
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Audits that cost points: failed binary audits and numeric ones under 0.9 (e.g. a slow metric).
    const notPassed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && (a.scoreDisplayMode === 'binary' ? a.score < 1 : a.scoreDisplayMode === 'numeric' && a.score < 0.9))
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
    writeFileSync(path.join(outDir, `lighthouse${pagePath.replace(/\W+/g, '-').slice(0, 60)}.html`), String(result.report));
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      notPassed,
      otherCpuPercent,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    chrome.kill();
  }
}
