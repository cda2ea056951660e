import { webLockClaim } from './outbox-claim';
import { createOutbox, type OutboxRequest, type SendResult } from './outbox-core';
import { openOutboxDb } from './outbox-db';
import { markWaiting, outboxOwner } from './waiting-mark';

export type { OutboxRequest, SendResult };

/** The page's outbox database and queue; the service worker opens the same database (sw/outbox.ts). */
export const outboxDb = openOutboxDb();
// A screen rendered on the server imports this module too (it never sends from there): no `location` on the server.
export const outbox = createOutbox({
  db: outboxDb,
  fetch: (request) => fetch(request),
  origin: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  claim: webLockClaim(typeof navigator === 'undefined' ? undefined : navigator.locks),
});

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export { outboxOwner };

/**
 * Submits now, or keeps the submission in the outbox when the network fails. One call for every outbox
 * form: `sendOrQueue({ url, method, body | formData, idempotencyKey, kind, label })`.
 */
export async function sendOrQueue(request: OutboxRequest): Promise<SendResult> {
  const owner = outboxOwner();
  if (!owner) throw new Error('Sign in again to submit.');
  const result = await outbox.sendOrQueue(owner, request);
  if (result.outcome === 'queued') markWaiting(owner);
  return result;
}

/** Sends the signed-in user's waiting items now (on open, on coming back online, from the Outbox screen). */
export function sendWaitingItems(): Promise<number> {
  const owner = outboxOwner();
  return owner ? outbox.drain(owner).catch(() => 0) : Promise.resolve(0);
}

let listening = false;
/** Whose waiting items this page has sent on opening: the app's start and the header's badge both ask, once is enough. */
const startedFor = new Set<string>();
/**
 * Browsers with Background Sync also get the service worker's replay (even with the app closed); every
 * browser sends what waits when the app opens (or someone signs in: the first call for each user sends their items)
 * and whenever it comes back online. Sending twice is safe: the server answers a replayed Idempotency-Key with its
 * first answer, and drains run one after another.
 */
export function startOutbox(): void {
  if (!listening) {
    listening = true;
    window.addEventListener('online', () => void sendWaitingItems());
  }
  const owner = outboxOwner();
  if (!owner || startedFor.has(owner)) return;
  startedFor.add(owner);
  void outbox.forgetSentBefore(owner, Date.now() - WEEK_MS).then(sendWaitingItems);
}
