import pkg from '../../package.json' with { type: 'json' };
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { assertEveryRouteListed, authorize } from './auth/authorize';
import { PERMISSIONS } from './auth/permissions';
import { recentPassword } from './auth/recent-password';
import type { AppEnv } from './auth/session-user';
import { fileDownloadRoutes } from './files/download-routes';
import { FILE_OWNERS } from './files/owners';
import { sandboxChargeStore } from './gateway/sandbox/charge-store';
import { sandboxGatewayRoutes } from './gateway/sandbox/routes';
import { DEFAULT_WEBHOOK_OPTIONS, type WebhookOptions } from './gateway/sandbox/webhook';
import { systemClock, type Clock } from './http/attempt-store';
import { bodyLimits } from './http/body-limits';
import { APP_POLICY, contentSecurityPolicy } from './http/content-security-policy';
import { crossOriginGuard } from './http/cross-origin-guard';
import { errorForLog } from './http/error-for-log';
import { idempotency } from './http/idempotency';
import type { PageRenderer } from './http/load-page-renderer';
import { requestLogger, type Logger } from './http/logger';
import { refuseNulInBody, refuseNulInUrl } from './http/nul-bytes';
import { publicHostOnly } from './http/public-host';
import { renderPageForRequest } from './http/render-page-for-request';
import { staticApp } from './http/static-app';
import type { Mailer } from './mail/mailer';
import { createSmsSender, type SmsSender } from './mail/sms';
import { moduleContext } from './module-context';
import { fileOwnerTable } from './module-tables';
import { SERVER_MODULES } from './modules';
import { openApiDocument } from './modules/docs/openapi';
import { docsRoutes } from './modules/docs/routes';
import { API_OPERATIONS } from './modules/docs/operations';
import { maintenanceGate } from './modules/maintenance/middleware';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, or the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  /** Defaults to SMS_URL's gateway, or none (codes for a mobile go by e-mail). */
  sms?: SmsSender | null;
  /** The time the attempt limits read; tests move it forward instead of sleeping. */
  clock?: Clock;
  /** The sandbox gateway's webhook retry pauses (tests make them short). */
  sandboxWebhook?: WebhookOptions;
  /** How the server calls the payment gateway (tests route it to the in-process sandbox). */
  gatewayFetch?: typeof fetch;
  /** Start interval timers (reconciliation): the server does; tests do not. */
  schedules?: boolean;
  /** Renders pages into the HTML (loadPageRenderer): public pages, signed-in dashboards and first forms; without it the app renders them in the browser. */
  pageRenderer?: PageRenderer | null;
}

/** Where the sandbox payment gateway is served when PAYMENT_SANDBOX is on (outside /api: no session needed). */
const SANDBOX_GATEWAY_PATH = '/sandbox-gateway';

export function createApp({
  config,
  database,
  logger,
  mailer,
  sms = createSmsSender(config.smsUrl, logger),
  clock = systemClock,
  sandboxWebhook = DEFAULT_WEBHOOK_OPTIONS,
  gatewayFetch,
  schedules = false,
  pageRenderer = null,
}: AppDeps) {
  const context = moduleContext({ config, database, logger, mailer, sms, clock, gatewayFetch });
  const { scoped, db, sessions, storedFiles, fileStorage, gatewayKeys } = context;
  const maintenanceOnly = maintenanceGate(context.maintenance);
  // §7: the main application service, the authentication service and the faculty database service.
  const services = { '/app': new Hono<AppEnv>(), '/auth': new Hono<AppEnv>(), '/fdb': new Hono<AppEnv>() };
  const built = SERVER_MODULES.map((module) => ({ name: module.name, mount: module.mount, ...module.build(context) }));
  for (const { mount, router } of built) services[mount].route('/', router);
  services['/app'].route('/', fileDownloadRoutes(storedFiles, fileStorage, fileOwnerTable(FILE_OWNERS, built), logger));
  if (schedules) for (const { startSchedule } of built) startSchedule?.();

  const api: Hono<AppEnv> = new Hono<AppEnv>()
    // JSON calls: BODY_LIMIT_BYTES; a multipart route declares its own (multipart() / routeBodyLimit()).
    .use(bodyLimits(config.bodyLimitBytes))
    .use(refuseNulInBody)
    .use(authorize(sessions, config))
    .use(recentPassword(clock))
    // After authorize(): administrators (from the session) keep working while maintenance is on.
    .use('/app/*', maintenanceOnly)
    .use('/auth/*', maintenanceOnly)
    .use('/fdb/*', maintenanceOnly)
    .use(idempotency(scoped, config.idempotencyKeyTtlDays))
    .get('/health', async (c) => {
      const reachable = await database.ping();
      return c.json(
        {
          status: reachable ? 'ok' : 'degraded',
          database: reachable ? 'reachable' : 'unreachable',
          kind: database.kind,
        },
        reachable ? 200 : 503,
      );
    })
    .route(
      '/',
      docsRoutes(() =>
        openApiDocument(
          pkg.version,
          PERMISSIONS,
          API_OPERATIONS,
          api.routes.map((r) => ({ method: r.method, path: `/api${r.path}`, handler: r.handler })),
        ),
      ),
    )
    .route('/app', services['/app'])
    .route('/auth', services['/auth'])
    .route('/fdb', services['/fdb']);
  // authorize() answers 404 for any /api call without a permission line, so no catch-all is needed.
  assertEveryRouteListed(api.routes.map((r) => ({ method: r.method, path: `/api${r.path}` })));

  const app = new Hono();
  app.use(requestLogger(logger));
  app.use(publicHostOnly(config.publicUrl, config.production));
  // Before anything reads a session, counts an attempt or parses a body.
  app.use(crossOriginGuard(config.publicUrl));
  app.use(refuseNulInUrl);
  // Only for clients that accept it: compress() re-creates every response it looks at, which would cost
  // clients that do not compress the fast path of the node server.
  const compression = compress();
  app.use((c, next) =>
    /\b(gzip|deflate)\b/.test(c.req.header('accept-encoding') ?? '') ? compression(c, next) : next(),
  );
  // Browser-facing security headers go on pages and files (registered after the API, so only they get
  // them); JSON answers only need nosniff, set before the handler so the response stays on the fast path.
  app.use('/api/*', async (c, next) => {
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
  });
  app.route('/api', api);
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', contentSecurityPolicy(APP_POLICY));
  if (config.payments.sandbox) {
    app.use(
      `${SANDBOX_GATEWAY_PATH}/*`,
      bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.json({ message: 'The request is too large' }, 413) }),
    );
    app.route(
      SANDBOX_GATEWAY_PATH,
      sandboxGatewayRoutes({
        store: sandboxChargeStore(db, clock),
        keys: gatewayKeys,
        logger,
        clock,
        mountPath: SANDBOX_GATEWAY_PATH,
        publicUrl: config.publicUrl,
        webhook: sandboxWebhook,
      }),
    );
  } else {
    // Off means absent: not even the app's page answers there.
    app.all(`${SANDBOX_GATEWAY_PATH}/*`, (c) => c.json({ message: 'Not found' }, 404));
  }
  app.route(
    '/',
    staticApp(config.staticDir, pageRenderer ? renderPageForRequest(app, pageRenderer, logger) : undefined),
  );

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status);
    logger.error({ err: errorForLog(err), path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
  });
  return app;
}
