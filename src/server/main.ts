import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { purgeExpiredIdempotencyKeys } from './http/idempotency';
import { purgeOldImportRejects } from './modules/admissions/import-store';
import { errorForLog } from './http/error-for-log';
import { createLogger } from './http/logger';
import { loadPageRenderer } from './http/load-page-renderer';
import { closePdfThreads } from './pdf/pdf-pool';
import { startApp } from './start';
import { startBanner } from './start-banner';

const config = loadConfig();
const logger = createLogger(config.logLevel);

if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl }
    : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
);

const { app, demo, needsAdministrator } = await startApp({
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
  console.log(startBanner(config, { url, databaseKind: database.kind, demo, needsAdministrator }));
});

// An idle keep-alive connection stays open longer than a load balancer's (60 s on the common ones) and than a client's
// pause between two requests: Node's default of 5 s let a server close a connection just as a client sent on it, and
// the client got a reset instead of an answer (docs/scaling.md).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

const shutdown = async () => {
  server.close();
  await Promise.all([closePdfThreads(), database.close()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
