import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { REQUEST_MESSAGES } from '../../domain/messages/request-messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Marks a route that accepts writes from another origin (`.post('/x', crossOriginAllowed, …)`); the guard,
 * which runs before the route, finds it among the matched handlers. It does nothing itself. Only for a call
 * that trusts nothing it is sent: the gateway's webhook, whose body only names a charge the server then asks
 * the gateway about.
 */
export const crossOriginAllowed: MiddlewareHandler = async (_c, next) => next();

const isMarked = (c: Context) => matchedRoutes(c).some((route) => route.handler === crossOriginAllowed);

/**
 * Whether the browser says this request comes from our own pages. A browser marks every request with
 * Sec-Fetch-Site and adds Origin to every cross-origin write, so a request with neither is not from a
 * browser (curl, another server) and has no session to abuse. Ours is the public address (behind a proxy
 * the truth) or the address this request was sent to (development, tests); a browser cannot forge Host.
 */
function fromOurPages(c: Context, publicOrigin: string): boolean | 'not a browser' {
  const site = c.req.header('sec-fetch-site');
  if (site === 'same-origin' || site === 'none') return true;
  const origin = c.req.header('origin');
  if (origin !== undefined && (origin === publicOrigin || origin === new URL(c.req.url).origin)) return true;
  return site === undefined && origin === undefined ? 'not a browser' : false;
}

/** A link followed from another site (a top-level navigation): not an embed (<img>, <script>, <iframe>) or a script's fetch. */
const isFollowedLink = (c: Context) =>
  c.req.header('sec-fetch-mode') === 'navigate' && c.req.header('sec-fetch-dest') === 'document';

/**
 * Cross-site request forgery, on top of SameSite cookies (which another port of the same host passes):
 * - a write (any method but GET, HEAD, OPTIONS) from another origin is refused on every path;
 * - an API call from another origin is refused unless it is a followed link: no page elsewhere can make a
 *   visitor's browser count failed look-ups or unlock attempts against a shared campus address with
 *   hundreds of <img> tags, and an API answer is never legitimately an image, a script or a frame.
 * Pages, files and the sandbox gateway's pages stay readable from anywhere (links, the gateway's return).
 */
export function crossOriginGuard(publicUrl: string, apiPrefix = '/api/'): MiddlewareHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    const ours = fromOurPages(c, publicOrigin);
    if (ours) return next();
    const safe = SAFE_METHODS.has(c.req.method);
    if (safe && (!c.req.path.startsWith(apiPrefix) || isFollowedLink(c))) return next();
    if (!safe && isMarked(c)) return next();
    return c.json({ message: REQUEST_MESSAGES.crossOrigin }, 403);
  };
}
