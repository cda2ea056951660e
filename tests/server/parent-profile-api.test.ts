import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { maskEmail } from '../../src/domain/parents/contact-mask';
import { PARENT_PROFILE_MESSAGES as M } from '../../src/domain/parents/messages';
import {
  ParentProfileAnswerSchema,
  ParentProfileSavedSchema,
  type ParentProfileAnswer,
} from '../../src/domain/parents/profile-answers';
import { DEMO_ROLL_NUMBER, ROLL_PREFIX } from '../support/demo-rolls';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let logLines: string[];

/** The demo student's own contacts, set here so the masks have something to hide. */
const STUDENT_MOBILE = '9876501234';
const STUDENT_EMAIL = `${ROLL_PREFIX.toLowerCase()}0501@demo-college.edu.in`;
const OTHER_ROLL = `${ROLL_PREFIX}0502`;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app, logLines } = testApp(database.handle));
  await database.handle.db.execute(
    `update students set mobile = '${STUDENT_MOBILE}', email = '${STUDENT_EMAIL}' where roll_no = '${DEMO_ROLL_NUMBER}'`,
  );
});
afterAll(async () => database?.drop());

async function signedIn(username: string, password = 'Campus@2026') {
  const client = new SessionClient(app);
  expect((await client.signIn(username, password)).status).toBe(200);
  return client;
}

/** Registers a parent through the public sign-up and signs them in: an account with no student linked. */
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
      fullName: 'Sita Devi',
      department: '',
      signInType: 'email',
      module: 'parent',
    },
  });
  expect(res.status).toBe(201);
  return signedIn(username, 'Parent#Home2026');
}

const read = async (client: SessionClient): Promise<ParentProfileAnswer> => {
  const res = await client.request('/api/app/parent/profile');
  expect(res.status).toBe(200);
  return v.parse(ParentProfileAnswerSchema, await res.json());
};
const save = (client: SessionClient, json: unknown) =>
  client.request('/api/app/parent/profile', { method: 'PUT', json });

const VALID = { fullName: 'Ravi Kumar', mobile: '9848012345', relation: 'Father', address: '1-2-3, Main Road\nGuntur' };

describe('My Profile (GET and PUT /api/app/parent/profile)', () => {
  it("reads the parent's details and the linked student's, the student's e-mail and mobile masked", async () => {
    const parent = await signedIn('parent');
    const res = await parent.request('/api/app/parent/profile');
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const text = await res.text();
    // The student's own contacts never leave the server in full.
    expect(text).not.toContain(STUDENT_MOBILE);
    expect(text).not.toContain(STUDENT_EMAIL);
    const answer = v.parse(ParentProfileAnswerSchema, JSON.parse(text));
    expect(answer.profile.username).toBe('parent');
    expect(answer.profile.email).not.toBe('');
    expect(answer.students).toHaveLength(1);
    const [child] = answer.students;
    expect(child).toMatchObject({
      rollNo: DEMO_ROLL_NUMBER,
      mobile: '******1234',
      email: maskEmail(STUDENT_EMAIL),
    });
    expect(child!.email).toMatch(/^\w\*\*\*@demo-college\.edu\.in$/);
    expect(child!.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const field of ['fullName', 'course', 'branch', 'batch', 'semesterName'] as const)
      expect(child![field], field).not.toBe('');
    expect(child!.semester).toBeGreaterThan(0);
  });

  it('saves the name, mobile (as pasted), relation and address; the e-mail stays the sign-in address', async () => {
    const parent = await signedIn('parent');
    const before = await read(parent);
    const res = await save(parent, { ...VALID, mobile: '+91 98480 12345', email: 'someone.else@example.com' });
    expect(res.status).toBe(200);
    expect(v.parse(ParentProfileSavedSchema, await res.json())).toEqual({
      message: M.saved,
      profile: { ...before.profile, ...VALID },
    });
    expect((await read(parent)).profile).toEqual({ ...before.profile, ...VALID });
    const account = await database.handle.db.execute<{ full_name: string; email: string }>(
      `select full_name, email from users where username = 'parent'`,
    );
    expect(account.rows[0]).toEqual({ full_name: 'Ravi Kumar', email: before.profile.email });
    // Saved again: one row per parent, updated in place.
    expect((await save(parent, { ...VALID, relation: 'Guardian', address: '' })).status).toBe(200);
    expect((await read(parent)).profile).toMatchObject({ relation: 'Guardian', address: '' });
    expect((await save(parent, VALID)).status).toBe(200);
    // Personal data is not logged.
    expect(logLines.join('\n')).not.toContain('9848012345');
  });

  it.each([
    ['a mobile of 5 digits', { mobile: '12345' }, M.mobileInvalid],
    ['a mobile starting with 5', { mobile: '5848012345' }, M.mobileInvalid],
    ['no mobile', { mobile: '  ' }, M.mobileRequired],
    ['a relation not offered', { relation: 'Uncle' }, M.relationRequired],
    ['no name', { fullName: ' ' }, M.nameRequired],
    ['markup in the name', { fullName: '<b>Ravi</b>' }, M.nameInvalid],
    ['a name of 101 letters', { fullName: 'R'.repeat(101) }, M.nameTooLong],
    ['markup in the address', { address: '<script>alert(1)</script>' }, M.addressInvalid],
    ['an address of 301 characters', { address: 'a'.repeat(301) }, M.addressTooLong],
  ])('refuses %s with 400 and its message, and changes nothing', async (_what, change, message) => {
    const parent = await signedIn('parent');
    const before = await read(parent);
    const res = await save(parent, { ...VALID, fullName: 'Someone Else', ...change });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await read(parent)).toEqual(before);
  });

  it('refuses a body that is not the profile with 400', async () => {
    const parent = await signedIn('parent');
    const before = await read(parent);
    expect((await save(parent, ['not', 'an', 'object'])).status).toBe(400);
    expect((await save(parent, {})).status).toBe(400);
    expect(await read(parent)).toEqual(before);
  });

  it('is for parents only: 401 signed out, 403 for a student and an administrator', async () => {
    const anonymous = new SessionClient(app);
    expect((await anonymous.request('/api/app/parent/profile')).status).toBe(401);
    expect((await save(anonymous, VALID)).status).toBe(401);
    for (const username of ['student', 'admin']) {
      const other = await signedIn(username);
      expect((await other.request('/api/app/parent/profile')).status, username).toBe(403);
      expect((await save(other, VALID)).status, username).toBe(403);
    }
  });

  it("shows a parent only the students linked to them: none for a new parent, never another parent's", async () => {
    const newcomer = await newParent('parent.profile');
    const fresh = await read(newcomer);
    expect(fresh.students).toEqual([]);
    // Nothing saved yet: the account's name and e-mail, the rest empty.
    expect(fresh.profile).toEqual({
      username: 'parent.profile',
      fullName: 'Sita Devi',
      email: 'parent.profile@example.com',
      mobile: '',
      relation: null,
      address: '',
    });
    // Linked to another student (as the code step would link them): that one only, and the demo parent does not see it.
    await database.handle.db.execute(
      `insert into parent_students (parent_user_id, student_id)
       select u.id, s.id from users u, students s where u.username = 'parent.profile' and s.roll_no = '${OTHER_ROLL}'`,
    );
    expect((await read(newcomer)).students.map((s) => s.rollNo)).toEqual([OTHER_ROLL]);
    expect((await read(await signedIn('parent'))).students.map((s) => s.rollNo)).toEqual([DEMO_ROLL_NUMBER]);
  });
});
