import type { ApiBench } from './api-bench';
import type { JsSize } from './js-size';
import type { MedianScores } from './lighthouse-scores';
import { BUSY_WARNING_PERCENT } from './machine';

export const TARGETS = { jsGzipKb: 150, accessibility: 100, flatWithin: 0.2 };
const mark = (ok: boolean) => (ok ? 'yes' : 'NO');

/**
 * What a lookup row must reach: from the cache, 0.6 of the bare handler with p99 ≤ 20 ms; from PostgreSQL, 0.25 with
 * p99 ≤ 60 ms; from the embedded PGlite (on the server's own thread), no ratio but p99 ≤ 500 ms. Every row: no error.
 */
export const API_TARGETS = {
  cached: { ratioToBare: 0.6, p99Ms: 20 },
  postgresUncached: { ratioToBare: 0.25, p99Ms: 60 },
  pgliteUncached: { ratioToBare: 0, p99Ms: 500 },
} as const;

const apiTargetOf = (row: ApiBench['rows'][number]) =>
  row.cache === 'on'
    ? API_TARGETS.cached
    : row.target.startsWith('PGlite')
      ? API_TARGETS.pgliteUncached
      : API_TARGETS.postgresUncached;

export function printApi(bench: ApiBench): string[] {
  console.table(
    bench.rows.map((r) => ({
      target: r.target,
      'result rows': r.resultRows.toLocaleString('en'),
      cache: r.cache,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'bytes/resp': r.bytesPerResponse,
      'ratio to bare': r.ratioToBare,
      'ratio target': r.cache === '-' ? '' : `≥ ${apiTargetOf(r).ratioToBare}`,
      'p99 target ms': r.cache === '-' ? '' : `≤ ${apiTargetOf(r).p99Ms}`,
      met:
        r.cache === '-'
          ? ''
          : mark(r.ratioToBare >= apiTargetOf(r).ratioToBare && r.p99Ms <= apiTargetOf(r).p99Ms && !r.errors),
      'errors/non-2xx': r.errors + r.non2xx,
      'other progs CPU %': r.otherCpuPercent ?? '?',
    })),
  );
  if (bench.postgres !== 'measured') console.log('  PostgreSQL not reachable: skipped');
  const problems: string[] = [];
  for (const r of bench.rows) {
    if (r.cache === '-') {
      if ((r.otherCpuPercent ?? 0) > BUSY_WARNING_PERCENT)
        problems.push(`${r.target}: other programs used ${r.otherCpuPercent} % of the CPUs meanwhile (noisy)`);
      continue;
    }
    const where = `${r.target} at ${r.resultRows.toLocaleString('en')} rows, cache ${r.cache}`;
    const target = apiTargetOf(r);
    if (r.ratioToBare < target.ratioToBare)
      problems.push(`${where}: req/s ratio to bare ${r.ratioToBare} < ${target.ratioToBare}`);
    if (r.p99Ms > target.p99Ms) problems.push(`${where}: p99 ${r.p99Ms} ms > ${target.p99Ms} ms`);
    if ((r.otherCpuPercent ?? 0) > BUSY_WARNING_PERCENT)
      problems.push(`${where}: other programs used ${r.otherCpuPercent} % of the CPUs meanwhile (noisy)`);
    if (r.errors + r.non2xx > 0) problems.push(`${where}: ${r.errors} errors or timeouts, ${r.non2xx} non-2xx`);
  }
  // Flat from small to 1M: the same database and cache mode, first row small, second grown.
  for (const small of bench.rows.filter((r) => r.cache !== '-' && r.resultRows < 100_000)) {
    const big = bench.rows.find((r) => r.target === small.target && r.cache === small.cache && r.resultRows >= 100_000);
    if (!big) continue;
    const change = big.requestsPerSecond / small.requestsPerSecond - 1;
    const flat = Math.abs(change) <= TARGETS.flatWithin;
    const noisy = [small, big].some((r) => (r.otherCpuPercent ?? 0) > BUSY_WARNING_PERCENT) ? ', one side noisy' : '';
    console.log(
      `  ${small.target}, cache ${small.cache}: ${small.resultRows.toLocaleString('en')} → ${big.resultRows.toLocaleString('en')} rows: req/s ${change >= 0 ? '+' : ''}${Math.round(change * 100)} %, p99 ${small.p99Ms} → ${big.p99Ms} ms: ${flat ? 'flat' : 'NOT flat'} (±${TARGETS.flatWithin * 100} %${noisy})`,
    );
    if (!flat)
      problems.push(
        `${small.target}, cache ${small.cache}: req/s changes ${Math.round(change * 100)} % from small to 1M rows`,
      );
  }
  return problems;
}

export function printJsSize(size: JsSize): string[] {
  console.log(
    `  index.html's entry and preloads ${size.initialGzipKb} KB gzip (target ≤ ${TARGETS.jsGzipKb}); with what loads after the first paint, before network idle, ${size.totalGzipKb} KB`,
  );
  console.table(size.files);
  // The initial JavaScript (what the page needs before it runs); the device store and the outbox load
  // after the first paint, when the page is idle.
  return size.initialGzipKb <= TARGETS.jsGzipKb
    ? []
    : [`results page initial JavaScript ${size.initialGzipKb} KB gzip > ${TARGETS.jsGzipKb} KB`];
}

/** Public pages ≥ 95, signed-in screens ≥ 90 (median of the runs); accessibility 100 everywhere. */
export const PERFORMANCE_TARGET = { public: 95, signedIn: 90 } as const;

export function printLighthouse(scores: Record<string, MedianScores>, signedInPages: readonly string[]): string[] {
  const target = (page: string) =>
    signedInPages.includes(page) ? PERFORMANCE_TARGET.signedIn : PERFORMANCE_TARGET.public;
  console.table(
    Object.fromEntries(
      Object.entries(scores).map(([page, s]) => [
        page.length > 48 ? `${page.slice(0, 45)}…` : page,
        {
          performance: s.performance,
          runs: s.runs.join(' '),
          target: target(page),
          met: mark(s.performance >= target(page)),
          'FCP ms': s.fcpMs,
          'LCP ms': s.lcpMs,
          'TBT ms': s.tbtMs,
          CLS: s.cls,
          a11y: s.accessibility,
          'best pr.': s['best-practices'],
          seo: s.seo,
          'other CPU %': s.otherCpuPercent ?? '?',
        },
      ]),
    ),
  );
  const problems: string[] = [];
  for (const [page, s] of Object.entries(scores)) {
    if (s.notPassed.length) console.log(`  ${page}: audits not passed: ${s.notPassed.join(', ')}`);
    if (s.performance < target(page))
      problems.push(`Lighthouse performance ${s.performance} < ${target(page)} on ${page}`);
    if ((s.otherCpuPercent ?? 0) > BUSY_WARNING_PERCENT)
      problems.push(
        `Lighthouse on ${page}: other programs used ${s.otherCpuPercent} % of the CPUs meanwhile (performance score noisy)`,
      );
    if (s.accessibility < TARGETS.accessibility)
      problems.push(`Lighthouse accessibility ${s.accessibility} < ${TARGETS.accessibility} on ${page}`);
  }
  return problems;
}
