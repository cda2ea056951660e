import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { CLAIM_MESSAGES as C } from '../../src/domain/auth/student-claim';
import { LINK_ATTEMPT_LIMIT, PARENT_MESSAGES as M } from '../../src/domain/parents/messages';
import type { ParentStudent } from '../../src/domain/parents/schemas';
import type { ResultSheet } from '../../src/domain/results/result-sheet';
import { DEMO_DATE_OF_BIRTH, DEMO_ROLL_NUMBER } from '../support/demo-rolls';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from '../support/demo-rolls';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  inbox = await startSmtpInbox();
  ({ app } = testApp(database.handle, { SMTP_URL: inbox.url }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

/** Registers a parent through the public sign-up (§3 payload) and signs them in. */
async function newParent(username: string) {
  const client = new SessionClient(app);
  const res = await client.request('/api/auth/signup', {
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
  expect(res.status).toBe(201);
  expect((await client.signIn(username, 'Parent#Home2026')).status).toBe(200);
  return client;
}

const linked = async (client: SessionClient) =>
  ((await (await client.request('/api/app/getParentStudents')).json()) as { students: ParentStudent[] }).students;
const link = (client: SessionClient, rollNo: string, dateOfBirth: string, code?: string) =>
  client.request('/api/app/linkParentStudent', { json: { rollNo, dateOfBirth, code } });
/** Both steps: roll number and date of birth (202, a code mailed to the student), then the same with the mailed code. */
async function linkWithCode(client: SessionClient, rollNo: string, dateOfBirth: string) {
  const mailbox = `${rollNo.toLowerCase()}@demo-college.edu.in`;
  const before = inbox.countTo(mailbox);
  const asked = await link(client, rollNo, dateOfBirth);
  if (asked.status !== 202) return asked;
  return link(client, rollNo, dateOfBirth, await inbox.codeFor(mailbox, before));
}

describe('parent dashboard calls (link by roll number and date of birth)', () => {
  it(`gives every seeded student a date of birth, ${ROLL_PREFIX}0501 the documented one and an e-mail`, async () => {
    const missing = await database.handle.db.execute<{ n: string }>(
      'select count(*)::text as n from students where date_of_birth is null',
    );
    expect(missing.rows[0]!.n).toBe('0');
    const demo = await database.handle.db.execute<{ d: string }>(
      `select date_of_birth::text as d from students where roll_no = '${DEMO_ROLL_NUMBER}'`,
    );
    expect(demo.rows[0]!.d).toBe(DEMO_DATE_OF_BIRTH);
    // The link's one-time code goes to this address, so the demo works end to end.
    const mail = await database.handle.db.execute<{ e: string }>(
      `select email as e from students where roll_no = '${DEMO_ROLL_NUMBER}'`,
    );
    expect(mail.rows[0]!.e).toBe(`${ROLL_PREFIX_LOWER}0501@demo-college.edu.in`);
  });

  it('answers a wrong date of birth as it answers the right one and links nothing; the right one links and shows the results', async () => {
    const parent = await newParent('parent.one');
    const wrong = await link(parent, DEMO_ROLL_NUMBER, '2004-08-16');
    expect(wrong.status).toBe(202);
    expect(await wrong.json()).toEqual({ message: C.codeSent, sentTo: C.recordContact });
    expect(await linked(parent)).toEqual([]);
    const unknownRoll = await link(parent, `${ROLL_PREFIX}0599`, DEMO_DATE_OF_BIRTH);
    expect(await unknownRoll.json()).toEqual({ message: C.codeSent, sentTo: C.recordContact });
    // Any code with a wrong date of birth is the same refusal as a wrong code.
    expect((await (await link(parent, DEMO_ROLL_NUMBER, '2004-08-16', '123456')).json()).message).toBe(C.codeWrong);

    const right = await linkWithCode(
      parent,
      `${ROLL_PREFIX_LOWER}0501`,
      DEMO_DATE_OF_BIRTH.split('-').reverse().join('-'),
    );
    expect(right.status).toBe(201);
    const students = ((await right.json()) as { students: ParentStudent[] }).students;
    expect(students.map((s) => s.rollNo)).toEqual([DEMO_ROLL_NUMBER]);
    expect(students[0]!.exams).toHaveLength(3);
    // The numbers are the public result sheet's (§3: its sgpa is what the sheet labels CGPA).
    const latest = students[0]!.exams[0]!;
    const sheet = (await (
      await app.request(
        `/api/app/getExamResultByRollNoView?rollNo=${DEMO_ROLL_NUMBER}&examTitle=${encodeURIComponent(latest.examTitle)}`,
      )
    ).json()) as ResultSheet;
    expect(latest).toMatchObject({
      sgpa: sheet.listofRecords[0]!.sgpa,
      earnedCredits: sheet.earnedCredits,
      passCount: sheet.passCount,
      failCount: sheet.failCount,
    });
    expect(students[0]!.fullName).toBe(sheet.studentName);
    expect((await link(parent, DEMO_ROLL_NUMBER, DEMO_DATE_OF_BIRTH)).status).toBe(409);
    expect(await linked(parent)).toHaveLength(1);
  });

  it(`stops a parent account guessing after ${LINK_ATTEMPT_LIMIT} misses, even with the right date, and keeps others working`, async () => {
    const guesser = await newParent('parent.guesser');
    for (let day = 1; day <= LINK_ATTEMPT_LIMIT; day++)
      expect((await link(guesser, DEMO_ROLL_NUMBER, `2004-01-${String(day).padStart(2, '0')}`)).status).toBe(202);
    const stopped = await link(guesser, DEMO_ROLL_NUMBER, DEMO_DATE_OF_BIRTH);
    expect(stopped.status).toBe(429);
    expect((await stopped.json()).message).toBe(M.tooManyAttempts);
    expect(await linked(guesser)).toEqual([]);
    const other = await newParent('parent.other');
    expect((await linkWithCode(other, DEMO_ROLL_NUMBER, DEMO_DATE_OF_BIRTH)).status).toBe(201);
  });

  it("answers 'Please enter Roll Number' and the date messages with 400", async () => {
    const parent = await newParent('parent.typo');
    const res = await link(parent, '', '2004-08-15');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter Roll Number');
    expect((await (await link(parent, DEMO_ROLL_NUMBER, '2004-02-30')).json()).message).toBe(M.dateOfBirthInvalid);
  });

  it('is for parents only: 401 anonymous, 403 for another role; the demo parent follows the demo roll number', async () => {
    expect((await new SessionClient(app).request('/api/app/getParentStudents')).status).toBe(401);
    expect((await link(new SessionClient(app), DEMO_ROLL_NUMBER, DEMO_DATE_OF_BIRTH)).status).toBe(401);
    const student = new SessionClient(app);
    expect((await student.signIn('student', 'Campus@2026')).status).toBe(200);
    expect((await student.request('/api/app/getParentStudents')).status).toBe(403);
    expect((await link(student, DEMO_ROLL_NUMBER, DEMO_DATE_OF_BIRTH)).status).toBe(403);
    const demoParent = new SessionClient(app);
    const signIn = await demoParent.signIn('parent', 'Campus@2026');
    expect((await signIn.json()).landing).toBe('/app/Parent Dashboard');
    expect((await linked(demoParent)).map((s) => s.rollNo)).toEqual([DEMO_ROLL_NUMBER]);
  });
});
