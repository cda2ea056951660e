import 'fake-indexeddb/auto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, type Outbox } from '../../../src/app/lib/offline/outbox/outbox-core';
import { openOutboxDb } from '../../../src/app/lib/offline/outbox/outbox-db';
import { faculty, users } from '../../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from '../../server/support/databases';
import { SessionClient } from '../../server/support/session-client';
import { testApp } from '../../server/support/test-app';

type Network = 'online' | 'offline' | 'lossy';
const CSE = 'Computer Science and Engineering';
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let cookie = '';
let me: { facultyName: string; facultyEmail: string };
let network: Network = 'online';

/**
 * fetch as the page would see it, switched by `network`: offline never reaches the server; lossy reaches it
 * (the write happens) and then loses the answer, the case only the Idempotency-Key makes safe.
 */
async function switchedFetch(request: Request): Promise<Response> {
  if (network === 'offline') throw new TypeError('Failed to fetch');
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.set('cookie', cookie);
  const response = await app.request(url.pathname + url.search, {
    method: request.method,
    headers,
    body: await request.arrayBuffer(),
  });
  if (network === 'lossy') throw new TypeError('Failed to fetch');
  return response;
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  const client = new SessionClient(app);
  expect((await client.signIn('faculty', 'Campus@2026')).status).toBe(200);
  cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const [row] = await database.handle.db
    .select({ name: faculty.fullName, email: faculty.email })
    .from(users)
    .innerJoin(faculty, eq(faculty.id, users.facultyId))
    .where(eq(users.username, 'faculty'));
  me = { facultyName: row!.name, facultyEmail: row!.email };
}, 120_000);
afterAll(async () => database?.drop());

/** A submission numbered `n`; `run` keeps each test's submissions apart from the others' in the database. */
const submission = (n: number, run = 'Flip') => ({
  url: '/api/app/savefacultyAchievements',
  method: 'POST' as const,
  body: { ...me, departmentName: CSE, dates: '2026-04-01', description: `${run} submission ${n}` },
  kind: 'achievement.create',
  label: `Achievement ${n}`,
});

async function storedDescriptions(run = 'Flip'): Promise<Map<string, number>> {
  const { rows } = await database.handle.db.execute<{ description: string; n: string }>(
    sql`select description, count(*) as n from achievements where description like ${`${run} submission %`}
        group by description`,
  );
  return new Map(rows.map((r) => [r.description, Number(r.n)]));
}

describe('offline outbox against the real server', () => {
  // Each test has an outbox of its own, so what one leaves queued or sent is never counted by another.
  let outbox: Outbox;
  let outboxes = 0;
  beforeEach(() => {
    outboxes += 1;
    const db = openOutboxDb(`outbox-flips-${outboxes}`);
    outbox = createOutbox({ db, fetch: switchedFetch, origin: 'http://campus.test' });
  });

  it('stores every submission exactly once after 1,000 seeded offline/online flips, losing none', async () => {
    const step = fc.record({
      network: fc.constantFrom<Network>('online', 'offline', 'lossy'),
      submissions: fc.integer({ min: 0, max: 2 }),
      drain: fc.boolean(),
    });
    const [steps] = fc.sample(fc.array(step, { minLength: 1000, maxLength: 1000 }), { seed: 20261123, numRuns: 1 });
    let made = 0;
    let answered = 0;
    for (const s of steps!) {
      network = s.network;
      for (let i = 0; i < s.submissions; i++) {
        const result = await outbox.sendOrQueue('faculty', submission(made++));
        if (result.outcome === 'answered') {
          expect(result.response.status).toBe(201);
          answered += 1;
        }
      }
      if (s.drain) await outbox.drain('faculty');
    }
    network = 'online';
    await outbox.drain('faculty');

    const items = await outbox.items('faculty');
    expect(items.filter((i) => i.state !== 'sent')).toEqual([]);
    expect(answered + items.length).toBe(made);
    const stored = await storedDescriptions();
    expect(stored.size).toBe(made);
    expect([...stored.values()].every((n) => n === 1)).toBe(true);
    expect(made).toBeGreaterThan(800);
    expect(items.length).toBeGreaterThan(300);
  }, 600_000);

  it("never sends another user's items: a drain sends only the signed-in owner's", async () => {
    network = 'offline';
    const queued = await outbox.sendOrQueue('someone.else', submission(999_999, 'Owner'));
    expect(queued.outcome).toBe('queued');
    network = 'online';
    expect(await outbox.drain('faculty')).toBe(0);
    expect((await outbox.items('someone.else'))[0]!.state).toBe('waiting');
    expect((await outbox.items('faculty')).some((i) => i.owner !== 'faculty')).toBe(false);
    expect(await outbox.pendingCount('someone.else')).toBe(1);
    await outbox.discard(queued.outcome === 'queued' ? queued.item.id : '');
    expect(await outbox.pendingCount('someone.else')).toBe(0);
  });

  it("marks an item refused with the server's message, and sends it again once corrected", async () => {
    network = 'offline';
    const bad = {
      ...submission(777_777, 'Refused'),
      body: { ...submission(777_777, 'Refused').body, facultyEmail: 'nobody@demo-college.edu.in' },
    };
    const queued = await outbox.sendOrQueue('faculty', bad);
    network = 'online';
    await outbox.drain('faculty');
    const [refused] = (await outbox.items('faculty')).filter((i) => i.state === 'refused');
    expect(refused!.message).toBe('No faculty member of that name and e-mail in this department');
    expect(refused!.id).toBe(queued.outcome === 'queued' ? queued.item.id : null);
    await outbox.resend(refused!.id, { type: 'json', value: submission(777_777, 'Refused').body });
    expect(await outbox.drain('faculty')).toBe(1);
    expect((await storedDescriptions('Refused')).get('Refused submission 777777')).toBe(1);
  });
});
