import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OutboxClaim } from '../../../src/app/lib/offline/outbox/outbox-claim';
import { createOutbox } from '../../../src/app/lib/offline/outbox/outbox-core';
import { openOutboxDb } from '../../../src/app/lib/offline/outbox/outbox-db';
import type { OutboxItem } from '../../../src/app/lib/offline/outbox/outbox-item';

const OWNER = 'faculty';
const T0 = Date.UTC(2026, 10, 25, 9, 0);

const item = (id: string, state: OutboxItem['state'], createdAt: number, triedAt: number | null): OutboxItem => ({
  id,
  owner: OWNER,
  kind: 'achievement.create',
  label: `Achievement ${id}`,
  url: '/api/app/savefacultyAchievements',
  method: 'POST',
  body: { type: 'json', value: { description: id } },
  idempotencyKey: `key-${id}`,
  state,
  message: null,
  status: null,
  createdAt,
  triedAt,
  sentAt: null,
  attempts: 1,
});

/** Claims as Web Locks give them, held in memory: `held` are the items another page or the worker is sending. */
function memoryClaim(held: Set<string>): OutboxClaim {
  return async (id, run) => {
    if (held.has(id)) return null;
    held.add(id);
    try {
      return await run();
    } finally {
      held.delete(id);
    }
  };
}

let dbCount = 0;
async function setUp(items: OutboxItem[], options: { claim?: OutboxClaim; now?: () => number }) {
  const db = openOutboxDb(`outbox-claim-${(dbCount += 1)}`);
  await db.items.bulkPut(items);
  const sentIds: string[] = [];
  const fetch = async (request: Request) => {
    sentIds.push(request.headers.get('X-Outbox-Item') ?? '');
    return new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } });
  };
  const outbox = createOutbox({
    db,
    fetch,
    origin: 'http://campus.test',
    now: options.now ?? (() => T0),
    claim: options.claim,
  });
  const stateOf = async (id: string) => (await db.items.get(id))?.state;
  return { db, outbox, sentIds, stateOf };
}

describe('outbox claims: who is sending an item', () => {
  it('sends at once an item a closed page left marked sending (nobody holds its claim)', async () => {
    const { outbox, sentIds, stateOf } = await setUp([item('a', 'sending', T0 - 5_000, T0 - 1_000)], {
      claim: memoryClaim(new Set()),
    });
    expect(await outbox.drain(OWNER)).toBe(1);
    expect(sentIds).toEqual(['a']);
    expect(await stateOf('a')).toBe('sent');
  });

  it('leaves an item whose claim another page or the worker holds, and sends the next', async () => {
    const held = new Set(['a']);
    const { outbox, sentIds, stateOf } = await setUp(
      [item('a', 'waiting', T0 - 5_000, null), item('b', 'waiting', T0 - 4_000, null)],
      {
        claim: memoryClaim(held),
      },
    );
    expect(await outbox.drain(OWNER)).toBe(1);
    expect(sentIds).toEqual(['b']);
    expect(await stateOf('a')).toBe('waiting');
    expect(await stateOf('b')).toBe('sent');
  });

  it('reads the item again under its claim: one the worker sent meanwhile is not sent twice', async () => {
    let settleFirst: (id: string) => Promise<unknown> = async () => undefined;
    const claim: OutboxClaim = async (id, run) => {
      await settleFirst(id);
      return run();
    };
    const { db, outbox, sentIds } = await setUp([item('a', 'waiting', T0 - 5_000, null)], { claim });
    // The worker settles it after the drain listed it, just before the claim comes free.
    settleFirst = (id) => db.items.update(id, { state: 'sent', sentAt: T0 });
    expect(await outbox.drain(OWNER)).toBe(0);
    expect(sentIds).toEqual([]);
  });

  it('without claims, waits a minute before sending again an item marked sending', async () => {
    let now = T0;
    const { outbox, sentIds, stateOf } = await setUp([item('a', 'sending', T0 - 5_000, T0 - 1_000)], {
      now: () => now,
    });
    expect(await outbox.drain(OWNER)).toBe(0);
    expect(await stateOf('a')).toBe('sending');
    now = T0 + 60_000;
    expect(await outbox.drain(OWNER)).toBe(1);
    expect(sentIds).toEqual(['a']);
  });
});
