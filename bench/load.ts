import autocannon from 'autocannon';
import { BUSY_WARNING_PERCENT, otherCpuDuring, waitForQuiet } from './machine';

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Average response body and headers, bytes. */
  bytesPerResponse: number;
  errors: number;
  non2xx: number;
  /** Share of all CPUs other programs used during the measurement, percent (see machine.ts). */
  otherCpuPercent: number | null;
}

export const CONNECTIONS = 100;
/** BENCH_GZIP=1 asks for compressed answers as browsers do (the app gzips JSON over 1 KB; autocannon asks for none). */
const HEADERS: Record<string, string> =
  process.env.BENCH_GZIP === '1' ? { 'accept-encoding': 'gzip, deflate, br' } : {};
/** Re-measurements allowed in one bench run (BENCH_RETRIES), so a busy machine cannot stretch it much. */
let retriesLeft = Number(process.env.BENCH_RETRIES ?? 3);

async function runOnce(baseUrl: string, paths: string[], seconds: number, connections: number): Promise<LoadFigures> {
  let next = 0;
  const { result, otherCpuPercent } = await otherCpuDuring(() =>
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      headers: HEADERS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
    }),
  );
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    otherCpuPercent,
  };
}

/**
 * `connections` connections for `seconds`; request n asks for paths[n % length] (distinct roll numbers).
 * Starts once other programs leave the CPUs (bounded wait); when they came back meanwhile, measures once
 * more (while the run's retry budget lasts) and keeps the less disturbed run.
 */
export async function measure(
  baseUrl: string,
  paths: string[],
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadFigures> {
  await waitForQuiet();
  const first = await runOnce(baseUrl, paths, seconds, connections);
  if ((first.otherCpuPercent ?? 0) <= BUSY_WARNING_PERCENT) return first;
  if (retriesLeft-- <= 0) {
    console.log(
      `  warning: other programs used ${first.otherCpuPercent} % of the CPUs during the measurement: this figure is noisy`,
    );
    return first;
  }
  console.log(`  (other programs used ${first.otherCpuPercent} % of the CPUs during the measurement: measuring again)`);
  await waitForQuiet();
  const second = await runOnce(baseUrl, paths, seconds, connections);
  const best = (second.otherCpuPercent ?? 0) < (first.otherCpuPercent ?? 0) ? second : first;
  if ((best.otherCpuPercent ?? 0) > BUSY_WARNING_PERCENT)
    console.log(`  warning: still ${best.otherCpuPercent} % other CPU use: this figure is noisy`);
  return best;
}

/** Asks for every path once (10 at a time): warms the JIT, the pool and, when on, the sheet cache. */
export async function visitEach(baseUrl: string, paths: string[]): Promise<void> {
  let next = 0;
  await autocannon({
    url: baseUrl,
    connections: 10,
    amount: paths.length,
    headers: HEADERS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }) }],
  });
}

/** Fails loudly when a lookup answers no result sheet: the figures would measure empty answers. */
export async function assertSheets(baseUrl: string, paths: string[]): Promise<void> {
  for (const path of [paths[0], paths[Math.floor(paths.length / 2)], paths[paths.length - 1]]) {
    const res = await fetch(baseUrl + path!);
    const body = (await res.json()) as { listofRecords?: unknown[] };
    if (!res.ok || !body.listofRecords?.length)
      throw new Error(`${path} answered ${res.status} without a result sheet`);
  }
}
