/**
 * Page speed as a ratio to plain HTML. A Lighthouse score on this shared machine moves with the moment (the same build
 * scores 82–91 or 100), so each public page is measured beside a baseline: the same content as plain HTML without
 * JavaScript, served by the same server on the same origin, loaded in the same Chromium with the same throttling,
 * the two interleaved (page, baseline, page, baseline…). A busy moment slows both; their ratio is what our
 * JavaScript and server rendering cost over the best a page with this content could do.
 *
 * The baseline is our own server-rendered HTML of the page with every script and script preload removed
 * (`plainHtml`), captured from the running server before measuring and written as a static file into a copy of
 * dist/ that the bench's server serves (`/bench-baseline/<page>.html`): no route is added to the app, and the file
 * goes through the same middleware (compression, cache headers) as the page.
 *
 * Signed-in pages are measured the same way: the demo user's session cookies are in the browser for all the page's
 * runs (Lighthouse keeps cookies), and the baseline is the HTML the server renders for that user, scripts removed.
 * Each page is measured in each interface language asked for (the `lang` cookie, as the language menu sets it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ROOT } from './child-server';
import { throttlingSettings } from './cpu-slowdown';
import { pageUrl } from './lighthouse-scores';
import { otherCpuDuring } from './machine';
import { baselineFileName, pageSpeedOf, plainHtml, type LoadMetrics, type PageSpeed } from './pagespeed-figures';
import { siteCopyWith, startSiteServer } from './site-server';
import { cookieHeader, localeCookie, sessionCookies, setBrowserCookies, type BenchCookie } from './bench-session';

const SITE_COPY = path.join(ROOT, 'bench', 'out', 'pagespeed-dist');
const BASELINE_DIR = 'bench-baseline';

export interface PageSpeedResult extends PageSpeed {
  /** The interface language the page and its baseline were loaded in. */
  locale: string;
  /** The demo user the page was loaded as; absent for a visitor. */
  signedInAs?: string;
  /** The most other programs took of the CPUs during any run of the page or its baseline, percent. */
  otherCpuPercent: number | null;
}

/**
 * A page to measure: a public page, or a signed-in one as a demo user (its baseline is the HTML that user gets).
 * `find` names the exact address once the user is signed in, for a page whose address depends on the demo data (a
 * teacher's class of the day); `path` then names the page in the figures.
 */
export type PageSpeedTarget =
  string | { path: string; signInAs: string; find?: (baseUrl: string, cookie: string) => Promise<string> };

const userOf = (target: PageSpeedTarget) => (typeof target === 'string' ? undefined : target.signInAs);

/**
 * Measures each page and its baseline `runs` times each, interleaved, in one Chromium, in each interface language
 * (`locales`, chosen by the `lang` cookie as the language menu sets it). A signed-in page is measured with that user's
 * session cookies in the browser, and its baseline is the HTML the server renders for that user.
 */
export async function benchPageSpeed(
  targets: readonly PageSpeedTarget[],
  runs: number,
  locales: readonly string[] = ['en'],
): Promise<PageSpeedResult[]> {
  const site = await startSiteServer(siteCopyWith(SITE_COPY, {}));
  mkdirSync(path.join(SITE_COPY, BASELINE_DIR));
  try {
    const sessions = new Map<string, BenchCookie[]>();
    for (const user of new Set(targets.map(userOf))) {
      if (user) sessions.set(user, await sessionCookies(site.url, user));
    }
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const results: PageSpeedResult[] = [];
      for (const locale of locales) {
        for (const target of targets) {
          const user = userOf(target);
          const cookies = [localeCookie(site.url, locale), ...(user ? sessions.get(user)! : [])];
          const page =
            typeof target === 'string'
              ? target
              : ((await target.find?.(site.url, cookieHeader(cookies))) ?? target.path);
          const baselinePath = `/${BASELINE_DIR}/${locale}-${user ? `${user}-` : ''}${baselineFileName(page)}`;
          writeFileSync(
            path.join(SITE_COPY, baselinePath),
            plainHtml(await renderedHtml(site.url, page, cookieHeader(cookies))),
          );
          await setBrowserCookies(chrome.port, cookies);
          const ours: LoadMetrics[] = [];
          const baseline: LoadMetrics[] = [];
          let otherCpu: number | null = null;
          for (let run = 0; run < runs; run++) {
            for (const [into, at] of [
              [ours, page],
              [baseline, baselinePath],
            ] as const) {
              const { result, otherCpuPercent } = await otherCpuDuring(() =>
                measureWithRetry(chrome.port, site.url, at),
              );
              into.push(result);
              if (otherCpuPercent !== null) otherCpu = Math.max(otherCpu ?? 0, otherCpuPercent);
            }
          }
          const speed = {
            ...pageSpeedOf(page, baselinePath, ours, baseline),
            locale,
            ...(user ? { signedInAs: user } : {}),
            otherCpuPercent: otherCpu,
          };
          console.log(
            `  ${locale} ${user ? `${user} ` : ''}${page}: LCP ${ours.map((r) => r.lcpMs).join(' ')} vs ${baseline.map((r) => r.lcpMs).join(' ')} ms; TBT ${ours.map((r) => r.tbtMs).join(' ')} vs ${baseline.map((r) => r.tbtMs).join(' ')} ms`,
          );
          results.push(speed);
        }
      }
      return results;
    } finally {
      chrome.kill();
    }
  } finally {
    await site.stop();
  }
}

