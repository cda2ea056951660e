import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NotificationsSchema } from '../../src/domain/dashboards/dashboard-data';
import { AllotmentPreviewSchema, MyApplicationSchema } from '../../src/domain/hostel/registration-answers';
import { BuildingGridSchema } from '../../src/domain/hostel/structure-answers';
import { NOTIFICATION_TEXTS } from '../../src/domain/menus/notification-texts';
import { hostelApplications, students, users } from '../../src/server/db/schema';
import { hostelDecisionMail } from '../../src/server/mail/hostel-mails';
import { mailI18n } from '../../src/server/mail/mail-i18n';
import { seededDatabase, type TestDatabase } from './support/databases';
import { applyFor, blocksOf, feesFor, freshStudents, thisYear } from './support/hostel-registration';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let outbox = '';
const db = () => database.handle.db;
const signIn = async (who: string) => {
  const client = new SessionClient(app);
  expect((await client.signIn(who, 'Campus@2026')).status).toBe(200);
  return client;
};
/** The mails written to the outbox for an address, parsed; the mails go in the background after the answer. */
const mailsTo = async (address: string) => {
  const files = existsSync(outbox) ? readdirSync(outbox) : [];
  const parsed = await Promise.all(files.map(async (f) => simpleParser(readFileSync(path.join(outbox, f)))));
  return parsed.filter((m) => m.to && !Array.isArray(m.to) && m.to.text.toLowerCase() === address.toLowerCase());
};
const mailTo = (address: string) =>
  vi.waitFor(
    async () => {
      const [mail] = await mailsTo(address);
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeout: 10_000, interval: 50 },
  );
const withEmail = async (studentId: number, email: string) =>
  db().update(students).set({ email }).where(eq(students.id, studentId));

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  const built = testApp(database.handle);
  app = built.app;
  outbox = path.join(built.config.dataDir, 'outbox');
}, 120_000);
afterAll(async () => database?.drop());

