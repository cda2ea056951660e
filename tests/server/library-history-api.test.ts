import { and, asc, eq, notExists } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { CopyHistorySchema, PatronHistorySchema } from '../../src/domain/library/history-answers';
import { HISTORY_MESSAGES } from '../../src/domain/library/history-query';
import { IssuedSchema, ReturnedSchema } from '../../src/domain/library/circulation-answers';
import { filled } from '../../src/domain/library/messages';
import { batches, degrees, faculty, libraryCopies, libraryLoans, students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let desk: ReturnType<typeof deskCalls>;
let signIn: (who: string) => Promise<SessionClient>;
const time = testClock(START);
const db = () => database.handle.db;
const at = (ms: number) => ({ occurredAt: new Date(ms).toISOString(), offline: true });

/** Rows this file's tests take for themselves, so no test reads another's loans whatever the order. */
const taken: string[] = [];
const takenCopies: string[] = [];

/** Studying UG students who have never borrowed, not yet taken by another test here. */
async function freshStudents(n: number): Promise<string[]> {
  const rows = await db()
    .select({ roll: students.rollNo })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .innerJoin(degrees, eq(degrees.id, batches.degreeId))
    .where(
      and(
        eq(degrees.level, 'UG'),
        eq(students.status, 'studying'),
        notExists(db().select().from(libraryLoans).where(eq(libraryLoans.studentId, students.id))),
      ),
    )
    .orderBy(asc(students.rollNo));
  const picked = rows
    .map((r) => r.roll)
    .filter((r) => !taken.includes(r))
    .slice(0, n);
  taken.push(...picked);
  return picked;
}

/** An active teacher who has never borrowed, not yet taken by another test here. */
async function freshTeacher(): Promise<string> {
  const rows = await db()
    .select({ code: faculty.empCode })
    .from(faculty)
    .where(
      and(
        eq(faculty.status, 'Active'),
        notExists(db().select().from(libraryLoans).where(eq(libraryLoans.facultyId, faculty.id))),
      ),
    )
    .orderBy(asc(faculty.empCode));
  const code = rows.map((r) => r.code).find((c) => !taken.includes(c))!;
  taken.push(code);
  return code;
}

async function copies(n: number): Promise<string[]> {
  const found = await availableCopies(db(), 'BOOK', n, takenCopies);
  takenCopies.push(...found);
  return found;
}

const history = (client: SessionClient, kind: 'patron' | 'copy', query: string) =>
  client.request(`/api/app/library/history/${kind}?${query}`);

let assistant: SessionClient;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: time.clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  assistant = await signIn('library_assistant');
  desk = deskCalls(assistant);
}, 120_000);
afterAll(async () => database?.drop());

