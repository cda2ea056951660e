import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filled } from '../../src/domain/library/messages';
import { STOCK_CHECK_MESSAGES as M } from '../../src/domain/library/stock-check';
import {
  CurrentStockCheckSchema,
  StockCheckClosedSchema,
  StockCheckStartedSchema,
  StockReportSchema,
  StockScannedSchema,
} from '../../src/domain/library/stock-check-answers';
import {
  libraryCopies,
  libraryCopyStatusChanges,
  libraryStockChecks,
  libraryStockScans,
} from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
const SHELF = 'Science stacks, Rack S';
const OTHER = 'CSE stacks, Rack A';
let database: TestDatabase;
let incharge: SessionClient;
let assistant: SessionClient;
let signIn: (who: string) => Promise<SessionClient>;
const db = () => database.handle.db;
const base = '/api/app/library/stock-checks';

const start = (locations: unknown = [SHELF], who = incharge) => who.request(base, { json: { locations } });
const scan = (id: number, barcodes: unknown, extra: Record<string, unknown> = {}, who = assistant) =>
  who.request(`${base}/${String(id)}/scans`, {
    json: { shelf: SHELF, barcodes, scannedAt: new Date(START).toISOString(), ...extra },
  });
const close = (id: number, json: unknown = { markLost: false, restoreFound: false }, who = incharge) =>
  who.request(`${base}/${String(id)}/close`, { json });
const report = async (id: number, query = '') => {
  const res = await assistant.request(`${base}/${String(id)}/report${query}`);
  expect(res.status).toBe(200);
  return v.parse(StockReportSchema, await res.json());
};

/** Closes whatever check is open (changing nothing) and starts a new one of `locations`. */
async function freshCheck(locations: string[] = [SHELF]): Promise<number> {
  const current = v.parse(CurrentStockCheckSchema, await (await assistant.request(`${base}/current`)).json());
  if (current.check?.status === 'OPEN') expect((await close(current.check.id)).status).toBe(200);
  const res = await start(locations);
  expect(res.status).toBe(201);
  return v.parse(StockCheckStartedSchema, await res.json()).check.id;
}

/** Available copies of a shelf, by barcode, in the register's order. */
const copiesOn = async (location: string, status = 'AVAILABLE') =>
  (
    await db()
      .select({ barcode: libraryCopies.barcode })
      .from(libraryCopies)
      .where(and(eq(libraryCopies.location, location), eq(libraryCopies.status, status)))
      .orderBy(asc(libraryCopies.id))
  ).map((r) => r.barcode);
const statusOf = async (barcode: string) =>
  (await db().select().from(libraryCopies).where(eq(libraryCopies.barcode, barcode)))[0]!;
const scanRows = async () => (await db().select({ n: count() }).from(libraryStockScans))[0]!.n;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: testClock(START).clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  incharge = await signIn('library_incharge');
  assistant = await signIn('library_assistant');
}, 120_000);
afterAll(async () => database?.drop());

