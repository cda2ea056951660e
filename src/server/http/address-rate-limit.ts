import type { Context, MiddlewareHandler } from 'hono';
import { tooManyAttempts } from './attempt-limit';
import { counterKey, windowRule, type AttemptStore } from './attempt-store';

/**
 * At most `limit` calls per client address in each `windowMs`, counted in the database (every replica shares
 * the count); past it 429 with Retry-After until the window ends. `kind` keeps each route's counters apart.
 */
export function addressRateLimit(
  store: AttemptStore,
  kind: string,
  limit: number,
  windowMs: number,
  address: (c: Context) => string,
): MiddlewareHandler {
  const rule = windowRule(limit, windowMs);
  return async (c, next) => {
    const { waitMs } = await store.claim(counterKey(kind, address(c)), rule);
    if (waitMs > 0) return tooManyAttempts(c, waitMs);
    await next();
  };
}
