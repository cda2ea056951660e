import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { dateText } from '../../src/domain/calendar/date-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationsSchema } from '../../src/domain/dashboards/dashboard-data';
import { PatronCardSchema, ReturnedSchema } from '../../src/domain/library/circulation-answers';
import { CIRCULATION_MESSAGES as M } from '../../src/domain/library/circulation-messages';
import { HoldCancelledSchema, HoldListSchema, HoldPlacedSchema } from '../../src/domain/library/holds';
import { filled } from '../../src/domain/library/messages';
import { libraryCopies, libraryHolds, libraryTitles, students, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';
import { OUTER_TITLE_ID } from '../../src/server/modules/library/outer-title';

const time = testClock();
const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
const db = () => database.handle.db;
let spareTitle = 0;
type Chosen = { id: number; n: number; out: number } | undefined;
let book: Chosen, shelved: Chosen, reference: Chosen, spare: Chosen;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle, {}, { clock: time.clock }));
  // A book whose copies are all on the shelf, to be lent out; another to refuse a hold on.
  const titles = await db()
    .select({
      id: libraryTitles.id,
      n: sql<number>`(select count(*)::int from library_copies c where c.title_id = ${OUTER_TITLE_ID})`,
      out: sql<number>`(select count(*)::int from library_copies c where c.title_id = ${OUTER_TITLE_ID}
        and c.status <> 'AVAILABLE')`,
    })
    .from(libraryTitles)
    .where(eq(libraryTitles.itemType, 'BOOK'))
    .orderBy(asc(libraryTitles.id));
  const free = titles.filter((t) => t.n >= 1 && t.out === 0);
  book = free.find((t) => t.n >= 2 && t.n <= 30) ?? free[0];
  expect(free.length, JSON.stringify(titles.slice(0, 20))).toBeGreaterThan(2);
  [shelved, reference, spare] = free.filter((t) => t !== book);
  spareTitle = spare!.id;
  // Ordinary copies (the demo's may be the book bank's, lent only under an allowance).
  await db()
    .update(libraryCopies)
    .set({ source: 'PURCHASE' })
    .where(inArray(libraryCopies.titleId, [book!.id, spare!.id]));
});
afterAll(async () => (database as TestDatabase | undefined)?.drop());

const signedIn = async (username: string) => {
  const client = new SessionClient(app);
  expect((await client.signIn(username, 'Campus@2026')).status).toBe(200);
  return client;
};
const copyStatus = async (id: number) =>
  (await db().select({ s: libraryCopies.status }).from(libraryCopies).where(eq(libraryCopies.id, id)))[0]!.s;
const holdStatus = async (id: number) =>
  (await db().select({ s: libraryHolds.status }).from(libraryHolds).where(eq(libraryHolds.id, id)))[0]!.s;
const myHolds = async (client: SessionClient) => {
  const res = await client.request('/api/app/library/my-loans');
  expect(res.status).toBe(200);
  return v.parse(PatronCardSchema, await res.json()).holds ?? [];
};

