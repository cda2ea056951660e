import { Hono } from 'hono';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import type { AppEnv } from '../auth/session-user';
import type { Logger } from '../http/logger';
import type { FileOwnerRegistry } from './owners';
import type { FileStorage } from './storage';
import type { StoredFilesService } from './stored-files';

const NOT_FOUND = 'This file does not exist or has been removed.';
/** A public id (newPublicFileId); a serial id, as addresses once carried, is answered as a missing file. */
const PUBLIC_FILE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Shown in the page itself; anything else is saved, never opened in the app's origin. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** RFC 6266: a plain ASCII name for old clients and the exact name (UTF-8) for the rest. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * GET {app}/files/:id — a stored file by its public id, only to users allowed to see its owning record (the owner
 * registry), with the media type found at upload, Content-Disposition and nosniff. The permission table
 * says 'signed-in'; the handler checks again (401) and then the owner (403), failing closed: an unknown
 * owner type is answered as a missing file.
 */
export function fileDownloadRoutes(
  files: StoredFilesService,
  storage: FileStorage,
  owners: FileOwnerRegistry,
  logger: Logger,
) {
  return new Hono<AppEnv>().get('/files/:id', async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ message: AUTH_MESSAGES.sessionRequired }, 401);
    const id = c.req.param('id');
    if (!PUBLIC_FILE_ID.test(id)) return c.json({ message: NOT_FOUND }, 404);
    const row = await files.byPublicId(id);
    const mayOpen = row && Object.hasOwn(owners, row.ownerType) ? owners[row.ownerType]! : null;
    if (!row || !mayOpen) return c.json({ message: NOT_FOUND }, 404);
    if (!(await mayOpen(user, row.ownerId, row))) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    const bytes = await storage.get(row.sha256);
    if (!bytes) {
      logger.error({ fileId: row.id }, 'stored file missing from the file store');
      return c.json({ message: NOT_FOUND }, 404);
    }
    return c.body(bytes, 200, {
      'Content-Type': row.mediaType,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(
        INLINE_TYPES.has(row.mediaType) ? 'inline' : 'attachment',
        row.originalName,
      ),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    });
  });
}
