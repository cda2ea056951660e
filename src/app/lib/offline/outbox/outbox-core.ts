import type { OutboxClaim } from './outbox-claim';
import type { OutboxDb } from './outbox-db';
import {
  OUTBOX_ITEM_HEADER,
  OUTBOX_OWNER_HEADER,
  OUTBOX_REPLAY_HEADER,
  isRetryableStatus,
  settledBy,
  type OutboxBody,
  type OutboxFormPart,
  type OutboxItem,
} from './outbox-item';
import { IDEMPOTENCY_HEADER } from '../../idempotency-key';

/** One submission for sendOrQueue: a JSON body or a multipart FormData (files are kept as Blobs). */
export interface OutboxRequest {
  url: string;
  method: OutboxItem['method'];
  body?: unknown;
  formData?: FormData;
  /** Defaults to a new key; a caller that already has one (a retry) passes it. */
  idempotencyKey?: string;
  kind: string;
  label: string;
}

/** The server answered (any status but "try later"), or the submission waits in the outbox. */
export type SendResult = { outcome: 'answered'; response: Response } | { outcome: 'queued'; item: OutboxItem };

export interface OutboxDeps {
  db: OutboxDb;
  fetch: (request: Request) => Promise<Response>;
  /** Origin that item addresses are resolved against (location.origin in the app). */
  origin: string;
  now?: () => number;
  newKey?: () => string;
  /**
   * The claim a try holds (outbox-claim.ts). With it, an item marked 'sending' whose claim nobody holds was abandoned
   * (page closed mid-try) and is sent again at once; without it, only once its try is STALE_SENDING_MS old.
   */
  claim?: OutboxClaim;
}

type TryOutcome = 'sent' | 'skipped' | 'stop';

/** A try that started this long ago and never finished (tab closed, worker stopped) is tried again. */
const STALE_SENDING_MS = 60_000;
const PENDING: OutboxItem['state'][] = ['waiting', 'sending', 'refused'];

function toBody(request: OutboxRequest): OutboxBody {
  if (request.formData) {
    const parts: OutboxFormPart[] = [];
    request.formData.forEach((value, name) => {
      parts.push(typeof value === 'string' ? { name, value } : { name, blob: value, fileName: value.name });
    });
    return { type: 'form', parts };
  }
  return request.body === undefined ? { type: 'none' } : { type: 'json', value: request.body };
}

/** The request an item stands for, with its Idempotency-Key and owner, as the page or the worker sends it. */
function requestFor(item: OutboxItem, origin: string, replay: boolean): Request {
  const headers = new Headers({
    [IDEMPOTENCY_HEADER]: item.idempotencyKey,
    [OUTBOX_OWNER_HEADER]: item.owner,
    [OUTBOX_ITEM_HEADER]: item.id,
  });
  if (replay) headers.set(OUTBOX_REPLAY_HEADER, '1');
  let body: BodyInit | undefined;
  if (item.body.type === 'json') {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(item.body.value);
  } else if (item.body.type === 'form') {
    const form = new FormData();
    for (const part of item.body.parts) {
      if ('blob' in part) form.append(part.name, part.blob, part.fileName);
      else form.append(part.name, part.value);
    }
    body = form;
  }
  return new Request(new URL(item.url, origin), { method: item.method, headers, body, credentials: 'same-origin' });
}

/**
 * The offline outbox (docs/offline.md): submit now, or keep the submission on this device and send it when
 * the network returns. Items belong to one user; only a drain for that user sends them.
 */