describe('holds: the waiting list from a patron’s hold to the desk', () => {
  it('takes a hold only when no copy is on the shelf, keeps the returned copy for the first in line and issues it to them', async () => {
    const desk = await signedIn('library_assistant');
    const student = await signedIn('student');
    const teacher = await signedIn('faculty');
    const [me] = await db().select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
    const others = await db()
      .select({ id: students.id, code: students.rollNo })
      .from(students)
      .where(and(eq(students.status, 'studying'), ne(students.id, me!.id!)))
      .orderBy(asc(students.id))
      .limit(40);
    const copies = await db()
      .select({ id: libraryCopies.id, barcode: libraryCopies.barcode })
      .from(libraryCopies)
      .where(eq(libraryCopies.titleId, book!.id))
      .orderBy(asc(libraryCopies.id));

    const onShelf = await student.request('/api/app/library/holds', { json: { titleId: shelved!.id } });
    expect(onShelf.status).toBe(409);
    expect(await onShelf.json()).toEqual({ message: M.holdOnShelf });

    for (const [i, copy] of copies.entries()) {
      const res = await desk.request('/api/app/library/issues', {
        json: { patron: others[i]!.code, barcode: copy.barcode.toUpperCase(), offline: false },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }

    const placed = await student.request('/api/app/library/holds', { json: { titleId: book!.id } });
    expect(placed.status).toBe(201);
    const hold = v.parse(HoldPlacedSchema, await placed.json()).hold;
    expect(hold).toMatchObject({ status: 'WAITING', place: 1 });
    const twice = await student.request('/api/app/library/holds', { json: { titleId: book!.id } });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: M.holdTwice });
    const second = await teacher.request('/api/app/library/holds', { json: { titleId: book!.id } });
    expect(v.parse(HoldPlacedSchema, await second.json()).hold.place).toBe(2);

    await db().update(libraryTitles).set({ itemType: 'REFERENCE' }).where(eq(libraryTitles.id, reference!.id));
    const refused = await student.request('/api/app/library/holds', { json: { titleId: reference!.id } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/no holds/);
    expect((await student.request('/api/app/library/holds', { json: { titleId: 999999 } })).status).toBe(404);
    expect((await desk.request('/api/app/library/holds', { json: { titleId: book!.id } })).status).toBe(403);

    expect((await myHolds(student)).map((h) => [h.holdId, h.status, h.place])).toEqual([[hold.holdId, 'WAITING', 1]]);

    const first = copies[0]!;
    const returned = await desk.request('/api/app/library/returns', {
      json: { barcode: first.barcode.toUpperCase(), offline: false },
    });
    expect(returned.status).toBe(200);
    const back = v.parse(ReturnedSchema, await returned.json());
    expect(back.next.kind).toBe('hold');
    expect(await copyStatus(first.id)).toBe('ON_HOLD');
    const [ready] = await myHolds(student);
    expect(ready).toMatchObject({ status: 'READY', place: 0, barcode: first.barcode });
    expect(ready!.pickupBy).toBeTruthy();

    const notes = v.parse(NotificationsSchema, await (await student.request('/api/app/getNotifications')).json());
    const note = notes.items.find((n) => n.kind === 'library');
    expect(note).toMatchObject({ to: '/app/Library/My Loans' });
    expect(note!.detail).toContain(dateText(ready!.pickupBy!));

    const list = v.parse(HoldListSchema, await (await desk.request('/api/app/library/holds')).json());
    expect(list.ready.map((r) => r.holdId)).toEqual([hold.holdId]);
    expect(list.waiting.find((w) => w.titleId === book!.id)?.patrons).toHaveLength(1);
    expect((await student.request('/api/app/library/holds')).status).toBe(403);

    const toOther = await desk.request('/api/app/library/issues', {
      json: { patron: others[copies.length]!.code, barcode: first.barcode.toUpperCase(), offline: false },
    });
    expect(toOther.status).toBe(422);
    const [mine] = await db()
      .select({ code: students.rollNo, name: students.fullName })
      .from(students)
      .where(eq(students.id, me!.id!));
    expect(await toOther.json()).toEqual({ message: filled(M.copyHeld, { name: mine!.name }) });
    const toStudent = await desk.request('/api/app/library/issues', {
      json: { patron: mine!.code, barcode: first.barcode.toUpperCase(), offline: false },
    });
    expect(toStudent.status).toBe(201);
    expect(await holdStatus(hold.holdId)).toBe('COLLECTED');
  });

  it('passes a cancelled ready copy to the next in line, and lets it go back to the shelf when not collected in time', async () => {
    const desk = await signedIn('library_assistant');
    const teacher = await signedIn('faculty');
    const [out] = await db()
      .select({ id: libraryCopies.id, barcode: libraryCopies.barcode })
      .from(libraryCopies)
      .where(eq(libraryCopies.titleId, spareTitle))
      .orderBy(asc(libraryCopies.id));
    const pupils = await db()
      .select({ id: students.id, code: students.rollNo })
      .from(students)
      .where(eq(students.status, 'studying'))
      .orderBy(sql`${students.id} desc`)
      .limit(2);
    const copies = await db()
      .select({ id: libraryCopies.id, barcode: libraryCopies.barcode })
      .from(libraryCopies)
      .where(eq(libraryCopies.titleId, spareTitle));
    for (const copy of copies) {
      const res = await desk.request('/api/app/library/issues', {
        json: { patron: pupils[0]!.code, barcode: copy.barcode.toUpperCase(), offline: false },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const placed = await teacher.request('/api/app/library/holds', { json: { titleId: spareTitle } });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const first = v.parse(HoldPlacedSchema, await placed.json()).hold;
    const [later] = await db()
      .insert(libraryHolds)
      .values({
        titleId: spareTitle,
        studentId: pupils[1]!.id,
        status: 'WAITING',
        placedAt: new Date(time.clock().getTime() + 1000),
      })
      .returning({ id: libraryHolds.id });

    await desk.request('/api/app/library/returns', { json: { barcode: out!.barcode.toUpperCase(), offline: false } });
    expect(await holdStatus(first.holdId)).toBe('READY');
    const cancelled = await teacher.request(`/api/app/library/holds/${String(first.holdId)}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(v.parse(HoldCancelledSchema, await cancelled.json()).message).toBe(M.holdCancelled);
    expect(await holdStatus(first.holdId)).toBe('CANCELLED');
    expect(await holdStatus(later!.id)).toBe('READY');
    expect(await copyStatus(out!.id)).toBe('ON_HOLD');
    expect((await teacher.request(`/api/app/library/holds/${String(first.holdId)}`, { method: 'DELETE' })).status).toBe(
      404,
    );

    time.advance(12 * DAY);
    const again = await signedIn('library_assistant');
    const list = v.parse(HoldListSchema, await (await again.request('/api/app/library/holds')).json());
    expect(list.ready.filter((r) => r.holdId === later!.id)).toEqual([]);
    expect(await holdStatus(later!.id)).toBe('EXPIRED');
    expect(await copyStatus(out!.id)).toBe('AVAILABLE');
  });
});
