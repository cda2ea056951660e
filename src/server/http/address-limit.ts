import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../auth/session-user';
import { counterKey, windowRule, type AttemptStore } from './attempt-store';

export type AddressLimit = MiddlewareHandler<AppEnv>;

/**
 * At most `limit` anonymous calls per client address per window (every call counts, not only failures:
 * each anonymous sign-up makes an account). Signed-in callers pass. Past the limit: 429 with Retry-After.
 */
export function anonymousAddressLimit(
  store: AttemptStore,
  opts: { kind: string; limit: number; windowMs: number; message: string; address: (c: Context) => string },
): AddressLimit {
  const rule = windowRule(opts.limit, opts.windowMs);
  return async (c, next) => {
    if (c.get('user')) return next();
    const { waitMs } = await store.claim(counterKey(`${opts.kind}-address`, opts.address(c)), rule);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      return c.json({ message: opts.message }, 429);
    }
    return next();
  };
}