describe('telling hostel applicants what became of their applications', () => {
  it('mails a bed given by hand in the student’s language and shows it in their header', async () => {
    const incharge = await signIn('hostel_incharge');
    const student = await signIn('student');
    const [me] = await db()
      .select({ id: users.id, studentId: users.studentId })
      .from(users)
      .where(eq(users.username, 'student'));
    const [record] = await db()
      .select({ gender: students.gender, rollNo: students.rollNo, name: students.fullName })
      .from(students)
      .where(eq(students.id, me!.studentId!));
    // The student reads Telugu: their account chose it, and mail goes to the address of their account.
    await db().update(users).set({ language: 'te', email: 'hostel.student@example.com' }).where(eq(users.id, me!.id));
    await withEmail(me!.studentId!, 'hostel.student@example.com');
    const mine = v.parse(
      MyApplicationSchema,
      await (await student.request('/api/app/hostel/applications/mine')).json(),
    );
    if (mine.application && mine.application.status !== 'ALLOTTED')
      expect((await student.request('/api/app/hostel/applications/mine/withdraw', { json: {} })).status).toBe(200);
    expect(mine.application?.status).not.toBe('ALLOTTED');

    const { type, boys, girls } = await blocksOf(incharge, 'Notice test');
    await feesFor(incharge, type.id, 45_000_00);
    const applied = await student.request('/api/app/hostel/applications', {
      json: { preferences: [type.id], anyRoomType: false, reason: 'Home is 300 km away', distanceKm: 300 },
    });
    expect(applied.status).toBe(201);
    const [application] = await db()
      .select({ id: hostelApplications.id })
      .from(hostelApplications)
      .where(eq(hostelApplications.studentId, me!.studentId!))
      .orderBy(hostelApplications.id);
    const block = record!.gender === 'FEMALE' ? girls : boys;
    const grid = v.parse(
      BuildingGridSchema,
      await (await incharge.request(`/api/app/hostel/buildings/${String(block.id)}/grid`)).json(),
    );
    const room = grid.floors[0]!.rooms[0]!;
    const bed = room.beds[0]!;
    const allot = await incharge.request(`/api/app/hostel/applications/${String(application!.id)}/allot`, {
      json: { bedId: bed.id },
    });
    expect(allot.status, await allot.clone().text()).toBe(201);

    const mail = await mailTo('hostel.student@example.com');
    const expected = hostelDecisionMail(mailI18n('te'), 'hostel.student@example.com', 'Demo College', {
      name: record!.name,
      rollNo: record!.rollNo,
      academicYear: thisYear(),
      decision: {
        status: 'ALLOTTED',
        place: { block: block.name, room: room.number, bed: bed.label, roomType: type.name, feePaise: 45_000_00 },
      },
    });
    expect(mail.subject).toBe(expected.subject);
    expect(mail.text).toBe(expected.text);
    expect(mail.text).toContain(record!.rollNo);
    expect(mail.text).toContain(room.number);

    const { items } = v.parse(NotificationsSchema, await (await student.request('/api/app/getNotifications')).json());
    const hostel = items.find((i) => i.kind === 'hostel');
    expect(hostel).toMatchObject({
      title: NOTIFICATION_TEXTS.hostelAllotted,
      detail: `Your bed: ${block.name}, room ${room.number}, bed ${bed.label}`,
      to: '/app/Hostel/My Hostel',
    });
    // Other roles have no hostel notification.
    const staff = v.parse(NotificationsSchema, await (await incharge.request('/api/app/getNotifications')).json());
    expect(staff.items.some((i) => i.kind === 'hostel')).toBe(false);
  });

  it('mails a rejection with the reason, and the waiting list after an allotment by the rules', async () => {
    const incharge = await signIn('hostel_incharge');
    const [rejected, near] = await freshStudents(db(), 'MALE', 2);
    await withEmail(rejected!.id, 'rejected.applicant@example.com');
    await withEmail(near!.id, 'near.applicant@example.com');
    const { type } = await blocksOf(incharge, 'Waiting test');
    await feesFor(incharge, type.id, 40_000_00);

    const id = await applyFor(incharge, rejected!.id, { preferences: [type.id], distanceKm: 250 });
    const reject = await incharge.request(`/api/app/hostel/applications/${String(id)}`, {
      method: 'PATCH',
      json: { reject: 'Fees of last year unpaid' },
    });
    expect(reject.status).toBe(200);
    const refusal = await mailTo('rejected.applicant@example.com');
    expect(refusal.subject).toBe('Demo College: your hostel application');
    expect(refusal.text).toContain(`Your hostel application for ${thisYear()} was not accepted.`);
    expect(refusal.text).toContain('The hostel office’s reason: Fees of last year unpaid');

    // Living 1 km away, nearer than the college's minimum of 10 km: the rules put the applicant on the waiting list.
    const rules = await incharge.request('/api/app/hostel/allotment-rules', {
      method: 'PUT',
      json: {
        academicYear: thisYear(),
        minDistanceKm: 10,
        priority: [{ by: 'distance', descending: true }],
        reserved: {},
      },
    });
    expect(rules.status).toBe(200);
    await applyFor(incharge, near!.id, { preferences: [type.id], distanceKm: 1 });
    const preview = v.parse(
      AllotmentPreviewSchema,
      await (await incharge.request('/api/app/hostel/allotment/preview', { json: {} })).json(),
    );
    expect(preview.waiting.some((w) => w.rollNo === near!.rollNo && w.reason === 'TOO_NEAR')).toBe(true);
    const applied = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: preview.fingerprint },
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const waiting = await mailTo('near.applicant@example.com');
    expect(waiting.subject).toBe('Demo College: your hostel application is waitlisted');
    expect(waiting.text).toContain('You live nearer to the college than the distance the hostel admits from.');
    // A refused allotment tells nobody: the same preview applied again is stale.
    const again = await incharge.request('/api/app/hostel/allotment/apply', {
      json: { fingerprint: preview.fingerprint },
    });
    expect(again.status).toBe(409);
    expect(await mailsTo('near.applicant@example.com')).toHaveLength(1);
  });
});
