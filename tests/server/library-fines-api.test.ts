import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PatronCardSchema, ReturnedSchema } from '../../src/domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { FineSettledSchema } from '../../src/domain/library/fine-answers';
import { feeStructures, libraryCopies, libraryFines } from '../../src/server/db/schema';
import { fineStore } from '../../src/server/modules/library/fine-store';
import { patronStore } from '../../src/server/modules/library/patron-store';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls, staffCode, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DAY = 86_400_000;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let signIn: (who: string) => Promise<SessionClient>;
const time = testClock(START);
const db = () => database.handle.db;

const settle = (client: SessionClient, id: number, json: unknown) =>
  client.request(`/api/app/library/fines/${String(id)}`, { method: 'PUT', json });

/** A student's late return, 20 days after an offline issue: the fine it made, from the patron's card. */
async function lateFine(code: string, barcode: string) {
  const desk = deskCalls(await signIn('library_assistant'));
  const issuedAt = new Date(START - 20 * DAY).toISOString();
  expect((await desk.issue(code, barcode, { occurredAt: issuedAt, offline: true })).status).toBe(201);
  const back = v.parse(ReturnedSchema, await (await desk.giveBack(barcode)).json());
  expect(back.finePaise).toBeGreaterThan(0);
  const card = v.parse(PatronCardSchema, await (await desk.card(code)).json());
  const fine = card.fines.find((f) => f.accessionNo && f.status === 'OPEN' && f.amountPaise === back.finePaise);
  expect(fine).toBeDefined();
  return { fine: fine!, card };
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: time.clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
}, 120_000);
afterAll(async () => database?.drop());

describe('library fines', () => {
  it('puts a student’s fine on their fee dues, refuses it at the library desk, and lets the incharge waive it once', async () => {
    const [code] = await ugStudents(db(), 5).then((r) => r.slice(4));
    const [barcode] = await availableCopies(db(), 'BOOK', 1, []);
    const { fine, card } = await lateFine(code!, barcode!);
    expect(fine.throughFees).toBe(true);
    expect(card.finesOwedPaise).toBeGreaterThanOrEqual(fine.amountPaise);
    const [row] = await db().select().from(libraryFines).where(eq(libraryFines.id, fine.id));
    const [feeLine] = await db().select().from(feeStructures).where(eq(feeStructures.id, row!.feeStructureId!));
    expect(feeLine).toMatchObject({ amountPaise: fine.amountPaise, studentId: row!.studentId });

    const assistant = await signIn('library_assistant');
    const atDesk = await settle(assistant, fine.id, { status: 'PAID', reason: 'Cash' });
    expect(atDesk.status).toBe(409);
    expect(await atDesk.json()).toEqual({ message: M.fineThroughFees });
    const waivedByAssistant = await settle(assistant, fine.id, { status: 'WAIVED', reason: 'Ill' });
    expect(waivedByAssistant.status).toBe(403);
    expect(await waivedByAssistant.json()).toEqual({ message: M.fineWaiveIncharge });

    const incharge = await signIn('library_incharge');
    const waived = await settle(incharge, fine.id, { status: 'WAIVED', reason: 'Hospitalised, certificate seen' });
    expect(waived.status).toBe(200);
    expect(v.parse(FineSettledSchema, await waived.json())).toEqual({ id: fine.id, message: M.fineWaived });
    expect(await db().select().from(feeStructures).where(eq(feeStructures.id, feeLine!.id))).toEqual([]);
    const after = v.parse(PatronCardSchema, await (await deskCalls(incharge).card(code!)).json());
    expect(after.finesOwedPaise).toBe(card.finesOwedPaise - fine.amountPaise);
    expect(after.fines.find((f) => f.id === fine.id)).toMatchObject({ status: 'WAIVED', throughFees: false });

    const again = await settle(incharge, fine.id, { status: 'WAIVED', reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: M.fineSettledAlready });
  });

  it('records a staff member’s fine paid at the desk', async () => {
    const patron = (await patronStore(db()).byCode(await staffCode(db())))!;
    // A copy the other test does not lend: the fine only names it.
    const [, barcode] = await availableCopies(db(), 'BOOK', 2, []);
    const [copy] = await db()
      .select({ id: libraryCopies.id })
      .from(libraryCopies)
      .where(eq(libraryCopies.barcode, barcode!));
    const copyId = copy!.id;
    await fineStore(db()).add(
      { loanId: null, copyId, kind: 'DAMAGED', amountPaise: 45_000, item: 'LIBRARY DAMAGE', day: '2026-12-01' },
      patron,
    );
    const desk = deskCalls(await signIn('library_assistant'));
    const card = v.parse(PatronCardSchema, await (await desk.card(patron.code)).json());
    const fine = card.fines.find((f) => f.kind === 'DAMAGED' && f.status === 'OPEN')!;
    expect(fine).toMatchObject({ amountPaise: 45_000, throughFees: false });
    const paid = await settle(await signIn('library_assistant'), fine.id, { status: 'PAID', reason: 'Receipt 118' });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ id: fine.id, message: M.finePaid });
    const after = v.parse(PatronCardSchema, await (await desk.card(patron.code)).json());
    expect(after.finesOwedPaise).toBe(card.finesOwedPaise - 45_000);
  });

  it('refuses a wrong settlement (400), an unknown fine (404), and a student or nobody signed in', async () => {
    const incharge = await signIn('library_incharge');
    const wrong = await settle(incharge, 1, { status: 'FORGIVEN', reason: 'x' });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain(M.fineSettleInvalid);
    const blank = await settle(incharge, 1, { status: 'WAIVED', reason: '' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain(M.fineReasonRequired);
    const unknown = await settle(incharge, 999_999, { status: 'WAIVED', reason: 'None' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: M.fineUnknown });
    expect((await settle(await signIn('student'), 1, { status: 'WAIVED', reason: 'Mine' })).status).toBe(403);
  });
});
