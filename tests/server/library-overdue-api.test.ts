import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeDay } from '../../src/domain/calendar/college-time';
import { NotificationsSchema } from '../../src/domain/dashboards/dashboard-data';
import { NOTIFICATION_TEXTS } from '../../src/domain/menus/notification-texts';
import { IssuedSchema, PatronCardSchema } from '../../src/domain/library/circulation-answers';
import { addDays } from '../../src/domain/library/loan-days';
import { filled } from '../../src/domain/library/messages';
import { OVERDUE_MESSAGES as M } from '../../src/domain/library/overdue';
import { OverdueListSchema, RemindersSentSchema } from '../../src/domain/library/overdue-answers';
import { academicYears, faculty, holidays, libraryReminders, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { availableCopies, deskCalls, ugStudents } from './support/library-desk';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DAY = 86_400_000;
// Tuesday 1 December 2026, 10:30 in Hyderabad.
const time = testClock(Date.parse('2026-12-01T05:00:00Z'));
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let outbox = '';
const db = () => database.handle.db;
const used: string[] = [];
const copies = async (n: number) => {
  const found = await availableCopies(db(), 'BOOK', n, used);
  used.push(...found);
  return found;
};
const signIn = async (who: string) => {
  const client = new SessionClient(app);
  expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
  return client;
};
/** Issued at a desk that was offline `daysAgo` days before the test clock's now: the loan is overdue now. */
const issuedLate = async (desk: ReturnType<typeof deskCalls>, patron: string, barcode: string, daysAgo: number) => {
  const occurredAt = new Date(time.clock().getTime() - daysAgo * DAY).toISOString();
  const res = await desk.issue(patron, barcode, { occurredAt, offline: true });
  expect(res.status, await res.clone().text()).toBe(201);
  return v.parse(IssuedSchema, await res.json()).loan;
};
const overdueList = async (client: SessionClient, query = '') => {
  const res = await client.request(`/api/app/library/overdue${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return v.parse(OverdueListSchema, await res.json());
};
const mailsTo = (address: string) =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
        .filter((m) => m.toLowerCase().includes(`to: ${address.toLowerCase()}`))
    : [];

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const built = testApp(database.handle, {}, { clock: time.clock });
  app = built.app;
  outbox = path.join(built.config.dataDir, 'outbox');
}, 120_000);
afterAll(async () => database?.drop());

describe('overdue loans for the library staff', () => {
  it('lists loans past their due day with the open days late and fine the desk counts, skipping holidays', async () => {
    const desk = deskCalls(await signIn('library_assistant'));
    const [first, second] = await ugStudents(db(), 2);
    const [older, newer] = await copies(2);
    const oldLoan = await issuedLate(desk, first!, older!, 30);
    const newLoan = await issuedLate(desk, second!, newer!, 20);
    const today = collegeDay(time.clock());

    // A holiday on a weekday after the older loan fell due: not a day late.
    let holiday = addDays(oldLoan.dueOn, 1);
    while (new Date(`${holiday}T00:00:00Z`).getUTCDay() === 0) holiday = addDays(holiday, 1);
    const [year] = await db().select({ id: academicYears.id }).from(academicYears).limit(1);
    await db()
      .insert(holidays)
      .values({ date: holiday, name: 'Overdue test holiday', academicYearId: year!.id })
      .onConflictDoNothing();
    const closedDays = new Set((await db().select({ date: holidays.date }).from(holidays)).map((h) => h.date));
    const openDaysAfter = (due: string, skipHolidays: boolean) => {
      let n = 0;
      for (let d = addDays(due, 1); d <= today; d = addDays(d, 1))
        if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 0 && !(skipHolidays && closedDays.has(d))) n += 1;
      return n;
    };

    const staff = await signIn('library_assistant');
    const list = await overdueList(staff, '?category=UG_STUDENT');
    expect(list.today).toBe(today);
    const mine = list.loans.find((l) => l.loanId === oldLoan.id);
    expect(mine).toMatchObject({
      accessionNo: oldLoan.accessionNo,
      title: oldLoan.title,
      dueOn: oldLoan.dueOn,
      patron: { code: first, category: 'UG_STUDENT', kind: 'STUDENT' },
      remindedOn: null,
    });
    expect(mine!.lateDays).toBe(openDaysAfter(oldLoan.dueOn, true));
    expect(mine!.lateDays).toBeLessThan(openDaysAfter(oldLoan.dueOn, false));
    // The same days and fine as the desk shows on the patron's card.
    const card = v.parse(PatronCardSchema, await (await desk.card(first!)).json());
    const atDesk = card.loans.find((l) => l.id === oldLoan.id)!;
    expect([mine!.lateDays, mine!.finePaise]).toEqual([atDesk.lateDays, atDesk.finePaise]);
    expect(mine!.finePaise).toBe(mine!.lateDays * 100);

    // Most late first by default; the newest due first on asking.
    const dueDays = list.loans.map((l) => l.dueOn);
    expect(dueDays).toEqual([...dueDays].sort());
    const byDue = await overdueList(staff, '?category=UG_STUDENT&order=due');
    expect(byDue.loans.map((l) => l.dueOn)).toEqual([...dueDays].sort().reverse());
    const ids = list.loans.map((l) => l.loanId);
    expect(ids.indexOf(oldLoan.id)).toBeLessThan(ids.indexOf(newLoan.id));
    expect(list.pages).toBe(Math.max(1, Math.ceil(list.total / 25)));

    // Another category's list leaves them out; a page past the end is empty.
    const staffOnly = await overdueList(staff, '?category=FACULTY');
    expect(staffOnly.loans.map((l) => l.loanId)).not.toContain(oldLoan.id);
    expect((await overdueList(staff, `?page=${String(list.pages + 1)}`)).loans).toEqual([]);
  });

  it('mails each overdue patron once a college day, counting those without an address and those already reminded', async () => {
    const desk = deskCalls(await signIn('library_assistant'));
    // The teacher of the faculty login (to read their notifications), and another without an address.
    const [login] = await db().select({ id: users.facultyId }).from(users).where(eq(users.username, 'faculty'));
    const teachers = await db()
      .select({ id: faculty.id, code: faculty.empCode, email: faculty.email })
      .from(faculty)
      .where(eq(faculty.status, 'Active'))
      .orderBy(sql`${faculty.id} = ${login!.id!} desc`, asc(faculty.id))
      .limit(2);
    const [withMail, withoutMail] = teachers;
    expect(withMail!.id).toBe(login!.id);
    await db()
      .update(faculty)
      .set({ email: `overdue.reminder.${String(withMail!.id)}@example.in` })
      .where(eq(faculty.id, withMail!.id));
    // A teacher's e-mail is required on record, but may be left blank.
    await db().update(faculty).set({ email: '' }).where(eq(faculty.id, withoutMail!.id));
    const address = `overdue.reminder.${String(withMail!.id)}@example.in`;
    // The teacher's account reads the app in Telugu: the reminder is written in it.
    await db().update(users).set({ email: address, language: 'te' }).where(eq(users.username, 'faculty'));
    const [a, b, c] = await copies(3);
    const loanA = await issuedLate(desk, withMail!.code, a!, 45);
    const loanB = await issuedLate(desk, withMail!.code, b!, 40);
    await issuedLate(desk, withoutMail!.code, c!, 45);

    const staff = await signIn('library_incharge');
    const send = () => staff.request('/api/app/library/overdue/reminders', { json: { category: 'FACULTY' } });
    const res = await send();
    expect(res.status, await res.clone().text()).toBe(200);
    const sent = v.parse(RemindersSentSchema, await res.json());
    expect(sent).toEqual({
      message: filled(M.remindersSent, { mailed: 1, skipped: 1, already: 0 }),
      mailed: 1,
      skipped: 1,
      alreadyToday: 0,
    });
    await expect.poll(() => mailsTo(address).length).toBe(1);
    const mail = await simpleParser(mailsTo(address)[0]!);
    expect(mail.subject).toBe('గడువు దాటిన గ్రంథాలయ పుస్తకాలు: 2');
    expect(mail.text).toContain('ఈ గ్రంథాలయ పుస్తకాల గడువు తేదీ దాటిపోయింది:');
    expect(mail.text).toContain(`(అక్సెషన్ ${loanA.accessionNo})`);
    expect(mail.text).toContain(`(అక్సెషన్ ${loanB.accessionNo})`);

    const again = v.parse(RemindersSentSchema, await (await send()).json());
    expect(again).toMatchObject({ mailed: 0, skipped: 1, alreadyToday: 1 });
    expect(again.message).toBe(filled(M.remindersNone, { mailed: 0, skipped: 1, already: 1 }));
    const list = await overdueList(staff, '?category=FACULTY');
    expect(list.loans.find((l) => l.loanId === loanA.id)?.remindedOn).toBe(collegeDay(time.clock()));
    const rows = await db()
      .select({ on: libraryReminders.remindedOn })
      .from(libraryReminders)
      .where(inArray(libraryReminders.facultyId, [withMail!.id, withoutMail!.id]));
    expect(rows).toHaveLength(1);
    // The reminded teacher sees it in the header too, linking to My Loans.
    const teacher = await signIn('faculty');
    const notes = v.parse(NotificationsSchema, await (await teacher.request('/api/app/getNotifications')).json());
    expect(notes.items.find((n) => n.id.startsWith('library:overdue:'))).toMatchObject({
      kind: 'library',
      to: '/app/Library/My Loans',
      detail: filled(NOTIFICATION_TEXTS.libraryOverdueDetail, { count: 2 }),
    });

    // The next college day they are reminded again.
    time.advance(DAY);
    const nextDay = await signIn('library_assistant');
    const next = v.parse(
      RemindersSentSchema,
      await (await nextDay.request('/api/app/library/overdue/reminders', { json: { category: 'FACULTY' } })).json(),
    );
    expect(next).toMatchObject({ mailed: 1, skipped: 1, alreadyToday: 0 });
    await expect.poll(() => mailsTo(address).length).toBe(2);
  });

  it('refuses a patron and bad input, and changes nothing', async () => {
    const reminders = async () => (await db().select({ id: libraryReminders.id }).from(libraryReminders)).length;
    const before = await reminders();
    const student = await signIn('student');
    expect((await student.request('/api/app/library/overdue')).status).toBe(403);
    expect((await student.request('/api/app/library/overdue/reminders', { json: {} })).status).toBe(403);
    const staff = await signIn('library_assistant');
    for (const query of ['?category=ALUMNI', '?order=name', '?page=0', '?page=x'])
      expect((await staff.request(`/api/app/library/overdue${query}`)).status, query).toBe(400);
    const bad = await staff.request('/api/app/library/overdue/reminders', { json: { category: 'EVERYONE' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(M.remindersInvalid);
    expect(await reminders()).toBe(before);
  });
});
