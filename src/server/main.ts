import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoRollNumberOf } from './demo/college';
import { demoBatch } from './demo/demo-year';
import { ALL_ROLES, demoUserName } from '../domain/auth/roles';
import { purgeExpiredIdempotencyKeys } from './http/idempotency';
import { purgeOldImportRejects } from './modules/admissions/import-store';
import { errorForLog } from './http/error-for-log';
import { createLogger } from './http/logger';
import { loadPageRenderer } from './http/load-page-renderer';
import { CREATE_ADMIN_HINT, startApp } from './start';

const config = loadConfig();
const logger = createLogger(config.logLevel);

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);

const { app, needsAdministrator } = await startApp({
  config,
  database,
  logger,
  pageRenderer: await loadPageRenderer(config.ssrBundle, logger),
});

// Idempotency keys older than IDEMPOTENCY_KEY_TTL_DAYS, and upload rows not submitted older than
// IMPORT_REJECTS_TTL_DAYS, are purged at start and every six hours.
const purgeKeys = () =>
  purgeExpiredIdempotencyKeys(database.db, config.idempotencyKeyTtlDays)
    .then((purged) => purged && logger.info({ purged }, 'expired idempotency keys purged'))
    .catch((err: Error) => logger.warn({ err: errorForLog(err) }, 'purging idempotency keys failed'));
const purgeRejects = () =>
  purgeOldImportRejects(database.db, config.importRejectsTtlDays)
    .then((purged) => purged && logger.info({ purged }, 'old rows not submitted of admissions uploads purged'))
    .catch((err: Error) => logger.warn({ err: errorForLog(err) }, 'purging rows not submitted failed'));
await purgeKeys();
await purgeRejects();
setInterval(() => void purgeKeys().then(purgeRejects), 6 * 3_600_000).unref();
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  logger.info({ port: info.port, database: database.kind }, 'listening');
  const signIn = config.production
    ? `Sign in at ${url}/login/Admin${needsAdministrator ? ` — ${CREATE_ADMIN_HINT}` : ''}`
    : `Exam results: ${url}/examresults (try roll number ${demoRollNumberOf(demoBatch(new Date()))})\n  Sign in at ${url}/login/Admin — demo logins (password ${config.demoPassword}):\n    ${ALL_ROLES.map(demoUserName).join(', ')}`;
  console.log(
    `\nCampus ERP is running at ${url}\n  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}\n  ${signIn}\n  Mail (reset links) ${config.smtpUrl ? 'goes through SMTP_URL' : `is written to ${config.dataDir}/outbox`}\n  Payments: ${config.payments.sandbox ? `sandbox gateway at ${url}/sandbox-gateway (test card 4111 1111 1111 1111, UPI success@sandbox)` : 'sandbox gateway off'}; gateway ${config.payments.gatewayUrl ?? 'not configured (PAYMENT_GATEWAY_URL)'}\n`,
  );
});

const shutdown = async () => {
  server.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
