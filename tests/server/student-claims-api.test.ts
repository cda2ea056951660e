import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES } from '../../src/domain/alumni/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { CLAIM_MESSAGES as C } from '../../src/domain/auth/student-claim';
import { PARENT_MESSAGES as M } from '../../src/domain/parents/messages';
import type { ParentStudent } from '../../src/domain/parents/schemas';
import { seedDemoCollege } from '../../src/server/demo/college';
import { DEMO_DATE_OF_BIRTH, DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { startWebhookReceiver } from './support/webhook-receiver';
import { testApp, testClock } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from '../support/demo-rolls';

const HOUR = 60 * 60_000;
const STUDENT_MAIL = `${ROLL_PREFIX_LOWER}0501@demo-college.edu.in`;
let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: ReturnType<typeof testApp>['app'];
const time = testClock();
let addressNo = 0;

beforeAll(async () => {
  database = await freshDatabase('pglite');
  await seedDemoCollege(database.handle.db, {
    collegeCode: 'DEMO',
    collegeName: 'Demo College',
    demoAdmissions: { aadhaarKey: 'student-claims-test-key-01', now: new Date('2026-06-01T09:00:00Z') },
  });
  inbox = await startSmtpInbox();
  // The shipped limits; each client has an address of its own (behind the trusted proxy), as the attack had.
  ({ app } = testApp(
    database.handle,
    { SMTP_URL: inbox.url, TRUST_PROXY: '1' },
    { clock: time.clock, defaultLimits: true },
  ));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

/** A browser at its own address. */
function client(address = `203.0.113.${String(++addressNo)}`) {
  const session = new SessionClient(app);
  const request = session.request.bind(session);
  session.request = (path, init = {}) =>
    request(path, { ...init, headers: { ...init.headers, 'x-forwarded-for': address } });
  return session;
}

const signUp = (c: SessionClient, username: string) =>
  c.request('/api/auth/signup', {
    json: {
      username,
      email: `${username}@example.com`,
      password: encryptPassword('Parent#Home2026', 'campus-erp-demo-key'),
      role: ['parent'],
      instituteType: 'autonomous',
      eamcetCode: 'DEMO',
      collegeName: 'Demo College',
      affiliatedTo: '',
      fullName: 'Ravi Kumar',
      department: '',
      signInType: 'email',
      module: 'parent',
    },
  });

async function newParent(username: string) {
  const c = client();
  expect((await signUp(c, username)).status).toBe(201);
  expect(
    // Remember me: the tests move the clock by hours between one parent's calls.
    (
      await c.request('/api/auth/signin?module=Admin', {
        json: { username, password: 'Parent#Home2026', module: 'Admin', rememberMe: true },
      })
    ).status,
  ).toBe(200);
  return c;
}

const link = (c: SessionClient, dateOfBirth: string, code?: string, rollNo = DEMO_ROLL_NUMBER) =>
  c.request('/api/app/linkParentStudent', { json: { rollNo, dateOfBirth, ...(code === undefined ? {} : { code }) } });
const linked = async (c: SessionClient) =>
  ((await (await c.request('/api/app/getParentStudents')).json()) as { students: ParentStudent[] }).students;
const claimAlumni = (
  dateOfBirth: string,
  code?: string,
  rollNumber = DEMO_ROLL_NUMBER,
  email = 'attacker@example.com',
) =>
  client().request('/api/app/registerAlumniAccount', {
    json: {
      rollNumber,
      dateOfBirth,
      email,
      password: 'Alumni@2026',
      confirmPassword: 'Alumni@2026',
      ...(code ? { code } : {}),
    },
  });

const dateOfBirthOf = async (roll: string) =>
  (
    await database.handle.db.execute<{ d: string }>(
      `select date_of_birth::text as d from students where roll_no = '${roll}'`,
    )
  ).rows[0]!.d;

describe('each claimant has a code of their own', () => {
  it("keeps the first alumni claimant's code working when a second claimant asks for one", async () => {
    time.advance(2 * HOUR);
    const roll = `${ROLL_PREFIX}0505`;
    const dob = await dateOfBirthOf(roll);
    const mailbox = `${ROLL_PREFIX_LOWER}0505@demo-college.edu.in`;
    expect((await claimAlumni(dob, undefined, roll, 'first.claimant@example.com')).status).toBe(202);
    const first = await inbox.codeFor(mailbox);
    expect((await claimAlumni(dob, undefined, roll, 'second.claimant@example.com')).status).toBe(202);
    expect(await inbox.codeFor(mailbox, 1)).not.toBe('');
    const made = await claimAlumni(dob, first, roll, 'First.Claimant@example.com');
    expect(made.status).toBe(201);
  });

  it("counts the codes sent per claimant: one parent's five requests leave another parent's codes", async () => {
    time.advance(2 * HOUR);
    const roll = `${ROLL_PREFIX}0506`;
    const dob = await dateOfBirthOf(roll);
    const mailbox = `${ROLL_PREFIX_LOWER}0506@demo-college.edu.in`;
    const eager = await newParent('parent.eager');
    for (let i = 0; i < 5; i++) expect((await link(eager, dob, undefined, roll)).status).toBe(202);
    await inbox.codeFor(mailbox, 4); // all five have arrived
    const sixth = await link(eager, dob, undefined, roll);
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ message: C.tooManyCodes });
    // The same answer for a wrong date: the count says nothing about the date of birth.
    expect((await link(eager, '2000-01-01', undefined, roll)).status).toBe(429);

    const patient = await newParent('parent.patient');
    expect((await link(patient, dob, undefined, roll)).status).toBe(202);
    const code = await inbox.codeFor(mailbox, 5);
    expect((await link(patient, dob, code, roll)).status).toBe(201);
  });

  it('refuses an e-mail address already in use before any code is sent, with the e-mail message', async () => {
    time.advance(2 * HOUR);
    const roll = `${ROLL_PREFIX}0507`;
    const refused = await claimAlumni(await dateOfBirthOf(roll), undefined, roll, 'DEAN@demo-college.edu.in');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.duplicateEmail });
    const codes = await database.handle.db.execute<{ n: string }>(
      `select count(*)::text as n from student_claim_codes c join students s on s.id = c.student_id where s.roll_no = '${roll}'`,
    );
    expect(codes.rows[0]!.n).toBe('0');
  });
});

