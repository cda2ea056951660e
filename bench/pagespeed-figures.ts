/**
 * The arithmetic of the page-speed part (bench/pagespeed.ts), kept free of browsers and timings so it is tested on
 * its own: the baseline page made from our server-rendered HTML, and each page's medians and ratios.
 */

/** One Lighthouse run of one page: the two metrics compared, and what says how busy the machine was. */
export interface LoadMetrics {
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the host's CPU at that moment (higher is faster). */
  benchmarkIndex: number;
}

export interface PageSpeed {
  page: string;
  /** Where the baseline is served, on the same origin. */
  baselinePath: string;
  runs: number;
  ours: { lcpMs: number; tbtMs: number };
  baseline: { lcpMs: number; tbtMs: number };
  /** ours / baseline; null when the baseline's figure is 0 (a page without JavaScript usually blocks for 0 ms). */
  lcpRatio: number | null;
  tbtRatio: number | null;
  /** ours − baseline, ms: what our page adds to plain HTML, meaningful also when the baseline's TBT is 0. */
  tbtExtraMs: number;
  lcpExtraMs: number;
  /** The lowest and highest benchmark index over the page's runs, both kinds: how much the machine moved meanwhile. */
  benchmarkIndex: [number, number];
}

/**
 * The same page as plain HTML: our server-rendered HTML with every `<script>` (the app's entry, its start-up script,
 * the rendered data) and every script preload removed. Styles, images, the manifest and the markup stay, so the page
 * paints the same content from the same files; only what JavaScript costs is missing.
 */
export function plainHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) =>
      /\brel\s*=\s*["']?modulepreload\b/i.test(tag) || /\bas\s*=\s*["']?script\b/i.test(tag) ? '' : tag,
    );
}

/** The file name of a page's baseline: the path and query as one readable word, e.g. `/examresults` → `examresults.html`. */
export function baselineFileName(pagePath: string): string {
  let readable = pagePath;
  try {
    readable = decodeURIComponent(pagePath);
  } catch {
    // keep it encoded
  }
  const slug = readable
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
  return `${slug || 'home'}.html`;
}

/** The middle value; of an even count the upper of the two middle ones, as the Lighthouse part takes it. */
export function median(values: readonly number[]): number {
  if (!values.length) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** ours / baseline to two decimals; null when the baseline is 0 (no ratio exists). */
export function ratio(ours: number, baseline: number): number | null {
  if (baseline === 0) return null;
  return Math.round((ours / baseline) * 100) / 100;
}

/** Medians of each side's runs (measured interleaved) and their ratios. */
export function pageSpeedOf(
  page: string,
  baselinePath: string,
  ours: readonly LoadMetrics[],
  baseline: readonly LoadMetrics[],
): PageSpeed {
  if (ours.length !== baseline.length)
    throw new Error(`${page}: ${ours.length} runs of the page but ${baseline.length} of its baseline`);
  const side = (runs: readonly LoadMetrics[]) => ({
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
  });
  const o = side(ours);
  const b = side(baseline);
  const indexes = [...ours, ...baseline].map((r) => r.benchmarkIndex);
  return {
    page,
    baselinePath,
    runs: ours.length,
    ours: o,
    baseline: b,
    lcpRatio: ratio(o.lcpMs, b.lcpMs),
    tbtRatio: ratio(o.tbtMs, b.tbtMs),
    lcpExtraMs: o.lcpMs - b.lcpMs,
    tbtExtraMs: o.tbtMs - b.tbtMs,
    benchmarkIndex: [Math.min(...indexes), Math.max(...indexes)],
  };
}
