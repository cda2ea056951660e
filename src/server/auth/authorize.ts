import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES } from '../../domain/auth/messages';
import { clearSessionCookies, sessionToken } from './cookies';
import { PERMISSIONS, isAllowed, permissionKey } from './permissions';
import type { AppEnv } from './session-user';
import type { SessionStore } from './sessions';

/**
 * Resolves the session from the HttpOnly cookie (never from erpUser, which a client can write) and
 * enforces the permission table: 401 without a valid session, 403 for a role not allowed.
 */
export function authorize(sessions: SessionStore): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = sessionToken(c);
    const user = token ? await sessions.userFor(token) : null;
    if (token && !user) clearSessionCookies(c);
    c.set('user', user);
    const access = PERMISSIONS[permissionKey(c.req.method, c.req.path)];
    if (access === undefined) return next(); // not a route: the API's 404 answers
    if (isAllowed(access, user?.roles ?? null)) return next();
    return user
      ? c.json({ message: AUTH_MESSAGES.forbidden }, 403)
      : c.json({ message: AUTH_MESSAGES.sessionRequired }, 401);
  };
}

/** Fails the start when a registered route has no line in the permission table. */
export function assertEveryRouteListed(routes: ReadonlyArray<{ method: string; path: string }>): void {
  const missing = routes
    .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
    .map((r) => permissionKey(r.method, r.path))
    .filter((key) => !(key in PERMISSIONS));
  if (missing.length > 0) throw new Error(`Routes missing from src/server/auth/permissions.ts: ${[...new Set(missing)].join(', ')}`);
}
