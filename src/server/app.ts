import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import { rateLimiter } from 'hono-rate-limiter';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { clientAddress } from './http/client-address';
import { requestLogger, type Logger } from './http/logger';
import { staticApp } from './http/static-app';
import { homeRoutes } from './modules/home/routes';
import { homeService } from './modules/home/service';
import { resultsRoutes } from './modules/results/routes';
import { resultsService } from './modules/results/service';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
}

export function createApp({ config, database, logger }: AppDeps) {
  const lookupLimit = rateLimiter({
    windowMs: config.resultsRateWindowMs,
    limit: config.resultsRateLimit,
    standardHeaders: 'draft-7',
    keyGenerator: (c) => clientAddress(c, config.trustProxy),
    handler: (c) => c.json({ message: 'Too many result lookups from this address. Please wait a minute and try again.' }, 429),
  });

  // §7: the main application service. Auth (/api/auth) and faculty database (/api/fdb) routers mount
  // beside it as their modules arrive.
  const college = homeService(database.db);
  const appService = new Hono()
    .route('/', homeRoutes(college))
    .route('/', resultsRoutes(resultsService(database.db), college, lookupLimit));

  const api = new Hono()
    .use(bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) => c.json({ message: `The request is too large (limit ${Math.round(config.bodyLimitBytes / 1024)} KB)` }, 413),
    }))
    .get('/health', async (c) => {
      const reachable = await database.ping();
      return c.json({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable', kind: database.kind }, reachable ? 200 : 503);
    })
    .route('/app', appService)
    .all('*', (c) => c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404));

  const app = new Hono();
  app.use(requestLogger(logger));
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }));
  app.use(compress());
  app.route('/api', api);
  app.route('/', staticApp(config.staticDir));

  app.onError((err, c) => {
    if (err instanceof HTTPException) return c.json({ message: err.message || 'Request failed' }, err.status);
    logger.error({ err: { name: err.name, message: err.message, stack: err.stack }, path: c.req.path }, 'unhandled error');
    return c.json({ message: 'Something went wrong on the server. Please try again.' }, 500);
  });
  return app;
}
