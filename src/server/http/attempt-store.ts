import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attemptCounters } from '../db/schema';
import { newToken, tokenId } from '../auth/tokens';

/** Where limits read the time; tests pass a clock they move forward instead of sleeping. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** What a counter holds; null when nothing is counted (or what was counted is forgotten). */
export type CounterState = { count: number; windowStart: Date; lastAt: Date } | null;

/** How one limit reads a counter: how long the next attempt must wait, and the state once it is counted. */
export interface AttemptRule {
  waitMs(state: CounterState, now: Date): number;
  next(state: CounterState, now: Date): NonNullable<CounterState>;
}

/** A counter's key: the SHA-256 of '<kind>:<value>', so typed user names and addresses are not stored. */
export function counterKey(kind: string, value: string): string {
  return createHash('sha256').update(`${kind}:${value.trim().toLowerCase()}`).digest('hex');
}

/** Counters in the database, so every API replica applies the same limits. */
export function attemptStore(db: Database, clock: Clock) {
  const stateOf = (row: typeof attemptCounters.$inferSelect | undefined): CounterState =>
    row && row.count > 0 ? { count: row.count, windowStart: row.windowStart, lastAt: row.lastAt } : null;

  return {
    clock,

    /**
     * Counts one attempt unless the rule says it must wait. The row is locked for the check and the
     * count, so parallel attempts on several replicas cannot slip past together.
     */
    async claim(key: string, rule: AttemptRule): Promise<{ waitMs: number; state: NonNullable<CounterState> | null }> {
      const now = clock();
      return db.transaction(async (tx) => {
        await tx.insert(attemptCounters).values({ key, count: 0, windowStart: now, lastAt: now }).onConflictDoNothing();
        const [row] = await tx.select().from(attemptCounters).where(eq(attemptCounters.key, key)).for('update');
        const state = stateOf(row);
        const waitMs = rule.waitMs(state, now);
        if (waitMs > 0) return { waitMs, state };
        const next = rule.next(state, now);
        await tx.update(attemptCounters).set(next).where(eq(attemptCounters.key, key));
        return { waitMs: 0, state: next };
      });
    },

    /** Takes back one counted attempt (it succeeded: successes never count). */
    async release(key: string): Promise<void> {
      await db
        .update(attemptCounters)
        .set({ count: sql`greatest(${attemptCounters.count} - 1, 0)` })
        .where(eq(attemptCounters.key, key));
    },

    /** Forgets every attempt of a key (a successful sign-in or a password set through a mailed link). */
    async clear(...keys: string[]): Promise<void> {
      for (const key of keys)
        await db
          .update(attemptCounters)
          .set({ count: 0, unlockTokenId: null, unlockExpiresAt: null })
          .where(eq(attemptCounters.key, key));
    },

    /** A single-use token that clears the counter when used before validMs passes; replaces an older one. */
    async newUnlockToken(key: string, validMs: number): Promise<string> {
      const { token, id } = newToken();
      await db
        .update(attemptCounters)
        .set({ unlockTokenId: id, unlockExpiresAt: new Date(clock().getTime() + validMs) })
        .where(eq(attemptCounters.key, key));
      return token;
    },

    /** Clears the counter the token was made for; false when the token is unknown, used or expired. */
    async useUnlockToken(token: string): Promise<boolean> {
      const rows = await db
        .update(attemptCounters)
        .set({ count: 0, unlockTokenId: null, unlockExpiresAt: null })
        .where(and(eq(attemptCounters.unlockTokenId, tokenId(token)), gt(attemptCounters.unlockExpiresAt, clock())))
        .returning({ key: attemptCounters.key });
      return rows.length > 0;
    },

    /** Deletes counters untouched for longer than any limit remembers, keeping the table small. */
    async prune(olderThanMs: number): Promise<void> {
      const now = clock();
      await db
        .delete(attemptCounters)
        .where(
          and(
            lt(attemptCounters.lastAt, new Date(now.getTime() - olderThanMs)),
            or(isNull(attemptCounters.unlockExpiresAt), lt(attemptCounters.unlockExpiresAt, now)),
          ),
        );
    },
  };
}
export type AttemptStore = ReturnType<typeof attemptStore>;

/** At most `limit` attempts in a fixed window that starts with the first one. */
export function windowRule(limit: number, windowMs: number): AttemptRule {
  const current = (state: CounterState, now: Date) =>
    state && now.getTime() - state.windowStart.getTime() < windowMs ? state : null;
  return {
    waitMs(state, now) {
      const s = current(state, now);
      return s && s.count >= limit ? s.windowStart.getTime() + windowMs - now.getTime() : 0;
    },
    next(state, now) {
      const s = current(state, now);
      return s
        ? { count: s.count + 1, windowStart: s.windowStart, lastAt: now }
        : { count: 1, windowStart: now, lastAt: now };
    },
  };
}
