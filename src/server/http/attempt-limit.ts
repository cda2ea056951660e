import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { AUTH_MESSAGES } from '../../domain/auth/messages';

export const ATTEMPT_WINDOW_MS = 15 * 60_000;

/**
 * Limits sign-in and reset attempts per key (client address, user name or e-mail) in a 15-minute
 * window; the key function returns null to skip (nothing to key on yet).
 */
export function attemptLimit(limit: number, prefix: string, key: (c: Context) => string | null | Promise<string | null>): MiddlewareHandler {
  return rateLimiter({
    windowMs: ATTEMPT_WINDOW_MS,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: async (c) => `${prefix}:${(await key(c)) ?? ''}`,
    skip: async (c) => (await key(c)) === null,
    handler: (c) => c.json({ message: AUTH_MESSAGES.tooManyAttempts }, 429),
  });
}

/** The lower-cased value of one field of a JSON body, if the body has it. */
export function bodyField(field: string) {
  return async (c: Context): Promise<string | null> => {
    try {
      const body: unknown = await c.req.json();
      const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
      return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
    } catch {
      return null;
    }
  };
}