describe('a patron’s history', () => {
  it('lists every loan newest first (out, renewed, returned late with its fine) and the fines paid, waived or open', async () => {
    const [patron] = await freshStudents(1);
    const [late, renewed, out] = await copies(3);
    const issuedLate = v.parse(IssuedSchema, await (await desk.issue(patron!, late!, at(START - 20 * DAY))).json());
    const back = v.parse(ReturnedSchema, await (await desk.giveBack(late!)).json());
    expect(back.finePaise).toBeGreaterThan(0);
    expect((await desk.issue(patron!, renewed!, at(START - 2 * DAY))).status).toBe(201);
    expect((await desk.renew(renewed!)).status).toBe(200);
    expect((await desk.issue(patron!.toLowerCase(), out!)).status).toBe(201);

    const res = await history(assistant, 'patron', `code=${patron!.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const seen = v.parse(PatronHistorySchema, await res.json());
    expect(seen.patron).toMatchObject({ code: patron, kind: 'STUDENT', category: 'UG_STUDENT' });
    expect(seen).toMatchObject({ page: 1, pageSize: 20, total: 3, owedPaise: back.finePaise });
    expect(seen.loans.map((l) => [l.barcode, l.returnedAt === null, l.renewals])).toEqual([
      [out, true, 0],
      [renewed, true, 1],
      [late, false, 0],
    ]);
    expect(seen.loans[2]).toMatchObject({
      id: issuedLate.loan.id,
      accessionNo: issuedLate.loan.accessionNo,
      title: issuedLate.loan.title,
      dueOn: issuedLate.loan.dueOn,
      lateDays: back.loan.lateDays,
      finePaise: back.finePaise,
    });
    expect(seen.fines).toEqual([
      expect.objectContaining({
        kind: 'OVERDUE',
        amountPaise: back.finePaise,
        status: 'OPEN',
        accessionNo: issuedLate.loan.accessionNo,
        settledAt: null,
      }),
    ]);

    const incharge = await signIn('library_incharge');
    const fineId = seen.fines[0]!.id;
    const waive = { method: 'PUT', json: { status: 'WAIVED', reason: 'Hospitalised, certificate seen' } };
    expect((await incharge.request(`/api/app/library/fines/${String(fineId)}`, waive)).status).toBe(200);
    const after = v.parse(PatronHistorySchema, await (await history(incharge, 'patron', `code=${patron!}`)).json());
    expect(after.owedPaise).toBe(0);
    expect(after.fines[0]).toMatchObject({ status: 'WAIVED', reason: 'Hospitalised, certificate seen' });
    expect(after.fines[0]!.settledAt).not.toBeNull();
  });

  it('pages the loans 20 at a time, the latest first', async () => {
    const [patron] = await freshStudents(1);
    const [barcode] = await copies(1);
    // 21 loans of one copy, an hour apart, each returned half an hour after it was issued.
    for (let k = 21; k >= 1; k -= 1) {
      expect((await desk.issue(patron!, barcode!, at(START - k * HOUR))).status).toBe(201);
      expect((await desk.giveBack(barcode!, at(START - k * HOUR + HOUR / 2))).status).toBe(200);
    }
    const first = v.parse(PatronHistorySchema, await (await history(assistant, 'patron', `code=${patron!}`)).json());
    expect(first).toMatchObject({ page: 1, total: 21 });
    expect(first.loans).toHaveLength(20);
    expect(first.loans[0]!.issuedAt).toBe(new Date(START - HOUR).toISOString());
    const issued = first.loans.map((l) => l.issuedAt);
    expect([...issued].sort().reverse()).toEqual(issued);
    const second = v.parse(
      PatronHistorySchema,
      await (await history(assistant, 'patron', `code=${patron!}&page=2`)).json(),
    );
    expect(second.loans.map((l) => l.issuedAt)).toEqual([new Date(START - 21 * HOUR).toISOString()]);
    const copyPage = v.parse(
      CopyHistorySchema,
      await (await history(assistant, 'copy', `code=${barcode!}&page=2`)).json(),
    );
    expect(copyPage).toMatchObject({ page: 2, total: 21 });
    expect(copyPage.loans.map((l) => l.patron.code)).toEqual([patron]);
  });
});

describe('a copy’s movements', () => {
  it('shows the copy by barcode or accession number and who had it, the latest loan first', async () => {
    const [student] = await freshStudents(1);
    const teacher = await freshTeacher();
    const [barcode] = await copies(1);
    // A barcode printed by the old system, unlike the register's accession number.
    const [copy] = await db()
      .update(libraryCopies)
      .set({ barcode: `hb-${barcode!}` })
      .where(eq(libraryCopies.barcode, barcode!))
      .returning({ accessionNo: libraryCopies.accessionNo, title: libraryCopies.titleId });
    const printed = `HB-${barcode!}`;
    expect((await desk.issue(student!, printed, at(START - 10 * DAY))).status).toBe(201);
    expect((await desk.giveBack(printed, at(START - 5 * DAY))).status).toBe(200);
    expect((await desk.issue(teacher, printed)).status).toBe(201);

    for (const code of [printed.toLowerCase(), copy!.accessionNo]) {
      const res = await history(assistant, 'copy', `code=${encodeURIComponent(code)}`);
      expect(res.status).toBe(200);
      const seen = v.parse(CopyHistorySchema, await res.json());
      expect(seen.copy).toMatchObject({ barcode: `hb-${barcode!}`, accessionNo: copy!.accessionNo, status: 'ISSUED' });
      expect(seen.total).toBe(2);
      expect(seen.loans.map((l) => [l.patron.kind, l.patron.code, l.returnedAt === null])).toEqual([
        ['FACULTY', teacher, true],
        ['STUDENT', student, false],
      ]);
      expect(seen.loans[1]!.returnedAt).toBe(new Date(START - 5 * DAY).toISOString());
    }
  });
});

describe('refusals', () => {
  it('refuses readers and patrons (403), bad codes and pages (400), and unknown patrons and copies (404)', async () => {
    const [patron] = await freshStudents(1);
    for (const who of ['student', 'faculty', 'opac_library']) {
      const client = await signIn(who);
      expect((await history(client, 'patron', `code=${patron!}`)).status).toBe(403);
      expect((await history(client, 'copy', 'code=1')).status).toBe(403);
    }
    const bad = await history(assistant, 'patron', 'code=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: M.patronInvalid });
    expect((await history(assistant, 'patron', '')).status).toBe(400);
    expect((await history(assistant, 'copy', 'code=')).status).toBe(400);
    for (const page of ['0', 'abc', '501', '1.5']) {
      const res = await history(assistant, 'copy', `code=1&page=${page}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: HISTORY_MESSAGES.pageInvalid });
    }
    const nobody = await history(assistant, 'patron', 'code=NOSUCH123');
    expect(nobody.status).toBe(404);
    expect(await nobody.json()).toEqual({ message: filled(M.patronUnknown, { code: 'NOSUCH123' }) });
    const nothing = await history(assistant, 'copy', 'code=NOSUCHCOPY');
    expect(nothing.status).toBe(404);
    expect(await nothing.json()).toEqual({ message: filled(M.copyUnknown, { barcode: 'NOSUCHCOPY' }) });
  });
});
