import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../auth/session-user';
import type { Database } from '../db/client';
import type { RequestScopedDatabase } from '../db/request-scope';
import { idempotencyKeys } from '../db/schema';
import { IDEMPOTENCY_HEADER } from '../../domain/idempotency';

/** Set on an answer that is a stored one (a replay). */
const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'The Idempotency-Key header must be 1 to 255 visible characters (a UUID is best).',
  keyReused: 'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
} as const;

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/**
 * How a route says that Idempotency-Key does not wrap it: it lists one of these markers before its handler
 * (`.post('/searchAdmissions', idempotency.readOnly, validate(…), handler)`). They do nothing themselves; the
 * idempotency middleware, which runs before the route, finds them among the matched handlers. Each route
 * declares itself where it is made, so no list here grows with the modules.
 */
export const idempotencyExempt = {
  /**
   * A POST that only reads (a search whose terms, such as an Aadhaar number, must stay out of URLs): nothing to
   * replay, and its answer (a record with its Aadhaar number, a workbook, an applicant's fees) is never stored.
   */
  readOnly: (async (_c, next) => next()) as MiddlewareHandler,
  /**
   * A call that cannot be answered from a stored copy: it sets or clears the session cookie, or calls another
   * server (the payment gateway) that must not run inside the key's open transaction. Such a call keeps its
   * own safety (Pay keeps the key on its order, so a repeated Pay gets the same order and charge).
   */
  notReplayable: (async (_c, next) => next()) as MiddlewareHandler,
  /**
   * A call idempotent by its own key: the admissions upload saves its rows batch by batch in transactions of
   * their own and keeps its answer in its job row under the key, so a replay gets that answer.
   */
  ownKey: (async (_c, next) => next()) as MiddlewareHandler,
};
const EXEMPT = new Set<unknown>(Object.values(idempotencyExempt));
const DAY_MS = 86_400_000;

/** Thrown inside the transaction to roll back the write and the key together (5xx and crashes). */
class RollBack extends Error {}

/**
 * What makes two requests "the same" for a key: the call and its body. A multipart body is hashed by its parts
 * (names, texts, file names, types and bytes), not its bytes: the same submission sent again by the page and by
 * the service worker's Background Sync has another boundary, and must still be the same request (otherwise
 * the second answer is a 422 that overwrites the first one's refusal in the outbox). Reads a clone: the handler
 * reads the body as it would without a key.
 */
async function hashRequest(request: Request, head: string): Promise<string> {
  const hash = createHash('sha256').update(head);
  if (!request.body) return hash.digest('hex');
  if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    try {
      const form = await request.clone().formData();
      for (const [name, value] of form) {
        hash.update(`\n${JSON.stringify(name)}=`);
        if (typeof value === 'string') hash.update(JSON.stringify(value));
        else
          hash
            .update(`${JSON.stringify([value.name, value.type, value.size])}:`)
            .update(new Uint8Array(await value.arrayBuffer()));
      }
      return hash.digest('hex');
    } catch {
      // not readable as multipart: hashed as bytes below, and the handler gives its own 400
    }
  }
  return hash.update(new Uint8Array(await request.clone().arrayBuffer())).digest('hex');
}

/**
 * Idempotent writes. A mutation with an Idempotency-Key header runs in one transaction that
 * first inserts the key row (user, key, call, body hash): a concurrent duplicate waits on the unique index
 * until the first commits, then finds the stored answer. The handler's queries join the same transaction
 * (request-scoped `db`), so the key and the write commit together; a 5xx rolls both back so the client
 * may retry with the same key. A replay gets the stored status and body and writes nothing; the same key
 * with a different call or body gets 422. Keys older than `ttlDays` are ignored and purged.
 */
export function idempotency(scoped: RequestScopedDatabase, ttlDays: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !MUTATIONS.has(c.req.method)) return next();
    if (!KEY_PATTERN.test(key)) return c.json({ message: IDEMPOTENCY_MESSAGES.badKey }, 400);
    const call = `${c.req.method} ${c.req.path}`;
    if (matchedRoutes(c).some((route) => EXEMPT.has(route.handler))) return next();

    const requestHash = await hashRequest(c.req.raw, `${call}?${new URL(c.req.url).search}\n`);
    const userId = c.get('user')?.id ?? 0;
    const expired = new Date(Date.now() - ttlDays * DAY_MS);

    let stored: typeof idempotencyKeys.$inferSelect | undefined;
    try {
      await scoped.transaction(async (tx) => {
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.userId, userId),
              eq(idempotencyKeys.key, key),
              lt(idempotencyKeys.createdAt, expired),
            ),
          );
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ userId, key, call, requestHash })
          .onConflictDoNothing()
          .returning({ id: idempotencyKeys.id });
        if (claimed.length === 0) {
          [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
          return;
        }
        await next();
        if (c.error || c.res.status >= 500) throw new RollBack();
        const response = await c.res.clone().text();
        await tx
          .update(idempotencyKeys)
          .set({ status: c.res.status, contentType: c.res.headers.get('content-type'), response })
          .where(eq(idempotencyKeys.id, claimed[0]!.id));
      });
    } catch (error) {
      if (error instanceof RollBack) return; // c.res is the handler's 5xx answer
      throw error;
    }
    if (!stored) return;
    if (stored.call !== call || stored.requestHash !== requestHash)
      return c.json({ message: IDEMPOTENCY_MESSAGES.keyReused }, 422);
    const headers = new Headers({ [REPLAYED_HEADER]: 'true' });
    if (stored.contentType) headers.set('content-type', stored.contentType);
    return c.newResponse(stored.response ?? null, (stored.status ?? 200) as 200, Object.fromEntries(headers));
  };
}

/** Deletes keys older than ttlDays; returns how many. Run at start and every few hours (main.ts). */
export async function purgeExpiredIdempotencyKeys(db: Database, ttlDays: number, now = new Date()): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - ttlDays * DAY_MS)))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
