import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import type { openApiDocument } from './openapi';

/**
 * GET /api/docs. The document is made at the first call, from the app as built (its routes carry the request
 * schemas), and kept: the routes do not change after the start.
 */
export function docsRoutes(makeDocument: () => ReturnType<typeof openApiDocument>) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return new Hono<AppEnv>().get('/docs', (c) => c.json((document ??= makeDocument())));
}
