/// <reference lib="webworker" />
import * as v from 'valibot';
import { BackgroundSyncPlugin, type Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { webLockClaim, type OutboxClaim } from '../src/app/lib/offline/outbox/outbox-claim';
import { openOutboxDb } from '../src/app/lib/offline/outbox/outbox-db';
import {
  OUTBOX_ITEM_HEADER,
  OUTBOX_OWNER_HEADER,
  OUTBOX_REPLAY_HEADER,
  settledBy,
} from '../src/app/lib/offline/outbox/outbox-item';
import { SignedInUserNameSchema } from '../src/domain/auth/answers';
import { IDEMPOTENCY_HEADER } from '../src/domain/idempotency';

declare const self: ServiceWorkerGlobalScope;
const db = openOutboxDb();
/** The page's drain holds the same claim while it sends an item (outbox-core.ts): one sender at a time. */
const claim: OutboxClaim = webLockClaim(self.navigator.locks) ?? ((_id, run) => run());

/** Whoever is signed in on this device now: only their items are sent (another user's wait for them). */
async function signedInOwner(): Promise<string | null> {
  const response = await fetch('/api/auth/me', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const me = v.safeParse(SignedInUserNameSchema, await response.json());
  return me.success ? (me.output.username?.toLowerCase() ?? null) : null;
}

/**
 * One try of the item a kept request stands for, holding its claim: true when the server settled it or it needs no
 * sending (discarded, sent, corrected since, another user's); false when the network failed; null when a page holds
 * the claim (it is sending the item now and settles it).
 */
function tryEntry(request: Request, owner: string | null): Promise<boolean | null> {
  const itemId = request.headers.get(OUTBOX_ITEM_HEADER) ?? '';
  return claim(itemId, async () => {
    const item = await db.items.get(itemId);
    if (!item || item.owner !== owner || item.owner !== request.headers.get(OUTBOX_OWNER_HEADER)) return true;
    if (item.state === 'sent' || item.idempotencyKey !== request.headers.get(IDEMPOTENCY_HEADER)) return true;
    await db.items.update(item.id, { state: 'sending', triedAt: Date.now(), attempts: item.attempts + 1 });
    let settled: Awaited<ReturnType<typeof settledBy>> = null;
    try {
      settled = await settledBy(await fetch(request.clone()), Date.now());
    } catch {
      // still offline: try again at the next sync
    }
    await db.transaction('rw', db.items, async () => {
      const current = await db.items.get(item.id);
      if (current && current.idempotencyKey === item.idempotencyKey && current.state !== 'sent')
        await db.items.update(item.id, settled ?? { state: 'waiting' });
    });
    return settled !== null;
  });
}

/**
 * Replays the outbox submissions Background Sync kept (also when no page is open), each with its own
 * Idempotency-Key, and writes each answer into the outbox database the page shows. The page's copy of an
 * item is the record: an entry whose item was discarded or corrected (new key) is dropped here.
 */
async function replay({ queue }: { queue: Queue }): Promise<void> {
  let owner: string | null | undefined;
  for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
    if (owner === undefined) {
      try {
        owner = await signedInOwner();
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
    }
    if (!(await tryEntry(entry.request, owner))) {
      await queue.unshiftRequest(entry);
      throw new Error(
        'The outbox could not reach the server, or a page is sending the item; Background Sync will try again.',
      );
    }
  }
}

/** Outbox submissions (marked by the page, not its own replays) are queued here when the network fails. */
export function registerOutboxRoutes(): void {
  const sync = new BackgroundSyncPlugin('campus-outbox', { maxRetentionTime: 6 * 24 * 60, onSync: replay });
  const isOutboxSubmission = ({ request }: { request: Request }) =>
    request.headers.has(OUTBOX_OWNER_HEADER) && !request.headers.has(OUTBOX_REPLAY_HEADER);
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    registerRoute(isOutboxSubmission, new NetworkOnly({ plugins: [sync] }), method);
  }
}
