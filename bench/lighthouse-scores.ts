import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sessionCookies, setBrowserCookies } from './bench-session';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { throttlingSettings } from './cpu-slowdown';
import { ROOT } from './child-server';
import { otherCpuDuring, waitForQuiet } from './machine';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number> & {
  /** Lab metrics, ms (CLS unitless): what the performance score is made of. */
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
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

/** The median of each score and metric over several runs of one page (median of 3). */
export interface MedianScores extends Scores {
  runs: number[];
}

/** Signs in through the API and gives the browser the session cookies, as the login page would. */
export async function signIn(baseUrl: string, port: number, username: string, password: string): Promise<void> {
  await setBrowserCookies(port, await sessionCookies(baseUrl, username, password));
}

export async function benchLighthouse(
  baseUrl: string,
  pages: LighthousePage[],
  runs = 3,
): Promise<Record<string, MedianScores>> {
  const out: Record<string, MedianScores> = {};
  const outDir = path.join(ROOT, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  for (const target of pages) {
    const pagePath = typeof target === 'string' ? target : target.path;
    const each: Scores[] = [];
    for (let run = 0; run < runs; run++) each.push(await scoreWithRetry(baseUrl, target, outDir));
    out[pagePath] = medianOf(each);
    console.log(
      `  ${pagePath}: performance ${each.map((e) => e.performance).join(', ')} (median ${out[pagePath].performance}; benchmark index ${each.map((e) => e.benchmarkIndex).join(', ')})`,
    );
  }
  return out;
}

/**
 * Lighthouse's own limit: a run whose CPU measured at least ~2× slower than the desktop its 4× slow-down assumes
 * (benchmark index ≤ 1000) is one Lighthouse itself warns about ("The tested device appears to have a slower CPU than
 * Lighthouse expects"). On a shared machine that is a disturbed moment, not the page: such a run is measured again,
 * as a disturbed load measurement is (BENCH_RETRIES per bench run, for both kinds together).
 */
const SLOW_HOST_BENCHMARK_INDEX = 1000;
let slowHostRetriesLeft = Number(process.env.BENCH_RETRIES ?? 3) * 2;

async function scoreWithRetry(baseUrl: string, target: LighthousePage, outDir: string): Promise<Scores> {
  const pagePath = typeof target === 'string' ? target : target.path;
  // A trace is sometimes lost on a busy machine (NO_NAVSTART), now and then twice in a row: two more tries before giving up.
  for (let attempt = 1; ; attempt++) {
    let scores: Scores;
    try {
      scores = await scorePage(baseUrl, target, outDir);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.log(`  ${pagePath}: ${(err as Error).message}; trying again`);
      continue;
    }
    if (scores.benchmarkIndex > SLOW_HOST_BENCHMARK_INDEX || slowHostRetriesLeft-- <= 0) return scores;
    console.log(
      `  ${pagePath}: performance ${scores.performance} on a CPU Lighthouse measured as too slow (benchmark index ${scores.benchmarkIndex}); measuring again`,
    );
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Each number is the median of its runs; the audits not passed are those of the run with the median score. */
function medianOf(each: Scores[]): MedianScores {
  const byScore = [...each].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor(byScore.length / 2)]!;
  const numeric = [
    'performance',
    'accessibility',
    'best-practices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'speedIndexMs',
    'benchmarkIndex',
  ] as const;
  const result: MedianScores = { ...middle, runs: each.map((e) => e.performance) };
  for (const key of numeric) result[key] = median(each.map((e) => e[key]));
  result.otherCpuPercent = Math.max(...each.map((e) => e.otherCpuPercent ?? 0));
  return result;
}

/** Paths may come encoded (a result title, whose %2C decodeURI would keep) or not (signed-in paths with spaces). */
export const pageUrl = (baseUrl: string, pagePath: string) =>
  baseUrl + (/%[0-9A-F]{2}/i.test(pagePath) ? pagePath : encodeURI(pagePath));

async function scorePage(baseUrl: string, target: LighthousePage, outDir: string): Promise<Scores> {
  const pagePath = typeof target === 'string' ? target : target.path;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    if (typeof target !== 'string') await signIn(baseUrl, chrome.port, target.signInAs, target.password);
    await waitForQuiet();
    const { result, otherCpuPercent } = await otherCpuDuring(() =>
      lighthouse(
        pageUrl(baseUrl, pagePath),
        {
          port: chrome.port,
          output: 'html',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          // Keep the session cookies set above (Lighthouse clears the origin's storage by default).
          disableStorageReset: typeof target !== 'string',
        },
        { extends: 'lighthouse:default', settings: throttlingSettings() },
      ),
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // Audits that cost points: failed binary audits and numeric ones under 0.9 (e.g. a slow metric).
    const notPassed = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          (a.scoreDisplayMode === 'binary' ? a.score < 1 : a.scoreDisplayMode === 'numeric' && a.score < 0.9),
      )
      .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
    writeFileSync(
      path.join(outDir, `lighthouse${pagePath.replace(/\W+/g, '-').slice(0, 60)}.html`),
      String(result.report),
    );
    const metric = (id: string) =>
      Math.round((lhr.audits[id]?.numericValue ?? 0) * (id === 'cumulative-layout-shift' ? 1000 : 1)) /
      (id === 'cumulative-layout-shift' ? 1000 : 1);
    return {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
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