/**
 * The page as its user first gets it (a visitor, or the signed-in user of `cookie`, in the cookie's language); it must
 * be drawn by the server, or the baseline would be an empty shell.
 */
async function renderedHtml(baseUrl: string, page: string, cookie: string): Promise<string> {
  const res = await fetch(pageUrl(baseUrl, page), { headers: { cookie } });
  const html = await res.text();
  if (!res.ok || !html.includes('id="ssr-state"'))
    throw new Error(`${page} did not arrive rendered by the server (status ${res.status})`);
  return html;
}

async function measureWithRetry(port: number, baseUrl: string, pagePath: string): Promise<LoadMetrics> {
  // A trace is sometimes lost on a busy machine (NO_NAVSTART), on a loaded one two or three times in a row; this part
  // runs on such a moment on purpose, so it tries up to five times before giving up.
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, baseUrl, pagePath);
    } catch (err) {
      if (attempt >= 5) throw err;
      console.log(`  ${pagePath}: ${(err as Error).message}; trying again`);
    }
  }
}

/** One cold load (Lighthouse clears the origin's storage, caches and service worker before each run). */
async function measure(port: number, baseUrl: string, pagePath: string): Promise<LoadMetrics> {
  const result = await lighthouse(
    pageUrl(baseUrl, pagePath),
    {
      port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A first load: the origin's stores are emptied too (the device's copies of what an earlier run showed), but not
      // its cookies, which hold the language and the signed-in session.
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'indexeddb',
        'local_storage',
      ],
    },
    { extends: 'lighthouse:default', settings: throttlingSettings() },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/** docs/performance.md: a page paints its largest element within 5 % of plain HTML and blocks at most 30 ms longer. */
export const PAGESPEED_TARGET = { lcpRatio: 1.05, tbtExtraMs: 30 };

/** The table of medians and ratios; answers the pages that missed a target. */
export function printPageSpeed(results: readonly PageSpeedResult[]): string[] {
  const shown = (r: number | null) => (r === null ? '– (0 ms)' : `${r}×`);
  console.table(
    Object.fromEntries(
      results.map((r) => [
        `${r.locale} ${r.signedInAs ? `${r.signedInAs} ` : ''}${r.page.length > 44 ? `${r.page.slice(0, 41)}…` : r.page}`,
        {
          'LCP ms': r.ours.lcpMs,
          'plain LCP ms': r.baseline.lcpMs,
          'LCP ratio': shown(r.lcpRatio),
          'TBT ms': r.ours.tbtMs,
          'plain TBT ms': r.baseline.tbtMs,
          'TBT ratio': shown(r.tbtRatio),
          'TBT extra ms': r.tbtExtraMs,
          runs: r.runs,
          'benchmark index': r.benchmarkIndex.join('–'),
          'other CPU %': r.otherCpuPercent ?? '?',
        },
      ]),
    ),
  );
  return results.flatMap((r) => {
    const name = `${r.locale} ${r.signedInAs ? `${r.signedInAs} ` : ''}${r.page}`;
    const missed: string[] = [];
    if (r.lcpRatio !== null && r.lcpRatio > PAGESPEED_TARGET.lcpRatio)
      missed.push(`LCP ${r.lcpRatio}× plain > ${PAGESPEED_TARGET.lcpRatio}×`);
    if (r.tbtExtraMs > PAGESPEED_TARGET.tbtExtraMs)
      missed.push(`TBT plain + ${r.tbtExtraMs} ms > + ${PAGESPEED_TARGET.tbtExtraMs} ms`);
    return missed.length ? [`pagespeed ${name}: ${missed.join(', ')}`] : [];
  });
}
