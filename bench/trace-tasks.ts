/**
 * npm run bench:trace -- <path> [--as=<user>] [--runs=N] [--min=ms] [--top=N] [--save=file]: what fills a page's main-thread tasks
 * as Lighthouse records them (its mobile profile, simulated throttling, plus V8's sampling profiler). For each run it
 * prints the performance score, total blocking time and benchmark index, then every task of at least `min` ms
 * observed (default 10: times 4 on Lighthouse's slowed CPU, a task over 12.5 ms observed blocks), with what started it
 * and the functions its samples fell in (self time, by script). The tool for finding long tasks; needs a build
 * (npm run build) and Chromium. Signed in as a demo user with --as (password Campus@2026).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { throttlingSettings } from './cpu-slowdown';
import { signIn } from './lighthouse-scores';
import { waitForQuiet } from './machine';
import { startSiteServer } from './site-server';
import { summariseTasks, type TraceEvent } from './trace-summary';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pagePath = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? '/';
const user = arg('as');
const runs = Number(arg('runs') ?? 1);
const minMs = Number(arg('min') ?? 10);
const top = Number(arg('top') ?? 6);

const site = await startSiteServer();
try {
  for (let run = 1; run <= runs; run++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      if (user) await signIn(site.url, chrome.port, user, 'Campus@2026');
      await waitForQuiet();
      const result = await lighthouse(
        site.url + (/%[0-9A-F]{2}/i.test(pagePath) ? pagePath : encodeURI(pagePath)),
        { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(user) },
        {
          extends: 'lighthouse:default',
          settings: { ...throttlingSettings(), additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' },
        },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr, artifacts } = result;
      if (lhr.runtimeError) console.log(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id: string) =>
        `${id.replace(/-/g, ' ')} ${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms (${lhr.audits[id]?.score})`;
      const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time']
        .map(metric)
        .join(', ');
      console.log(
        `\nrun ${run}: ${pagePath}${user ? ` as ${user}` : ''}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, benchmark index ${Math.round(lhr.environment.benchmarkIndex)}\n  ${metrics}`,
      );
      if (arg('save')) writeFileSync(`${arg('save')}-${run}.json`, JSON.stringify(artifacts.Trace));
      for (const line of summariseTasks(artifacts.Trace.traceEvents as TraceEvent[], { minMs, top })) console.log(line);
    } finally {
      chrome.kill();
    }
  }
} finally {
  await site.stop();
}
