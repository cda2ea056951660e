import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { colleges, students } from '../../src/server/db/schema';
import { DEMO_ALREADY_THERE, DEMO_LOADED, startApp } from '../../src/server/start';
import { emptyPostgresDatabase, postgresReachable } from './support/databases';

function memoryLogger() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

/** One server process with SEED=always on its own connection pool to the shared database. */
const startServer = (database: DatabaseHandle) => {
  const { logger, lines } = memoryLogger();
  const config = loadConfig({
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-seed-always-')),
    SEED: 'always',
  });
  return startApp({ config, database, logger, schedules: false }).then(({ seeded }) => ({
    seeded,
    said: lines.map((l) => (JSON.parse(l) as { msg: string }).msg),
  }));
};

if (await postgresReachable()) {
  describe('SEED=always on a PostgreSQL server', { timeout: 300_000 }, () => {
    let server: { url: string; drop(): Promise<void> };
    const handles: DatabaseHandle[] = [];
    beforeAll(async () => {
      server = await emptyPostgresDatabase();
      // Opened one after the other: the first migrates the empty database, the second finds nothing to do.
      for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ url: server.url }));
    });
    afterAll(async () => {
      await Promise.all(handles.map((h) => h.close()));
      await server?.drop();
    });
    const collegesAndStudents = async () => {
      const db = handles[0]!.db;
      const [[c], [s]] = await Promise.all([
        db.select({ n: count() }).from(colleges),
        db.select({ n: count() }).from(students),
      ]);
      return [c!.n, s!.n];
    };

    it('two servers started together on an empty database load the demo once, and a restart changes nothing', async () => {
      const starts = await Promise.all(handles.map(startServer));
      expect(starts.map((s) => s.seeded).sort()).toEqual([false, true]);
      const loader = starts.find((s) => s.seeded)!;
      const waiter = starts.find((s) => !s.seeded)!;
      expect(loader.said).toContain(DEMO_LOADED);
      expect(waiter.said).toContain(DEMO_ALREADY_THERE);
      const [collegeCount, studentCount] = await collegesAndStudents();
      expect(collegeCount).toBe(1);
      expect(studentCount).toBeGreaterThan(250);

      // A restart on the seeded database (the same database, so the same test) loads nothing again.
      const before = await collegesAndStudents();
      const restart = await startServer(handles[1]!);
      expect(restart.seeded).toBe(false);
      expect(restart.said).toContain(DEMO_ALREADY_THERE);
      expect(await collegesAndStudents()).toEqual(before);
    });
  });
}
