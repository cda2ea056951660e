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
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { ROOT } from './child-server';
import { throttlingSettings } from './cpu-slowdown';
import { pageUrl } from './lighthouse-scores';
import { otherCpuDuring } from './machine';
import { baselineFileName, pageSpeedOf, plainHtml, type LoadMetrics, type PageSpeed } from './pagespeed-figures';
import { startSiteServer } from './site-server';

const SITE_COPY = path.join(ROOT, 'bench', 'out', 'pagespeed-dist');
const BASELINE_DIR = 'bench-baseline';

export interface PageSpeedResult extends PageSpeed {
  /** The most other programs took of the CPUs during any run of the page or its baseline, percent. */
  otherCpuPercent: number | null;
}

/** Measures each page and its baseline `runs` times each, interleaved, in one Chromium. */
export async function benchPageSpeed(pages: readonly string[], runs: number): Promise<PageSpeedResult[]> {
  rmSync(SITE_COPY, { recursive: true, force: true });
  cpSync(path.join(ROOT, 'dist'), SITE_COPY, { recursive: true });
  mkdirSync(path.join(SITE_COPY, BASELINE_DIR));
  const site = await startSiteServer(SITE_COPY);
  try {
    const baselines = new Map<string, string>();
    for (const page of pages) {
      const baselinePath = `/${BASELINE_DIR}/${baselineFileName(page)}`;
      writeFileSync(path.join(SITE_COPY, baselinePath), plainHtml(await renderedHtml(site.url, page)));
      baselines.set(page, baselinePath);
    }
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const results: PageSpeedResult[] = [];
      for (const page of pages) {
        const baselinePath = baselines.get(page)!;
        const ours: LoadMetrics[] = [];
        const baseline: LoadMetrics[] = [];
        let otherCpu: number | null = null;
        for (let run = 0; run < runs; run++) {
          for (const [target, into] of [
            [page, ours],
            [baselinePath, baseline],
          ] as const) {
            const { result, otherCpuPercent } = await otherCpuDuring(() =>
              measureWithRetry(chrome.port, site.url, target),
            );
            into.push(result);
            if (otherCpuPercent !== null) otherCpu = Math.max(otherCpu ?? 0, otherCpuPercent);
          }
        }
        const speed = { ...pageSpeedOf(page, baselinePath, ours, baseline), otherCpuPercent: otherCpu };
        console.log(
          `  ${page}: LCP ${ours.map((r) => r.lcpMs).join(' ')} vs ${baseline.map((r) => r.lcpMs).join(' ')} ms; TBT ${ours.map((r) => r.tbtMs).join(' ')} vs ${baseline.map((r) => r.tbtMs).join(' ')} ms`,
        );
        results.push(speed);
      }
      return results;
    } finally {
      chrome.kill();
    }
  } finally {
    await site.stop();
  }
}

/** The page as a first-time visitor gets it; it must be drawn by the server, or the baseline would be an empty shell. */
async function renderedHtml(baseUrl: string, page: string): Promise<string> {
  const res = await fetch(pageUrl(baseUrl, page));
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
    { port, logLevel: 'error', onlyCategories: ['performance'] },
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

export function printPageSpeed(results: readonly PageSpeedResult[]): void {
  const shown = (r: number | null) => (r === null ? '– (0 ms)' : `${r}×`);
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.page.length > 48 ? `${r.page.slice(0, 45)}…` : r.page,
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
}
