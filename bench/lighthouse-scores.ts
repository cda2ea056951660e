import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
export async function benchLighthouse(baseUrl: string, paths: string[]): Promise<Record<string, Scores>> {
  const out: Record<string, Scores> = {};
  const outDir = path.join(ROOT, 'bench', 'out');
  mkdirSync(outDir, { recursive: true });
  for (const pagePath of paths) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      await waitForQuiet();
      const { result, otherCpuPercent } = await otherCpuDuring(() =>
        lighthouse(baseUrl + pagePath, { port: chrome.port, output: 'html', logLevel: 'error', onlyCategories: [...CATEGORIES] }));
      if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${lhr.runtimeError.message}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Audits that cost points: failed binary audits and numeric ones under 0.9 (e.g. a slow metric).
      const notPassed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && (a.scoreDisplayMode === 'binary' ? a.score < 1 : a.scoreDisplayMode === 'numeric' && a.score < 0.9))
        .map((a) => (a.displayValue ? `${a.id} (${a.displayValue})` : a.id));
      out[pagePath] = { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'), notPassed, otherCpuPercent, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) };
      writeFileSync(path.join(outDir, `lighthouse${pagePath.replace(/\W+/g, '-').slice(0, 60)}.html`), String(result.report));
    } finally {
      chrome.kill();
    }
  }
  return out;
}
