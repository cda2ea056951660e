import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';

/** Builds the real app on a test database; log lines are kept in memory for assertions. */
export function testApp(database: DatabaseHandle, env: Record<string, string> = {}) {
  const logLines: string[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { logLines.push(String(chunk)); done(); } });
  const logger = pino({ level: 'info' }, sink);
  const config = loadConfig({
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-test-data-')),
    RESULTS_RATE_LIMIT: '1000',
    LOGIN_RATE_LIMIT: '1000',
    ...env,
  });
  const app = createApp({ config, database, logger });
  return { app, logLines, config };
}
