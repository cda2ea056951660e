import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import type { Clock } from '../../../src/server/http/attempt-store';

/** Limits far out of the way, for tests about something else (the limits have tests of their own). */
const LENIENT_LIMITS = {
  RESULTS_RATE_LIMIT: '1000',
  RESULTS_MISS_LIMIT: '100000',
  LOGIN_FREE_FAILURES: '1000',
  LOGIN_LOCKOUT_FAILURES: '2000',
  LOGIN_ADDRESS_FAILURE_LIMIT: '100000',
  MAIL_REQUEST_LIMIT: '1000',
  MAIL_REQUEST_ADDRESS_LIMIT: '100000',
  SELF_PAYMENT_FAILURE_LIMIT: '1000',
  SELF_PAYMENT_ADDRESS_FAILURE_LIMIT: '100000',
  STUDENT_CLAIM_MISS_LIMIT: '100000',
  STUDENT_CLAIM_CODES: '100000',
  SIGNUP_ADDRESS_LIMIT: '100000',
  // Suites move the clock by hours between calls of one signed-in user; the idle end has tests of its own.
  SESSION_IDLE_MINUTES: '1440',
};

export interface TestAppOptions {
  /** The time the limits read (see testClock); the real time otherwise. */
  clock?: Clock;
  /** Keep the shipped defaults of every limit instead of lenient ones. */
  defaultLimits?: boolean;
}

/** Builds the real app on a test database; log lines are kept in memory for assertions. */
export function testApp(database: DatabaseHandle, env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const config = loadConfig({
    STATIC_DIR: '/nonexistent-static',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campus-test-data-')),
    ...(options.defaultLimits ? {} : LENIENT_LIMITS),
    ...env,
  });
  const app = createApp({ config, database, logger, clock: options.clock });
  return { app, logLines, config };
}

/** A clock that stands still until a test moves it: limits are tested without sleeping. */
export function testClock(start = Date.parse('2026-06-01T09:00:00Z')) {
  let now = start;
  return {
    clock: (() => new Date(now)) as Clock,
    advance(ms: number) {
      now += ms;
    },
  };
}
