import path from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import { rateLimiter } from 'hono-rate-limiter';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { requestScopedDatabase } from './db/request-scope';
import { assertEveryRouteListed, authorize } from './auth/authorize';
import type { AppEnv } from './auth/session-user';
import { sessionStore } from './auth/sessions';
import { attemptLimit } from './http/attempt-limit';
import { clientAddress } from './http/client-address';
import { fileDownloadRoutes } from './files/download-routes';
import { FILE_OWNERS } from './files/owners';
import { fileStorageIn } from './files/storage';
import { storedFilesService } from './files/stored-files';
import { bodyLimits } from './http/body-limits';
import { idempotency } from './http/idempotency';
import { requestLogger, type Logger } from './http/logger';
import { staticApp } from './http/static-app';
import { createMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/routes';
import { accountsService } from './modules/auth/service';
import { restoreCredentialsRoutes } from './modules/auth/restore-credentials-routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { dashboardsService } from './modules/dashboards/service';
import { docsRoutes } from './modules/docs/routes';
import { homeRoutes } from './modules/home/routes';
import { homeService } from './modules/home/service';
import { resultsRoutes } from './modules/results/routes';
import { resultsService } from './modules/results/service';
import { withSheetCache } from './modules/results/sheet-cache';
import { maintenanceGate } from './modules/maintenance/middleware';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { maintenanceService } from './modules/maintenance/service';
import { loginCreationRoutes } from './modules/users/login-routes';
import { programRoutes } from './modules/users/program-routes';
import { toolsRoutes } from './modules/tools/routes';
import { usersService } from './modules/users/service';
import { signupRoutes } from './modules/users/signup-routes';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, or the outbox folder in DATA_DIR. */
  mailer?: Mailer;
}

export function createApp({ config, database, logger, mailer: givenMailer }: AppDeps) {
  // Services query through `db`; inside an idempotent write their queries join its transaction.
  const scoped = requestScopedDatabase(database.db);
  const { db } = scoped;
  const mailer = givenMailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), logger });
  const address = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, config.trustProxy);
  const lookupLimit = rateLimiter({
    windowMs: config.resultsRateWindowMs,
    limit: config.resultsRateLimit,
    standardHeaders: 'draft-7',
    keyGenerator: address,
    handler: (c) => c.json({ message: 'Too many result lookups from this address. Please wait a minute and try again.' }, 429),
  });
  const college = homeService(db);
  const accounts = accountsService(db);
  const sessions = sessionStore(db);
  const users = usersService(db);
  const maintenance = maintenanceService(db, logger);
  const maintenanceOnly = maintenanceGate(maintenance);
  const perAddress = attemptLimit(config.loginRateLimit, 'address', address);
  const fileStorage = fileStorageIn(config.dataDir);
  const storedFiles = storedFilesService(scoped, fileStorage);

  // §7: the main application service and the authentication service; faculty database (/api/fdb) follows.
  const appService = new Hono<AppEnv>()
    .route('/', homeRoutes(college))
    .route('/', resultsRoutes(withSheetCache(resultsService(db), config.resultsCacheTtlMs, config.resultsCacheMax), college, lookupLimit))
    .route('/', programRoutes(users))
    .route('/', loginCreationRoutes({ config, accounts, users, mailer }))
    .route('/', toolsRoutes(config.cryptoToolKey))
    .route('/', dashboardRoutes(dashboardsService(db)))
    .route('/', maintenanceRoutes(maintenance, logger))
    .route('/', fileDownloadRoutes(storedFiles, fileStorage, FILE_OWNERS, logger));
  const authService = new Hono<AppEnv>()
    .route('/', authRoutes({ config, accounts, sessions, mailer, logger, perAddress }))
    .route('/', restoreCredentialsRoutes({ config, accounts, mailer, logger, perAddress }))
    .route('/', signupRoutes(config, accounts, users));

  const api = new Hono<AppEnv>()
    // JSON calls: BODY_LIMIT_BYTES; a multipart route declares its own (multipart() / routeBodyLimit()).
    .use(bodyLimits(config.bodyLimitBytes))
    .use(authorize(sessions))
    // After authorize(): administrators (from the session) keep working while maintenance is on.
    .use('/app/*', maintenanceOnly)
    .use('/auth/*', maintenanceOnly)
    .use(idempotency(scoped, config.idempotencyKeyTtlDays))
    .get('/health', async (c) => {
      const reachable = await database.ping();
      return c.json({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable', kind: database.kind }, reachable ? 200 : 503);
    })
    .route('/', docsRoutes(pkg.version))
    .route('/app', appService)
    .route('/auth', authService);
  assertEveryRouteListed(api.routes.map((r) => ({ method: r.method, path: `/api${r.path}` })));
  api.all('*', (c) => c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404));

  const app = new Hono();
  app.use(requestLogger(logger));
  // Only for clients that accept it: compress() re-creates every response it looks at, which would cost
  // clients that do not compress the fast path of the node server.
  const compression = compress();
  app.use((c, next) => (/\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? compression(c, next) : next()));
  // Browser-facing security headers go on pages and files (registered after the API, so only they get
  // them); JSON answers only need nosniff, set before the handler so the response stays on the fast path.
  app.use('/api/*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.route('/api', api);
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }));
  app.route('/', staticApp(config.staticDir));

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status);
    logger.error({ err: { name: err.name, message: err.message, stack: err.stack }, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
  });
  return app;
}