describe('a student identity takes more than a date of birth', () => {
  it('locks a roll number after 5 misses from 4 fresh parent accounts at 4 addresses, for linking and alumni accounts, for an hour', async () => {
    // Past the window and any lock of the roll numbers other tests used; only this test's mails are looked at.
    time.advance(HOUR);
    const mailsBefore = inbox.mails.length;
    const guessers = [
      await newParent('guess.a'),
      await newParent('guess.b'),
      await newParent('guess.c'),
      await newParent('guess.d'),
    ];
    const misses = ['2004-01-01', '2004-01-02', '2004-01-03', '2004-01-04', '2004-01-05'];
    for (const [i, day] of misses.entries()) expect((await link(guessers[i % 4]!, day)).status).toBe(202);

    // Even the right date of birth is refused now, from a fresh account and address too.
    const locked = await link(guessers[1]!, DEMO_DATE_OF_BIRTH);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({ message: C.rollLocked });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await link(await newParent('guess.e'), DEMO_DATE_OF_BIRTH)).status).toBe(429);
    const alumni = await claimAlumni(DEMO_DATE_OF_BIRTH);
    expect(alumni.status).toBe(429);
    expect((await alumni.json()).message).toBe(C.rollLocked);
    // Another roll number is not locked.
    expect((await link(guessers[0]!, '2004-01-01', undefined, `${ROLL_PREFIX}0502`)).status).toBe(202);
    expect(inbox.mails.slice(mailsBefore).filter((m) => m.to.includes(STUDENT_MAIL))).toEqual([]);

    time.advance(HOUR);
    const beforeFree = inbox.countTo(STUDENT_MAIL);
    const free = await link(guessers[2]!, DEMO_DATE_OF_BIRTH);
    expect(free.status).toBe(202);
    // Its code has arrived, so a later test asking the same student for a code never takes this one for its own.
    await inbox.codeFor(STUDENT_MAIL, beforeFree);
    for (const g of guessers) expect(await linked(g)).toEqual([]);
  });

  it('sends a code for the right date of birth and links nothing until the mailed code is entered; then the student is told', async () => {
    time.advance(HOUR);
    const parent = await newParent('parent.real');
    const before = inbox.countTo(STUDENT_MAIL);
    const asked = await link(parent, DEMO_DATE_OF_BIRTH);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ message: C.codeSent, sentTo: C.recordContact });
    expect(await linked(parent)).toEqual([]);
    const code = await inbox.codeFor(STUDENT_MAIL, before);

    const wrong = await link(parent, DEMO_DATE_OF_BIRTH, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe(C.codeWrong);
    // The code is bound to the parent account that asked for it.
    const other = await newParent('parent.other');
    expect((await (await link(other, DEMO_DATE_OF_BIRTH, code)).json()).message).toBe(C.codeExpired);
    // The code proves the student, but the date of birth must still match.
    expect((await (await link(parent, '2004-08-16', code)).json()).message).toBe(C.codeWrong);

    const done = await link(parent, DEMO_DATE_OF_BIRTH, code);
    expect(done.status).toBe(201);
    expect((await done.json()).message).toBe(M.linked);
    expect((await linked(parent)).map((s) => s.rollNo)).toEqual([DEMO_ROLL_NUMBER]);
    const told = await inbox.mailTo(STUDENT_MAIL, /parent account parent\.real was linked/);
    expect(told.subject).toBe('A parent account was linked to your roll number');

    // Used once: the same code again is refused.
    expect((await link(other, DEMO_DATE_OF_BIRTH, code)).status).toBe(400);
  });

  it('refuses an expired code, voids a code after 3 wrong tries, and counts wrong codes against the roll number', async () => {
    time.advance(HOUR);
    const roll = `${ROLL_PREFIX}0503`;
    const dob = (
      await database.handle.db.execute<{ d: string }>(
        `select date_of_birth::text as d from students where roll_no = '${roll}'`,
      )
    ).rows[0]!.d;
    const parent = await newParent('parent.slow');
    expect((await link(parent, dob, undefined, roll)).status).toBe(202);
    const code = await inbox.codeFor(`${ROLL_PREFIX_LOWER}0503@demo-college.edu.in`);
    time.advance(16 * 60_000);
    const expired = await link(parent, dob, code, roll);
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toBe(C.codeExpired);

    const sent = inbox.countTo(`${ROLL_PREFIX_LOWER}0503@demo-college.edu.in`);
    expect((await link(parent, dob, undefined, roll)).status).toBe(202);
    const fresh = await inbox.codeFor(`${ROLL_PREFIX_LOWER}0503@demo-college.edu.in`, sent);
    const wrongCode = fresh === '999999' ? '999998' : '999999';
    for (let i = 0; i < 3; i++)
      expect((await (await link(parent, dob, wrongCode, roll)).json()).message).toBe(C.codeWrong);
    expect((await (await link(parent, dob, fresh, roll)).json()).message).toBe(C.codeExpired);
    // 3 wrong codes and 2 wrong dates make 5 misses: the roll number is locked.
    const stranger = await newParent('parent.stranger');
    expect((await link(stranger, '2000-01-01', undefined, roll)).status).toBe(202);
    expect((await link(stranger, '2000-01-02', undefined, roll)).status).toBe(202);
    expect((await link(parent, dob, undefined, roll)).status).toBe(429);
  });

  it('makes an alumni account only with the code mailed to the student, and tells the student', async () => {
    time.advance(2 * HOUR);
    const roll = `${ROLL_PREFIX}0504`;
    const dob = (
      await database.handle.db.execute<{ d: string }>(
        `select date_of_birth::text as d from students where roll_no = '${roll}'`,
      )
    ).rows[0]!.d;
    // An address of its own: the account it makes would otherwise answer another test's claim with a duplicate.
    const email = 'alumni.claimant@example.com';
    const asked = await claimAlumni(dob, undefined, roll, email);
    expect(asked.status).toBe(202);
    expect((await asked.json()).sentTo).toBe(C.recordContact);
    expect(
      (
        await client().request('/api/auth/signin?module=Admin', {
          json: { username: `alumni.${ROLL_PREFIX_LOWER}0504`, password: 'Alumni@2026', module: 'Admin' },
        })
      ).status,
    ).toBe(401);
    const code = await inbox.codeFor(`${ROLL_PREFIX_LOWER}0504@demo-college.edu.in`);
    expect((await claimAlumni(dob, code === '123456' ? '654321' : '123456', roll, email)).status).toBe(400);
    const made = await claimAlumni(dob, code, roll, email);
    expect(made.status).toBe(201);
    expect((await made.json()).message).toBe(ALUMNI_MESSAGES.accountCreated(`alumni.${ROLL_PREFIX_LOWER}0504`));
    await inbox.mailTo(
      `${ROLL_PREFIX_LOWER}0504@demo-college.edu.in`,
      new RegExp(`alumni account alumni\\.${ROLL_PREFIX_LOWER}0504 was created`),
    );
    expect((await claimAlumni(dob, code, roll, email)).status).toBe(409);
  });

  it('limits anonymous sign-ups per client address (20 an hour) but not an administrator', async () => {
    time.advance(2 * HOUR);
    const campus = '198.51.100.7';
    for (let i = 0; i < 20; i++) expect((await signUp(client(campus), `nat.parent${String(i)}`)).status).toBe(201);
    const refused = await signUp(client(campus), 'nat.parent20');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: AUTH_MESSAGES.signUpsFromAddress });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signUp(client('198.51.100.8'), 'nat.elsewhere')).status).toBe(201);
    const admin = client(campus);
    expect(
      (
        await admin.request('/api/auth/signin?module=Admin', {
          json: { username: 'admin', password: 'Campus@2026', module: 'Admin' },
        })
      ).status,
    ).toBe(200);
    expect((await signUp(admin, 'made.by.admin')).status).toBe(201);
    time.advance(HOUR);
    expect((await signUp(client(campus), 'nat.parent21')).status).toBe(201);
  });

  it("sends a parent's code to the parent mobile on the admission form when SMS_URL is set, and by e-mail without it", async () => {
    time.advance(2 * HOUR);
    const [admitted] = (
      await database.handle.db.execute<{ roll: string; dob: string; email: string; father: string }>(
        `select s.roll_no as roll, s.date_of_birth::text as dob, s.email, a.details->>'fatherContactNo' as father
           from admissions a join students s on s.id = a.student_id
          where a.details->>'fatherContactNo' <> '' and s.email is not null order by s.roll_no limit 1`,
      )
    ).rows;
    expect(admitted).toBeDefined();
    const { roll, dob, email, father } = admitted!;

    // No SMS gateway: the code for the parent mobile goes to the student's e-mail.
    const byMail = await link(await newParent('parent.mailed'), dob, undefined, roll);
    expect(byMail.status).toBe(202);
    await inbox.codeFor(email);

    const gateway = await startWebhookReceiver();
    try {
      const withSms = testApp(
        database.handle,
        { SMTP_URL: inbox.url, SMS_URL: gateway.url, TRUST_PROXY: '1' },
        { clock: time.clock, defaultLimits: true },
      ).app;
      const parent = new SessionClient(withSms);
      expect((await signUp(parent, 'parent.texted')).status).toBe(201);
      expect(
        (
          await parent.request('/api/auth/signin?module=Admin', {
            json: { username: 'parent.texted', password: 'Parent#Home2026', module: 'Admin' },
          })
        ).status,
      ).toBe(200);
      const asked = await parent.request('/api/app/linkParentStudent', { json: { rollNo: roll, dateOfBirth: dob } });
      expect(asked.status).toBe(202);
      expect((await asked.json()).sentTo).toBe(C.recordContact);
      await gateway.waitFor(1);
      const text = gateway.bodies[0] as { to: string; text: string };
      expect(text.to).toBe(father);
      const code = text.text.match(/code (\d{6})/)![1]!;
      const done = await parent.request('/api/app/linkParentStudent', {
        json: { rollNo: roll, dateOfBirth: dob, code },
      });
      expect(done.status).toBe(201);
      await inbox.mailTo(email, /parent account parent\.texted was linked/);
    } finally {
      await gateway.close();
    }
  });
});