export function createOutbox({
  db,
  fetch,
  origin,
  now = () => Date.now(),
  newKey = () => crypto.randomUUID(),
  claim,
}: OutboxDeps) {
  let draining: Promise<number> | null = null;
  const claimed: OutboxClaim = claim ?? ((_id, run) => run());
  const mayTry = (i: OutboxItem) =>
    i.state === 'waiting' ||
    (i.state === 'sending' && (claim !== undefined || (i.triedAt ?? 0) < now() - STALE_SENDING_MS));

  async function settle(item: OutboxItem, response: Response): Promise<boolean> {
    const settled = await settledBy(response, now());
    await db.transaction('rw', db.items, async () => {
      const current = await db.items.get(item.id);
      // A corrected item has a new key: an answer to the old one no longer describes it.
      if (!current || current.idempotencyKey !== item.idempotencyKey || current.state === 'sent') return;
      await db.items.update(item.id, settled ?? { state: 'waiting' });
    });
    return settled !== null;
  }

  /** One try of one item, holding its claim: read again first, as the worker or another page may have sent it. */
  async function tryOnce(id: string): Promise<TryOutcome> {
    const item = await db.items.get(id);
    if (!item || !mayTry(item)) return 'skipped';
    await db.items.update(item.id, { state: 'sending', triedAt: now(), attempts: item.attempts + 1 });
    let response: Response;
    try {
      response = await fetch(requestFor(item, origin, true));
    } catch {
      await db.items.update(item.id, { state: 'waiting' });
      return 'stop'; // the network is gone: the rest waits for the next chance
    }
    return (await settle(item, response)) ? 'sent' : 'stop';
  }

  async function drainOnce(owner: string): Promise<number> {
    const items = (await db.items.where('owner').equals(owner).sortBy('createdAt')).filter(mayTry);
    let sent = 0;
    for (const { id } of items) {
      // Claimed elsewhere: the worker or another tab is sending it now, and settles it.
      const outcome = (await claimed(id, () => tryOnce(id))) ?? 'skipped';
      if (outcome === 'stop') break;
      if (outcome === 'sent') sent += 1;
    }
    return sent;
  }

  return {
    async sendOrQueue(owner: string, request: OutboxRequest): Promise<SendResult> {
      const item: OutboxItem = {
        id: newKey(),
        owner,
        kind: request.kind,
        label: request.label,
        url: request.url,
        method: request.method,
        body: toBody(request),
        idempotencyKey: request.idempotencyKey ?? newKey(),
        state: 'waiting',
        message: null,
        status: null,
        createdAt: now(),
        triedAt: null,
        sentAt: null,
        attempts: 1,
      };
      let response: Response | null = null;
      try {
        response = await fetch(requestFor(item, origin, false));
      } catch {
        // never reached the server, or the answer was lost: the key makes a later send safe either way
      }
      if (response && !isRetryableStatus(response.status)) return { outcome: 'answered', response };
      await db.items.put({ ...item, status: response?.status ?? null });
      return { outcome: 'queued', item };
    },

    /** Sends this user's waiting items in order, one at a time; stops at the first network failure. */
    drain(owner: string): Promise<number> {
      const run = (draining ?? Promise.resolve(0)).then(() => drainOnce(owner));
      draining = run.catch(() => 0);
      return run;
    },

    /** A refused item, corrected (or not), goes back to waiting with a new key: it is a new request. */
    async resend(id: string, body?: OutboxBody): Promise<void> {
      await db.items.update(id, {
        state: 'waiting',
        message: null,
        status: null,
        idempotencyKey: newKey(),
        ...(body ? { body } : {}),
      });
    },

    async discard(id: string): Promise<void> {
      await db.items.delete(id);
    },

    items(owner: string): Promise<OutboxItem[]> {
      return db.items.where('owner').equals(owner).reverse().sortBy('createdAt');
    },

    /** Items not yet sent (waiting, sending or refused): what sign-out warns about. */
    async pendingCount(owner: string): Promise<number> {
      return db.items
        .where('owner')
        .equals(owner)
        .filter((i) => PENDING.includes(i.state))
        .count();
    },

    /** Sent items are listed for a week, then forgotten. */
    async forgetSentBefore(owner: string, before: number): Promise<void> {
      await db.items
        .where('owner')
        .equals(owner)
        .filter((i) => i.state === 'sent' && (i.sentAt ?? 0) < before)
        .delete();
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
