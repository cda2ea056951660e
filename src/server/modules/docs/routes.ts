import { Hono } from 'hono';
import type { AppEnv } from '../../auth/session-user';
import { openApiDocument } from './openapi';

export function docsRoutes(version: string) {
  const document = openApiDocument(version);
  return new Hono<AppEnv>().get('/docs', (c) => c.json(document));
}
