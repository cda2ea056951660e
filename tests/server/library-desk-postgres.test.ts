import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryCopies, libraryLoans } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const reachable = await postgresReachable();
if (!reachable)
  console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the library desk race test is SKIPPED ***\n`);

/** Desks signed in as different staff, as at a library with several counters. */
async function desks(app: Hono, n: number) {
  const names = ['library_assistant', 'library_incharge'];
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const client = new SessionClient(app);
      expect((await client.signIn(names[i % names.length]!, 'Campus@2026')).status).toBe(200);
      return deskCalls(client);
    }),
  );
}

describe.skipIf(!reachable)('the circulation desk under concurrent desks on PostgreSQL', () => {
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle, {}, { clock: testClock(Date.parse('2026-12-01T05:00:00Z')).clock }));
  }, 300_000);
  afterAll(async () => database?.drop());

  it('makes one loan when eight desks issue the last copy to eight patrons at once', async () => {
    const { db } = database.handle;
    const [barcode] = await availableCopies(db, 'BOOK', 1);
    const patrons = await ugStudents(db, 8);
    const counters = await desks(app, 8);
    const answers = await Promise.all(counters.map((desk, i) => desk.issue(patrons[i]!, barcode!)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const [copy] = await db.select().from(libraryCopies).where(eq(libraryCopies.barcode, barcode!));
    const open = await db
      .select()
      .from(libraryLoans)
      .where(and(eq(libraryLoans.copyId, copy!.id), isNull(libraryLoans.returnedAt)));
    expect(open).toHaveLength(1);
    expect(copy!.status).toBe('ISSUED');
  });

  it('keeps one patron within the limit when desks issue three books to them at once', async () => {
    const { db } = database.handle;
    const [patron] = await ugStudents(db, 12).then((r) => r.slice(10));
    // The UG rule lends 3 at once: five copies sent from five desks at once make three loans.
    const barcodes = await availableCopies(db, 'BOOK', 6).then((r) => r.slice(1));
    const counters = await desks(app, 5);
    const answers = await Promise.all(counters.map((desk, i) => desk.issue(patron!, barcodes[i]!)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 422, 422]);
  });
});
