import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { dateText } from '../../src/domain/calendar/date-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictListSchema,
  IssuedSchema,
  PatronCardSchema,
  RenewedSchema,
  ReturnedSchema,
} from '../../src/domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { dueDay, lateDays, libraryClosed } from '../../src/domain/library/loan-days';
import { filled } from '../../src/domain/library/messages';
import { holidays, libraryFines, libraryLoans } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, copyStatus, deskCalls, staffCode, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DAY = 86_400_000;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let desk: ReturnType<typeof deskCalls>;
let signIn: (who: string) => Promise<SessionClient>;
const time = testClock(START);
const db = () => database.handle.db;
const used: string[] = [];
const copies = async (type: string, n: number) => {
  const found = await availableCopies(db(), type, n, used);
  used.push(...found);
  return found;
};
const openLoans = async (copyId: number) =>
  db()
    .select({ id: libraryLoans.id })
    .from(libraryLoans)
    .where(and(eq(libraryLoans.copyId, copyId), isNull(libraryLoans.returnedAt)));

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: time.clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  desk = deskCalls(await signIn('library_assistant'));
}, 120_000);
afterAll(async () => database?.drop());

describe('issue and return at the desk', () => {
  it('issues by the rules, shows the loan on the patron’s card and refuses the copy to a second patron', async () => {
    const [first, second] = await ugStudents(db(), 2);
    const [barcode] = await copies('BOOK', 1);
    const res = await desk.issue(first!.toLowerCase(), barcode!);
    expect(res.status).toBe(201);
    const issued = v.parse(IssuedSchema, await res.json());
    const holidayRows = await db().select({ date: holidays.date }).from(holidays);
    const closed = libraryClosed(
      holidayRows.map((h) => h.date),
      [0],
    );
    expect(issued.loan.dueOn).toBe(dueDay('2026-12-01', 14, closed));
    expect(issued.conflict).toBeNull();
    expect((await copyStatus(db(), [barcode!]))[barcode!]).toBe('ISSUED');

    const again = await desk.issue(second!, barcode!);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: filled(M.copyIssued, { due: dateText(issued.loan.dueOn) }) });

    const cardRes = await desk.card(first!);
    expect(cardRes.status).toBe(200);
    const card = v.parse(PatronCardSchema, await cardRes.json());
    expect(card.loans.map((l) => l.barcode)).toContain(barcode);
    expect(card.category).toBe('UG_STUDENT');
  });

  it('fines a late return for the open days only, once, and sends the copy back to its shelf', async () => {
    const [patron] = await ugStudents(db(), 3).then((r) => r.slice(2));
    const [barcode] = await copies('BOOK', 1);
    // Issued at a desk that was offline 20 days ago, returned now.
    const issuedAt = new Date(START - 20 * DAY).toISOString();
    const issuedRes = await desk.issue(patron!, barcode!, { occurredAt: issuedAt, offline: true });
    const issued = v.parse(IssuedSchema, await issuedRes.json());
    expect(issued.conflict).toBeNull();
    const res = await desk.giveBack(barcode!);
    expect(res.status).toBe(200);
    const back = v.parse(ReturnedSchema, await res.json());
    const holidayRows = await db().select({ date: holidays.date }).from(holidays);
    const closed = libraryClosed(
      holidayRows.map((h) => h.date),
      [0],
    );
    const days = lateDays(issued.loan.dueOn, '2026-12-01', closed);
    expect(days).toBeGreaterThan(0);
    expect(back.loan.lateDays).toBe(days);
    expect(back.finePaise).toBe(days * 100);
    expect(back.next).toMatchObject({ kind: 'shelf' });
    const fines = await db().select().from(libraryFines).where(eq(libraryFines.loanId, back.loan.id));
    expect(fines.map((f) => [f.kind, f.amountPaise, f.status])).toEqual([['OVERDUE', days * 100, 'OPEN']]);
    expect((await desk.giveBack(barcode!)).status).toBe(409);
  });

  it('refuses what the rules refuse, with the reason', async () => {
    const [patron] = await ugStudents(db(), 4).then((r) => r.slice(3));
    const [reference] = await copies('REFERENCE', 1);
    const refused = await desk.issue(patron!, reference!);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ message: filled(M.referenceOnly, { category: 'UG student' }) });
    const [a, b, c, d] = await copies('BOOK', 4);
    for (const copy of [a, b, c]) expect((await desk.issue(patron!, copy!)).status).toBe(201);
    const over = await desk.issue(patron!, d!);
    expect(over.status).toBe(422);
    expect((await over.json()) as unknown).toMatchObject({ message: expect.stringContaining('3 on loan') });
    expect((await desk.issue('NOSUCH123', d!)).status).toBe(404);
    expect((await desk.issue(patron!, 'NOSUCHCOPY')).status).toBe(404);
    expect((await desk.issue(patron!, '<script>')).status).toBe(400);
    const student = deskCalls(await signIn('student'));
    expect((await student.issue(patron!, d!)).status).toBe(403);
  });

  it('renews while renewals are left, and a patron renews their own loan from the app', async () => {
    const [barcode, own] = await copies('BOOK', 2);
    const code = await staffCode(db());
    expect((await desk.issue(code, barcode!)).status).toBe(201);
    const renewed = v.parse(RenewedSchema, await (await desk.renew(barcode!)).json());
    expect(renewed.loan.renewals).toBe(1);
    // The demo `student` login borrows and renews once (the UG rule gives one renewal).
    const mine = await signIn('student');
    const card = v.parse(PatronCardSchema, await (await mine.request('/api/app/library/my-loans')).json());
    expect((await desk.issue(card.code, own!)).status).toBe(201);
    const loans = v.parse(PatronCardSchema, await (await mine.request('/api/app/library/my-loans')).json()).loans;
    const loan = loans.find((l) => l.barcode === own)!;
    const path = `/api/app/library/my-loans/${String(loan.id)}/renew`;
    expect((await mine.request(path, { method: 'POST' })).status).toBe(200);
    const twice = await mine.request(path, { method: 'POST' });
    expect(twice.status).toBe(422);
    expect(await twice.json()).toEqual({ message: filled(M.renewalsUsed, { count: 1 }) });
  });
});

