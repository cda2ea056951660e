import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IssuedSchema, PatronCardSchema } from '../../src/domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { LOSS_MESSAGES as L, LossAnswerSchema } from '../../src/domain/library/losses';
import { filled } from '../../src/domain/library/messages';
import { formatRupees } from '../../src/domain/money/money';
import {
  feeStructures,
  libraryCopies,
  libraryCopyStatusChanges,
  libraryFines,
  libraryLoans,
} from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, copyStatus, deskCalls, staffCode, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DAY = 86_400_000;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let desk: ReturnType<typeof deskCalls>;
let staff: SessionClient;
let signIn: (who: string) => Promise<SessionClient>;
const db = () => database.handle.db;
const used: string[] = [];

/** An available book of its own, priced `pricePaise` (null: no price), issued to `patron` `daysAgo` days ago. */
async function issued(patron: string, pricePaise: number | null, daysAgo = 0) {
  const [barcode] = await availableCopies(db(), 'BOOK', 1, used);
  used.push(barcode!);
  await db().update(libraryCopies).set({ pricePaise }).where(eq(libraryCopies.barcode, barcode!));
  const res = await desk.issue(patron, barcode!, { occurredAt: new Date(START - daysAgo * DAY).toISOString() });
  expect(res.status).toBe(201);
  return { barcode: barcode!, loan: v.parse(IssuedSchema, await res.json()).loan };
}
const report = (body: Record<string, unknown>) =>
  staff.request('/api/app/library/losses', { json: { amount: '', reason: 'Reported at the desk', ...body } });
const finesOf = (loanId: number) =>
  db()
    .select({ kind: libraryFines.kind, amount: libraryFines.amountPaise, line: libraryFines.feeStructureId })
    .from(libraryFines)
    .where(eq(libraryFines.loanId, loanId));

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: testClock(START).clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  staff = await signIn('library_assistant');
  desk = deskCalls(staff);
}, 120_000);
afterAll(async () => database?.drop());

describe('lost and damaged copies at the desk', () => {
  it('charges a student the lost copy’s price and its late fine, on their dues, once', async () => {
    const [patron] = await ugStudents(db(), 1);
    const { barcode, loan } = await issued(patron!, 45_000, 30);
    const res = await report({ barcode: barcode.toLowerCase(), kind: 'LOST' });
    expect(res.status).toBe(200);
    const answer = v.parse(LossAnswerSchema, await res.json());
    expect(answer.chargePaise).toBe(45_000);
    expect(answer.finePaise).toBeGreaterThan(0);
    const [copy] = await db().select().from(libraryCopies).where(eq(libraryCopies.barcode, barcode));
    expect(answer.message).toBe(
      filled(L.lost, { name: answer.patron.name, amount: formatRupees(45_000), accession: copy!.accessionNo }),
    );

    // The loan is closed, the copy written off with the reason in its history, both charges on the student's dues.
    const [closed] = await db().select().from(libraryLoans).where(eq(libraryLoans.id, loan.id));
    expect(closed!.returnedAt).not.toBeNull();
    expect([copy!.status, copy!.statusReason]).toEqual(['LOST', 'Reported at the desk']);
    const history = await db()
      .select()
      .from(libraryCopyStatusChanges)
      .where(and(eq(libraryCopyStatusChanges.copyId, copy!.id), eq(libraryCopyStatusChanges.toStatus, 'LOST')));
    expect(history).toHaveLength(1);
    const fines = await finesOf(loan.id);
    expect(fines.map((f) => [f.kind, f.amount]).sort()).toEqual(
      [
        ['LOST', 45_000],
        ['OVERDUE', answer.finePaise],
      ].sort(),
    );
    for (const f of fines) {
      const [line] = await db().select().from(feeStructures).where(eq(feeStructures.id, f.line!));
      expect(line!.amountPaise).toBe(f.amount);
    }
    const card = v.parse(PatronCardSchema, await (await desk.card(patron!)).json());
    expect(card.loans.map((l) => l.barcode)).not.toContain(barcode);

    // Reported again, or returned afterwards: no loan, nothing changes.
    expect(await (await report({ barcode, kind: 'LOST' })).json()).toEqual({ message: M.notOnLoan });
    expect((await desk.giveBack(barcode)).status).toBe(409);
    expect(await finesOf(loan.id)).toHaveLength(2);
  });

  it('charges a damaged copy what the desk types, at most its price, and a staff member without a fee line', async () => {
    const code = await staffCode(db());
    const { barcode, loan } = await issued(code, 30_000);
    const blank = await report({ barcode, kind: 'DAMAGED' });
    expect([blank.status, await blank.json()]).toEqual([400, { message: L.damagedAmount }]);
    const over = await report({ barcode, kind: 'DAMAGED', amount: '300.01' });
    expect([over.status, await over.json()]).toEqual([
      400,
      { message: filled(L.overPrice, { price: formatRupees(30_000) }) },
    ]);
    expect((await copyStatus(db(), [barcode]))[barcode]).toBe('ISSUED');
    const res = await report({ barcode, kind: 'DAMAGED', amount: '120.50' });
    expect(res.status).toBe(200);
    expect(v.parse(LossAnswerSchema, await res.json())).toMatchObject({ chargePaise: 12_050, finePaise: 0 });
    expect((await copyStatus(db(), [barcode]))[barcode]).toBe('DAMAGED');
    expect(await finesOf(loan.id)).toEqual([{ kind: 'DAMAGED', amount: 12_050, line: null }]);
  });

  it('asks for an amount when the copy has no price, refuses bad input and other roles, and changes nothing', async () => {
    const [, patron] = await ugStudents(db(), 2);
    const { barcode, loan } = await issued(patron!, null);
    expect(await (await report({ barcode, kind: 'LOST' })).json()).toEqual({ message: L.noPrice });
    const bad: [Record<string, unknown>, number][] = [
      [{ barcode, kind: 'STOLEN' }, 400],
      [{ barcode, kind: 'LOST', amount: 'ten' }, 400],
      [{ barcode, kind: 'LOST', amount: '-5' }, 400],
      [{ barcode, kind: 'LOST', amount: '99999999999' }, 400],
      [{ barcode, kind: 'LOST', amount: '100', reason: '' }, 400],
      [{ barcode, kind: 'LOST', amount: '100', reason: '<b>torn</b>' }, 400],
      [{ barcode: '<script>', kind: 'LOST', amount: '100' }, 400],
      [{ barcode: 'NOSUCHCOPY', kind: 'LOST', amount: '100' }, 404],
    ];
    for (const [body, status] of bad) expect((await report(body)).status, JSON.stringify(body)).toBe(status);
    const student = await signIn('student');
    const refused = await student.request('/api/app/library/losses', {
      json: { barcode, kind: 'LOST', amount: '100', reason: 'Lost it' },
    });
    expect(refused.status).toBe(403);
    expect((await copyStatus(db(), [barcode]))[barcode]).toBe('ISSUED');
    expect(await finesOf(loan.id)).toEqual([]);
    // A copy on the shelf is not on loan: written off from the catalogue, not charged to anyone.
    const [shelf] = await availableCopies(db(), 'BOOK', 1, used);
    used.push(shelf!);
    expect(await (await report({ barcode: shelf, kind: 'LOST', amount: '100' })).json()).toEqual({
      message: M.notOnLoan,
    });
  });
});
