/**
 * A server the benchmark loads, in its own process so the load generator never shares its event loop.
 * BENCH_TARGET=bare: a bare Hono handler answering a static object the size of a result sheet (the baseline), to a
 * GET, or to a POST with 201 as the library desk's issue is answered.
 * BENCH_TARGET=api: the real app on DATABASE_URL or DATA_DIR, rate limit lifted, logs silent; an empty
 * embedded database gets the demo college, as the server's start (src/server/start.ts) loads it.
 * Prints "READY <port>" when listening on 127.0.0.1.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { useCollegeTimeZone } from '../src/domain/calendar/college-time';
import { seedDemoFromConfig } from '../src/server/demo/seed-from-config';
import { createLogger } from '../src/server/http/logger';
import { loadPageRenderer } from '../src/server/http/load-page-renderer';

/** Same shape and about the same size (~1.5 KB) as the demo roll number's result sheet. */
const SAMPLE = {
  studentName: 'CHARAN PILLAI',
  studentRollNo: '22B81A0501',
  totalCredits: 20,
  earnedCredits: 17,
  passCount: 5,
  failCount: 1,
  listofRecords: Array.from({ length: 6 }, (_, i) => ({
    examTitle: 'B.Tech II Year II Semester (R22) Regular Examinations, May 2024',
    sgpa: 7.85,
    courseCode: `R22CS40${i + 1}`,
    course: 'Database Management Systems',
    credits: 3,
    grade: 'A',
    gradePoints: 9,
    status: 'Pass',
  })),
};

let database: DatabaseHandle | null = null;

async function target() {
  if (process.env.BENCH_TARGET === 'bare')
    return new Hono().get('*', (c) => c.json(SAMPLE)).post('*', (c) => c.json(SAMPLE, 201));
  const config = loadConfig({
    ...process.env,
    RESULTS_RATE_LIMIT: '100000000',
    RESULTS_MISS_LIMIT: '100000000',
    LOG_LEVEL: 'silent',
  });
  database = await openDatabase(
    config.databaseUrl
      ? { url: config.databaseUrl }
      : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
  );
  useCollegeTimeZone(config.collegeTimeZone);
  // The demo college as the server's start loads it: its calendar, timetable, attendance and marks follow today.
  if (database.kind === 'pglite' && (await database.isEmpty())) await seedDemoFromConfig(database.db, config);
  const logger = createLogger('silent');
  return createApp({ config, database, logger, pageRenderer: await loadPageRenderer(config.ssrBundle, logger) });
}

const app = await target();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
process.once('SIGTERM', () => {
  server.close();
  void (database?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});
process.on('SIGTERM', () => process.exit(0));