describe('offline circulation', () => {
  it('applies a replayed offline return once, dated when the book came back', async () => {
    const [patron] = await ugStudents(db(), 5).then((r) => r.slice(4));
    const [barcode] = await copies('BOOK', 1);
    const offlineIssue = { occurredAt: new Date(START - 3 * DAY).toISOString(), offline: true };
    const loan = v.parse(IssuedSchema, await (await desk.issue(patron!, barcode!, offlineIssue)).json()).loan;
    const backAt = new Date(START - 2 * DAY).toISOString();
    const first = await desk.giveBack(barcode!, { occurredAt: backAt, offline: true }, 'offline-return-1');
    const replay = await desk.giveBack(barcode!, { occurredAt: backAt, offline: true }, 'offline-return-1');
    expect(first.status).toBe(200);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(await first.clone().json());
    // The page's copy and the worker's copy of one return under two keys: the second finds it returned.
    expect((await desk.giveBack(barcode!, { occurredAt: backAt, offline: true }, 'offline-return-2')).status).toBe(409);
    const rows = await db().select().from(libraryLoans).where(eq(libraryLoans.id, loan.id));
    expect(rows[0]!.returnedAt?.toISOString()).toBe(backAt);
  });

  it('keeps an offline issue the rules refuse, and lists it for the librarian', async () => {
    // A patron of their own, given the three books the rules allow.
    const [patron] = await ugStudents(db(), 13).then((r) => r.slice(12));
    const [a, b, c, barcode] = await copies('BOOK', 4);
    for (const copy of [a, b, c]) expect((await desk.issue(patron!, copy!)).status).toBe(201);
    const res = await desk.issue(patron!, barcode!, { offline: true, occurredAt: new Date(START).toISOString() });
    expect(res.status).toBe(201);
    const issued = v.parse(IssuedSchema, await res.json());
    expect(issued.conflict).toContain('Issued offline although the rules refuse it');
    const list = v.parse(ConflictListSchema, await (await desk.conflicts()).json());
    const conflict = list.conflicts.find((c) => c.barcode === barcode)!;
    expect(conflict).toMatchObject({ kind: 'RULE_BROKEN', action: 'ISSUE', patron: { code: patron } });
    expect((await desk.resolve(conflict.id, '')).status).toBe(400);
    expect((await desk.resolve(conflict.id, 'Extra book allowed for the project')).status).toBe(200);
    expect((await desk.resolve(conflict.id, 'again')).status).toBe(404);
  });

  it('does not apply an offline return that arrives after the copy went out again, and lists it', async () => {
    const [p1, p2] = await ugStudents(db(), 7).then((r) => r.slice(5));
    const [barcode] = await copies('BOOK', 1);
    await desk.issue(p1!, barcode!, { occurredAt: new Date(START - 2 * 3600_000).toISOString(), offline: true });
    const offlineAt = new Date(START - 3600_000).toISOString();
    // Meanwhile, online: the book is taken back and issued to someone else.
    expect((await desk.giveBack(barcode!)).status).toBe(200);
    const second = v.parse(IssuedSchema, await (await desk.issue(p2!, barcode!)).json());
    const late = await desk.giveBack(barcode!, { offline: true, occurredAt: offlineAt });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain('Returned offline');
    const [stillOpen] = await db().select().from(libraryLoans).where(eq(libraryLoans.id, second.loan.id));
    expect(stillOpen!.returnedAt).toBeNull();
    const list = v.parse(ConflictListSchema, await (await desk.conflicts()).json());
    expect(list.conflicts.some((c) => c.barcode === barcode && c.kind === 'REISSUED')).toBe(true);
  });

  it('refuses an offline issue of a copy out to someone else, and keeps the conflict', async () => {
    const [p1, p2] = await ugStudents(db(), 9).then((r) => r.slice(7));
    const [barcode] = await copies('BOOK', 1);
    await desk.issue(p1!, barcode!);
    const res = await desk.issue(p2!, barcode!, { offline: true, occurredAt: new Date(START).toISOString() });
    expect(res.status).toBe(409);
    const list = v.parse(ConflictListSchema, await (await desk.conflicts()).json());
    expect(list.conflicts.some((c) => c.barcode === barcode && c.kind === 'COPY_ON_LOAN')).toBe(true);
  });

  it('refuses a desk time in the future', async () => {
    const [barcode] = await copies('BOOK', 1);
    const [patron] = await ugStudents(db(), 10).then((r) => r.slice(9));
    const res = await desk.issue(patron!, barcode!, { occurredAt: new Date(START + DAY).toISOString() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: M.occurredFuture });
  });
});

describe('two desks at once', () => {
  it('issue the last copy to one patron only', async () => {
    const [p1, p2] = await ugStudents(db(), 12).then((r) => r.slice(10));
    const [barcode] = await copies('BOOK', 1);
    const other = deskCalls(await signIn('library_incharge'));
    const both = await Promise.all([desk.issue(p1!, barcode!), other.issue(p2!, barcode!)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const issued = v.parse(IssuedSchema, await both.find((r) => r.status === 201)!.json());
    expect(await openLoans(issued.loan.copyId)).toHaveLength(1);
  });
});
