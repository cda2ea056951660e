import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '../src/server/db/client';
import { seedDemoCollege } from '../src/server/demo/college';
import { demoBatch, demoRollNumber } from '../src/server/demo/demo-year';
import { BTECH_BRANCHES, demoExams } from '../src/server/demo/names-and-courses';
import { startChildServer } from './child-server';
import { assertSheets, measure, visitEach, type LoadFigures } from './load';
import { POSTGRES_ADMIN_URL, withScratchDatabase } from './postgres-scratch';
import { sampleGeneratedRolls, scaleResults } from './scale-results';

export const BIG_ROWS = 1_000_000;
const SLOW_GENERATION_S = 90;

export type CacheMode = 'on' | 'off';
export interface ApiRow extends LoadFigures {
  target: string;
  resultRows: number;
  /** Sheet cache (RESULTS_CACHE_TTL_MS) on as deployed, or off so every lookup reaches the database. */
  cache: CacheMode | '-';
  ratioToBare: number;
}
export interface ApiBench {
  rows: ApiRow[];
  generation: { database: string; rows: number; seconds: number }[];
  postgres: 'measured' | 'not reachable';
}

/** Each roll number under each of the three exam titles, interleaved so consecutive requests differ. */
const lookupPaths = (rolls: string[]) =>
  rolls.flatMap((roll) =>
    demoExams(demoBatch().startYear).map(
      (exam) => `/api/app/getExamResultByRollNoView?rollNo=${roll}&examTitle=${encodeURIComponent(exam.title)}`,
    ),
  );
/** The 300 students on roll the bench seeds (as written): 23B81A0101 … 23B81A0560 (60 per branch). */
const DEMO_PATHS = lookupPaths(
  BTECH_BRANCHES.flatMap((b) =>
    Array.from({ length: 60 }, (_, i) => demoRollNumber(demoBatch().rollPrefix, b.code, i + 1)),
  ),
);

async function measureApi(env: Record<string, string>, cache: CacheMode, paths: string[], seconds: number) {
  const server = await startChildServer({
    BENCH_TARGET: 'api',
    ...env,
    ...(cache === 'off' ? { RESULTS_CACHE_TTL_MS: '0' } : {}),
  });
  try {
    await assertSheets(server.url, paths);
    await visitEach(server.url, paths);
    return await measure(server.url, paths, seconds);
  } finally {
    await server.stop();
  }
}

/** One database: the demo seed (~5.4k result rows), then grown to 1,000,000 rows; each with the cache on and/or off. */
async function benchDatabase(
  label: string,
  target: DatabaseTarget,
  env: Record<string, string>,
  bench: ApiBench,
  seconds: number,
  modes: CacheMode[],
) {
  let handle = await openDatabase(target);
  await seedDemoCollege(handle.db, { collegeCode: 'DEMO', collegeName: 'Bench College' });
  const small = await scaleResults(handle.db, 0).finally(() => handle.close());
  for (const size of ['small', '1M'] as const) {
    let paths = DEMO_PATHS;
    let resultRows = small.rows;
    if (size === '1M') {
      handle = await openDatabase(target);
      try {
        const big = await scaleResults(handle.db, BIG_ROWS);
        bench.generation.push({ database: label, ...big });
        const slow = big.seconds > SLOW_GENERATION_S ? ` — SLOW: over the ${SLOW_GENERATION_S} s budget` : '';
        console.log(
          `  ${label}: exam_results grown to ${big.rows.toLocaleString('en')} rows in ${big.seconds} s${slow}`,
        );
        resultRows = big.rows;
        paths = lookupPaths(await sampleGeneratedRolls(handle.db, 300));
      } finally {
        await handle.close();
      }
    }
    for (const cache of modes) {
      const figures = await measureApi(env, cache, paths, seconds);
      bench.rows.push({ target: `${label} API`, resultRows, cache, ratioToBare: 0, ...figures });
      console.log(
        `  ${label} at ${resultRows.toLocaleString('en')} rows, cache ${cache}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms`,
      );
    }
  }
}

/** The baseline gets the same request lines as the API and answers a static object of about the same size. */
async function measureBare(bench: ApiBench, when: 'start' | 'end', seconds: number) {
  const baseline = await startChildServer({ BENCH_TARGET: 'bare' });
  try {
    await visitEach(baseline.url, DEMO_PATHS);
    const bare = await measure(baseline.url, DEMO_PATHS, seconds);
    bench.rows.push({ target: `bare Hono handler (${when})`, resultRows: 0, cache: '-', ratioToBare: 1, ...bare });
    console.log(`  bare Hono handler (${when}): ${bare.requestsPerSecond} req/s, p99 ${bare.p99Ms} ms`);
  } finally {
    await baseline.stop();
  }
}

/** (a) getExamResultByRollNoView at 100 connections, against a bare Hono handler measured in the same run. */
export async function benchResultsApi(seconds: number, modes: CacheMode[]): Promise<ApiBench> {
  const bench: ApiBench = { rows: [], generation: [], postgres: 'not reachable' };
  await measureBare(bench, 'start', seconds);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  try {
    await benchDatabase('PGlite', { dataDir }, { DATA_DIR: dataDir }, bench, seconds, modes);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const reached = await withScratchDatabase((url) =>
    benchDatabase('PostgreSQL', { url }, { DATABASE_URL: url }, bench, seconds, modes),
  );
  if (reached) bench.postgres = 'measured';
  else console.log(`  PostgreSQL not reachable at ${POSTGRES_ADMIN_URL}: skipped`);
  await measureBare(bench, 'end', seconds);
  // The faster of the two baselines is the reference: a disturbed baseline must not flatter the API.
  const reference = Math.max(...bench.rows.filter((r) => r.cache === '-').map((r) => r.requestsPerSecond));
  for (const row of bench.rows) row.ratioToBare = Math.round((row.requestsPerSecond / reference) * 100) / 100;
  return bench;
}
