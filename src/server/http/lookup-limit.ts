import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { RESULT_MESSAGES } from '../../domain/results/messages';
import { counterKey, windowRule, type AttemptStore } from './attempt-store';

export interface LookupLimits {
  ceiling: number;
  ceilingWindowMs: number;
  missLimit: number;
  missWindowMs: number;
}

const tooManyLookups = (c: Context, retryAfterMs: number) => {
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return c.json({ message: RESULT_MESSAGES.tooManyLookups }, 429);
};

/**
 * Public lookups by roll number. A lab or a campus NAT makes many lookups from one address, nearly all of
 * real roll numbers; a script walking roll numbers makes many misses. So misses are what is limited per
 * address (counted in the database, shared by replicas); all lookups only meet a very high ceiling.
 * A lookup that a page on another site embeds (<img>, <script>, <iframe>) never gets here: crossOriginGuard
 * refuses it, so no foreign page can spend a campus address's misses.
 */
export function lookupLimiter(store: AttemptStore, limits: LookupLimits, address: (c: Context) => string) {
  const misses = windowRule(limits.missLimit, limits.missWindowMs);
  // Addresses past the miss limit, until when: a hit then costs no database call. Another replica learns
  // of the block at the address's next miss, which the database refuses.
  const blockedUntil = new Map<string, number>();
  const block = (who: string, waitMs: number) => {
    const now = store.clock().getTime();
    if (blockedUntil.size > 10_000) for (const [k, until] of blockedUntil) if (until <= now) blockedUntil.delete(k);
    blockedUntil.set(who, now + waitMs);
  };

  const ceiling = rateLimiter({
    windowMs: limits.ceilingWindowMs,
    limit: limits.ceiling,
    standardHeaders: 'draft-7',
    keyGenerator: address,
    handler: (c) => tooManyLookups(c, limits.ceilingWindowMs),
  });

  return {
    /** Before a lookup: the overall ceiling, then a block earned by misses. */
    check: (async (c, next) => {
      const until = blockedUntil.get(address(c));
      const waitMs = until === undefined ? 0 : until - store.clock().getTime();
      if (waitMs > 0) return tooManyLookups(c, waitMs);
      return ceiling(c, next);
    }) satisfies MiddlewareHandler,

    /** After a lookup found nothing: counts the miss; a 429 answer when the address was already over. */
    async miss(c: Context): Promise<Response | null> {
      const who = address(c);
      const { waitMs, state } = await store.claim(counterKey('results-miss', who), misses);
      if (waitMs > 0) {
        block(who, waitMs);
        return tooManyLookups(c, waitMs);
      }
      if (state && state.count >= limits.missLimit)
        block(who, state.windowStart.getTime() + limits.missWindowMs - store.clock().getTime());
      return null;
    },
  };
}
export type LookupLimiter = ReturnType<typeof lookupLimiter>;
