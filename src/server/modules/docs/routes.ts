import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { openApiDocument } from './openapi';

export function docsRoutes(document: ReturnType<typeof openApiDocument>) {
  return new Hono<AppEnv>().get('/docs', (c) => c.json(document));
}
