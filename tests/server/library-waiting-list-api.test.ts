import { asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HoldListSchema } from '../../src/domain/library/holds';
import { filled } from '../../src/domain/library/messages';
import { OVERDUE_MESSAGES as M } from '../../src/domain/library/overdue';
import { StaffHoldCancelledSchema } from '../../src/domain/library/overdue-answers';
import { libraryCopies, libraryHolds, libraryTitles, students } from '../../src/server/db/schema';
import { OUTER_TITLE_ID } from '../../src/server/modules/library/outer-title';
import { seededDatabase, type TestDatabase } from './support/databases';
import { deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

// Tuesday 1 December 2026, 10:30 in Hyderabad.
const time = testClock(Date.parse('2026-12-01T05:00:00Z'));
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
const db = () => database.handle.db;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle, {}, { clock: time.clock }));
}, 120_000);
afterAll(async () => database?.drop());

const signIn = async (who: string) => {
  const client = new SessionClient(app);
  expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
  return client;
};
const hold = async (id: number) =>
  (
    await db()
      .select({ status: libraryHolds.status, reason: libraryHolds.cancelReason })
      .from(libraryHolds)
      .where(eq(libraryHolds.id, id))
  )[0]!;

describe('the staff’s waiting list', () => {
  it('shows each title’s queue and the copies kept, and lets the staff cancel a hold with the reason', async () => {
    const desk = deskCalls(await signIn('library_assistant'));
    const [title] = await db()
      .select({ id: libraryTitles.id, title: libraryTitles.title })
      .from(libraryTitles)
      .where(
        sql`${libraryTitles.itemType} = 'BOOK' and not exists (select 1 from library_copies c
          where c.title_id = ${OUTER_TITLE_ID} and c.status <> 'AVAILABLE')
          and (select count(*) from library_copies c where c.title_id = ${OUTER_TITLE_ID}) between 1 and 5`,
      )
      .orderBy(sql`${libraryTitles.id} desc`)
      .limit(1);
    await db().update(libraryCopies).set({ source: 'PURCHASE' }).where(eq(libraryCopies.titleId, title!.id));
    const copies = await db()
      .select({ barcode: libraryCopies.barcode })
      .from(libraryCopies)
      .where(eq(libraryCopies.titleId, title!.id))
      .orderBy(asc(libraryCopies.id));
    const rolls = await ugStudents(db(), copies.length + 2);
    for (const [i, copy] of copies.entries()) {
      const res = await desk.issue(rolls[i]!, copy.barcode.toUpperCase());
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const waiting = await db()
      .select({ id: students.id, name: students.fullName })
      .from(students)
      .where(inArray(students.rollNo, rolls.slice(copies.length)))
      .orderBy(asc(students.rollNo));
    const [first, second] = await db()
      .insert(libraryHolds)
      .values(
        waiting.map((w, i) => ({
          titleId: title!.id,
          studentId: w.id,
          status: 'WAITING',
          placedAt: new Date(time.clock().getTime() + i * 1000),
        })),
      )
      .returning({ id: libraryHolds.id });

    const staff = await signIn('library_incharge');
    const before = v.parse(HoldListSchema, await (await staff.request('/api/app/library/holds')).json());
    expect(before.waiting.find((w) => w.titleId === title!.id)?.patrons.map((p) => p.holdId)).toEqual([
      first!.id,
      second!.id,
    ]);

    // A returned copy is kept for the first in line; cancelled by the staff, it passes to the second.
    expect((await desk.giveBack(copies[0]!.barcode.toUpperCase())).status).toBe(200);
    const ready = v.parse(HoldListSchema, await (await staff.request('/api/app/library/holds')).json()).ready;
    expect(ready.find((r) => r.holdId === first!.id)?.pickupBy).toBeTruthy();
    const cancel = (id: number, reason: unknown) =>
      staff.request(`/api/app/library/holds/${String(id)}/cancel`, { json: { reason } });
    const res = await cancel(first!.id, 'Left the college for an internship');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(v.parse(StaffHoldCancelledSchema, await res.json())).toEqual({
      id: first!.id,
      message: filled(M.holdCancelledByStaff, { name: waiting[0]!.name, title: title!.title }),
    });
    expect(await hold(first!.id)).toEqual({ status: 'CANCELLED', reason: 'Left the college for an internship' });
    expect((await hold(second!.id)).status).toBe('READY');
    expect((await cancel(first!.id, 'Again')).status).toBe(404);
  });

  it('refuses a cancel without a reason or by a patron, and changes nothing', async () => {
    const [roll] = await ugStudents(db(), 1);
    const [patron] = await db().select({ id: students.id }).from(students).where(eq(students.rollNo, roll!));
    const [title] = await db().select({ id: libraryTitles.id }).from(libraryTitles).limit(1);
    const [placed] = await db()
      .insert(libraryHolds)
      .values({ titleId: title!.id, studentId: patron!.id, status: 'WAITING', placedAt: time.clock() })
      .returning({ id: libraryHolds.id });
    const url = `/api/app/library/holds/${String(placed!.id)}/cancel`;
    const staff = await signIn('library_assistant');
    for (const reason of ['', '   ', 'x'.repeat(201), 42]) {
      const res = await staff.request(url, { json: { reason } });
      expect(res.status, String(reason)).toBe(400);
    }
    expect((await staff.request('/api/app/library/holds/abc/cancel', { json: { reason: 'x' } })).status).toBe(400);
    const student = await signIn('student');
    expect((await student.request(url, { json: { reason: 'Not mine to cancel' } })).status).toBe(403);
    expect(await hold(placed!.id)).toEqual({ status: 'WAITING', reason: '' });
  });
});
