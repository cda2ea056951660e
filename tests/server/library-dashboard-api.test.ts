import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CirculationSummarySchema, SUMMARY_DAYS } from '../../src/domain/library/circulation-summary';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DAY = 86_400_000;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const START = Date.parse('2026-12-01T05:00:00Z');
let database: TestDatabase;
let incharge: SessionClient;
let signIn: (who: string) => Promise<SessionClient>;
const db = () => database.handle.db;

const figures = async () => {
  const res = await incharge.request('/api/app/library/circulation-summary');
  expect(res.status).toBe(200);
  return v.parse(CirculationSummarySchema, await res.json());
};

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const { app } = testApp(database.handle, {}, { clock: testClock(START).clock });
  signIn = async (who) => {
    const client = new SessionClient(app);
    expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
    return client;
  };
  incharge = await signIn('library_incharge');
}, 120_000);
afterAll(async () => database?.drop());

describe('the library dashboard’s circulation figures', () => {
  it('count today’s issues and returns, what is out and overdue, fines owed and the most borrowed title', async () => {
    const before = await figures();
    expect(before.today).toBe('2026-12-01');
    expect(before.byDay).toHaveLength(SUMMARY_DAYS);
    expect(before.byDay.at(-1)!.day).toBe('2026-12-01');

    const desk = deskCalls(incharge);
    const [a, b] = await ugStudents(db(), 2);
    const [today1, today2, late] = await availableCopies(db(), 'BOOK', 3);
    expect((await desk.issue(a!, today1!)).status).toBe(201);
    expect((await desk.issue(b!, today2!)).status).toBe(201);
    // Issued 40 days ago at a desk that was offline: overdue now, and before the fortnight the chart covers.
    const longAgo = new Date(START - 40 * DAY).toISOString();
    expect((await desk.issue(a!, late!, { occurredAt: longAgo, offline: true })).status).toBe(201);
    const during = await figures();
    expect(during.loansToday - before.loansToday).toBe(2);
    expect(during.onLoan - before.onLoan).toBe(3);
    expect(during.overdue - before.overdue).toBe(1);
    expect(during.byDay.at(-1)!.issued - before.byDay.at(-1)!.issued).toBe(2);

    // The late copy comes back: a return today, one fewer out and overdue, its fine owed.
    expect((await desk.giveBack(late!)).status).toBe(200);
    const after = await figures();
    expect(after.returnsToday - before.returnsToday).toBe(1);
    expect(after.byDay.at(-1)!.returned - before.byDay.at(-1)!.returned).toBe(1);
    expect([after.onLoan - before.onLoan, after.overdue - before.overdue]).toEqual([2, 0]);
    expect(after.finesOpenPaise).toBeGreaterThan(before.finesOpenPaise);
    expect(after.mostBorrowed.length).toBeGreaterThan(0);
    expect(after.mostBorrowed.every((t, i, all) => i === 0 || all[i - 1]!.loans >= t.loans)).toBe(true);

    // Only the library's staff read them.
    const student = await signIn('student');
    expect((await student.request('/api/app/library/circulation-summary')).status).toBe(403);
  });
});
