import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { clearSessionCookies, sessionToken, type CookieSecurity } from './cookies';
import { PERMISSIONS, isAllowed, permissionKey, type Access } from './permissions';
import type { AppEnv } from './session-user';
import type { SessionStore } from './sessions';
import { SESSION_MESSAGES } from '../../domain/auth/session-messages';

/**
 * The permission line of the handler this request will reach, found by the route PATTERN it matched
 * ('GET /api/app/receipt/:id'), never by the literal path. Middleware is registered for every method
 * ('ALL'), so the first later match with a real method is the handler's route.
 */
export function handlerKey(c: Context): string | undefined {
  const handler = matchedRoutes(c)
    .slice(c.req.routeIndex + 1)
    .find((route) => route.method !== 'ALL');
  return handler ? permissionKey(handler.method, handler.path) : undefined;
}

function accessFor(c: Context, table: Readonly<Record<string, Access>>): Access | undefined {
  const key = handlerKey(c);
  return key ? table[key] : undefined;
}

/**
 * Resolves the session from the HttpOnly cookie (never from erpUser, which a client can write) and
 * enforces the permission table. Fails closed: a request whose route has no line never reaches a
 * handler (404), 401 without a valid session, 403 for a role not allowed.
 */
export function authorize(
  sessions: SessionStore,
  cookies: CookieSecurity,
  table: Readonly<Record<string, Access>> = PERMISSIONS,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const access = accessFor(c, table);
    if (access === undefined) return c.json({ message: `No such API call: ${c.req.method} ${c.req.path}` }, 404);
    const token = sessionToken(c, cookies);
    const found = token ? await sessions.lookup(token) : null;
    const user = found && 'user' in found ? found.user : null;
    if (token && !user) clearSessionCookies(c);
    c.set('user', user);
    c.set('session', found && 'session' in found ? found.session : null);
    if (isAllowed(access, user?.roles ?? null)) return next();
    if (user) return c.json({ message: AUTH_MESSAGES.forbidden }, 403);
    return c.json({ message: found ? SESSION_MESSAGES.sessionIdle : AUTH_MESSAGES.sessionRequired }, 401);
  };
}

/** Fails the start when a registered route has no line in the permission table. */
export function assertEveryRouteListed(
  routes: ReadonlyArray<{ method: string; path: string }>,
  table: Readonly<Record<string, Access>> = PERMISSIONS,
): void {
  const missing = routes
    .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => permissionKey(r.method, r.path))
    .filter((key) => !(key in table));
  if (missing.length > 0)
    throw new Error(`Routes missing from src/server/auth/permissions.ts: ${[...new Set(missing)].join(', ')}`);
}