describe('stock verification', () => {
  it('scans a shelf, reports what was not seen apart from loans, and writes the missing off when it closes', async () => {
    const [seen1, seen2, lent, missing] = await copiesOn(SHELF);
    const [elsewhere] = await copiesOn(OTHER);
    const lost = (await copiesOn(OTHER))[1]!;
    // A copy written off as lost before the check, which turns up on the shelf.
    await db()
      .update(libraryCopies)
      .set({ status: 'LOST', statusReason: 'Not returned', statusChangedAt: new Date(START - 86_400_000) })
      .where(eq(libraryCopies.barcode, lost));
    const [patron] = await ugStudents(db(), 1);
    expect((await deskCalls(assistant).issue(patron!, lent!)).status).toBe(201);
    const id = await freshCheck();

    const res = await scan(id, [seen1, seen2!.toLowerCase(), elsewhere, lost, 'NOPE-1', seen1]);
    expect(res.status).toBe(200);
    const { results, totals } = v.parse(StockScannedSchema, await res.json());
    expect(results.map((r) => [r.barcode, r.outcome])).toEqual([
      [seen1, 'SEEN'],
      [seen2, 'SEEN'],
      [elsewhere, 'WRONG_SHELF'],
      [lost, 'FOUND'],
      ['NOPE-1', 'UNKNOWN'],
      [seen1, 'ALREADY'],
    ]);
    const title = results[0]!.copy!.title;
    expect(results[0]!.message).toBe(filled(M.scanSeen, { title }));
    expect(results[2]!.message).toBe(
      filled(M.scanWrongShelf, { shelf: SHELF, location: OTHER, title: results[2]!.copy!.title }),
    );
    expect(results[3]!.message).toBe(filled(M.scanFound, { status: 'Lost', title: results[3]!.copy!.title }));
    expect(results[4]!.message).toBe(filled(M.scanUnknown, { barcode: 'NOPE-1' }));

    // The shelf's copies: written-off ones are not expected; the issued one is accounted for by its loan.
    const shelfCopies = await db()
      .select({ n: count() })
      .from(libraryCopies)
      .where(and(eq(libraryCopies.location, SHELF), inArray(libraryCopies.status, ['AVAILABLE', 'ISSUED', 'DAMAGED'])));
    const inScope = shelfCopies[0]!.n;
    expect(totals).toEqual({ inScope, seen: 2, onLoan: 1, notSeen: inScope - 3 });

    // The outbox replays the batch: nothing changes, each copy says it was already scanned.
    const rows = await scanRows();
    const replay = v.parse(StockScannedSchema, await (await scan(id, [seen1, elsewhere, 'NOPE-1'])).json());
    expect(replay.results.map((r) => r.outcome)).toEqual(['ALREADY', 'ALREADY', 'UNKNOWN']);
    expect(replay.results[1]!.message).toBe(filled(M.scanAlready, { shelf: SHELF, title: results[2]!.copy!.title }));
    expect(replay.totals).toEqual(totals);
    expect(await scanRows()).toBe(rows);

    const before = await report(id, `?shelf=${encodeURIComponent(SHELF)}`);
    expect(before.check.totals).toEqual(totals);
    expect(before.notSeen.total).toBe(totals.notSeen);
    const listed = before.notSeen.copies.map((c) => c.barcode);
    expect(listed).toContain(missing);
    expect(listed).not.toContain(seen1);
    expect(listed).not.toContain(lent);
    expect(before.wrongShelf.map((c) => [c.barcode, c.location, c.seenOn])).toEqual([[elsewhere, OTHER, SHELF]]);
    expect(before.found.map((c) => [c.barcode, c.status])).toEqual([[lost, 'LOST']]);
    expect(before.unknown.map((u) => u.barcode)).toEqual(['NOPE-1']);
    expect((await report(id, `?shelf=${encodeURIComponent(OTHER)}`)).notSeen.total).toBe(0);

    const closed = await close(id, { markLost: true, restoreFound: true });
    expect(closed.status).toBe(200);
    const answer = v.parse(StockCheckClosedSchema, await closed.json());
    expect(answer).toMatchObject({ markedLost: totals.notSeen, restored: 1, check: { status: 'CLOSED', totals } });
    const written = await statusOf(missing!);
    expect([written.status, written.statusReason]).toEqual(['LOST', 'Not found in stock verification of 1 Dec 2026']);
    const history = await db()
      .select()
      .from(libraryCopyStatusChanges)
      .where(and(eq(libraryCopyStatusChanges.copyId, written.id), eq(libraryCopyStatusChanges.toStatus, 'LOST')));
    expect(history.map((h) => [h.fromStatus, h.reason])).toEqual([
      ['AVAILABLE', 'Not found in stock verification of 1 Dec 2026'],
    ]);
    expect((await statusOf(lost)).status).toBe('AVAILABLE');
    expect((await statusOf(lent!)).status).toBe('ISSUED');
    expect((await statusOf(seen1!)).status).toBe('AVAILABLE');

    // The closed check keeps its figures and its list; closing or scanning again changes nothing.
    const after = await report(id);
    expect(after.check.totals).toEqual(totals);
    expect(after.notSeen.total).toBe(totals.notSeen);
    const again = await close(id, { markLost: true, restoreFound: true });
    expect([again.status, await again.json()]).toEqual([409, { message: M.checkClosed }]);
    const late = await scan(id, [missing]);
    expect([late.status, await late.json()]).toEqual([409, { message: M.checkClosed }]);
    expect(await scanRows()).toBe(rows);
  });

  it('keeps one check open at a time', async () => {
    const id = await freshCheck([]);
    const res = await start([OTHER]);
    expect([res.status, await res.json()]).toEqual([
      409,
      { message: filled(M.checkOpenAlready, { date: '1 Dec 2026' }) },
    ]);
    const open = await db().select().from(libraryStockChecks).where(eq(libraryStockChecks.status, 'OPEN'));
    expect(open.map((c) => c.id)).toEqual([id]);
    const current = v.parse(CurrentStockCheckSchema, await (await assistant.request(`${base}/current`)).json());
    expect(current.check).toMatchObject({ id, status: 'OPEN', locations: [] });
    expect(current.shelves).toContain(SHELF);
  });

  it('refuses the wrong roles, and the assistant starting or closing a check', async () => {
    const id = await freshCheck();
    const student = await signIn('student');
    expect((await student.request(`${base}/current`)).status).toBe(403);
    expect((await scan(id, ['1'], {}, student)).status).toBe(403);
    expect((await student.request(`${base}/${String(id)}/report`)).status).toBe(403);
    expect((await start([], assistant)).status).toBe(403);
    expect((await close(id, { markLost: true, restoreFound: false }, assistant)).status).toBe(403);
    const [check] = await db().select().from(libraryStockChecks).where(eq(libraryStockChecks.id, id));
    expect(check!.status).toBe('OPEN');
    expect(await db().select().from(libraryStockScans).where(eq(libraryStockScans.checkId, id))).toEqual([]);
  });

  it('refuses bad input with its reason and changes nothing', async () => {
    const id = await freshCheck();
    const [barcode] = await copiesOn(SHELF);
    const rows = await scanRows();
    const refused = async (res: Response, message: string) =>
      expect([res.status, await res.json()]).toEqual([400, { message }]);
    await refused(await start('everything'), M.scopeInvalid);
    await refused(await scan(id, []), M.barcodesInvalid);
    await refused(await scan(id, ['<b>']), 'Scan or type the copy’s barcode');
    await refused(await scan(id, [barcode], { shelf: '' }), M.shelfInvalid);
    await refused(await scan(id, [barcode], { scannedAt: 'yesterday' }), M.scannedAtInvalid);
    await refused(
      await scan(id, [barcode], { scannedAt: new Date(START + 6 * 60_000).toISOString() }),
      M.scannedAtFuture,
    );
    await refused(await close(id, { markLost: 'yes', restoreFound: false }), M.closeInvalid);
    expect((await assistant.request(`${base}/${String(id)}/report?page=0`)).status).toBe(400);
    expect(await scanRows()).toBe(rows);
    const [check] = await db().select().from(libraryStockChecks).where(eq(libraryStockChecks.id, id));
    expect(check!.status).toBe('OPEN');
    expect((await scan(9999, [barcode])).status).toBe(404);

    // A device clock a little ahead is taken as the server's time.
    const ahead = await scan(id, [barcode], { scannedAt: new Date(START + 3 * 60_000).toISOString() });
    expect(ahead.status).toBe(200);
    const [row] = await db().select().from(libraryStockScans).where(eq(libraryStockScans.checkId, id));
    expect(row!.scannedAt.getTime()).toBe(START);
  });
});
