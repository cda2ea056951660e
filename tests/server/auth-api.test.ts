import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { LANDING_BY_ROLE, LOGIN_ROLES, demoUserName, type Role } from '../../src/domain/auth/roles';
import { hashPassword } from '../../src/server/auth/password-hash';
import { passwordResets, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';
import { SESSION_MESSAGES } from '../../src/domain/auth/session-messages';
import { ROLL_PREFIX, ROLL_PREFIX_LOWER } from '../support/demo-rolls';

const DEMO = 'Campus@2026';
const KEY = 'campus-erp-demo-key';
/** A password that follows the Change Password rules and is on no common-passwords list. */
const RAVI = 'Ravi#Home2026';
let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: ReturnType<typeof testApp>['app'];
/** The stored hash of DEMO, made once for every account a test makes for itself. */
let demoHash: string;

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  demoHash = await hashPassword(DEMO);
  inbox = await startSmtpInbox();
  ({ app } = testApp(database.handle, { SMTP_URL: inbox.url, PUBLIC_URL: 'http://campus.test' }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

let accountsMade = 0;
/**
 * A new account, password DEMO, for the one test that changes it: the seeded accounts stay as seeded,
 * so every test sees the same data whatever runs before it. The name and e-mail address are new on every call.
 */
async function ownAccount(name: string, roles: Role[]) {
  const username = `${name}${++accountsMade}`;
  const email = `${username}@demo-college.edu.in`;
  const [row] = await database.handle.db
    .insert(users)
    .values({ username, email, fullName: `Own ${name}`, passwordHash: demoHash, roles })
    .returning({ id: users.id });
  return { id: row!.id, username, email };
}

describe('sign in (§2 login, §6 landing by first role)', () => {
  it.each(LOGIN_ROLES.map((role) => [demoUserName(role), role] as const))(
    'signs in %s and lands on the route of %s',
    async (username, role) => {
      const client = new SessionClient(app);
      const res = await client.signIn(username, DEMO);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.roles).toEqual([role]);
      expect(body.landing).toBe(LANDING_BY_ROLE[role]);
      // §2: the auth data's `new` flag enables Create User's button, for the administrator only.
      expect(body.new).toBe(role === 'ROLE_ADMIN' ? 'true' : 'false');
      expect(body.token).toBeUndefined();
    },
  );

  it('sets an HttpOnly SameSite=Strict session cookie of one day and a readable erpUser cookie', async () => {
    const client = new SessionClient(app);
    await client.signIn('admin', DEMO);
    const session = client.lastSetCookies.find((c) => c.startsWith('erp_session='))!;
    const erpUser = client.lastSetCookies.find((c) => c.startsWith('erpUser='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Strict/i);
    expect(erpUser).not.toMatch(/HttpOnly/i);
    const expires = new Date(session.match(/Expires=([^;]+)/i)![1]!).getTime();
    expect(Math.abs(expires - Date.now() - 86_400_000)).toBeLessThan(60_000);
    const user = JSON.parse(decodeURIComponent(client.cookies.get('erpUser')!));
    expect(user).toMatchObject({ username: 'admin', roles: ['ROLE_ADMIN'], fullName: 'Demo Admin' });
    expect(JSON.stringify(user)).not.toContain(client.cookies.get('erp_session')!);
  });

  it('keeps a Remember me session for 30 days', async () => {
    const client = new SessionClient(app);
    await client.signIn('faculty', DEMO, true);
    const session = client.lastSetCookies.find((c) => c.startsWith('erp_session='))!;
    const expires = new Date(session.match(/Expires=([^;]+)/i)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  it('accepts the e-mail address of an account in place of its user name', async () => {
    const res = await new SessionClient(app).signIn('Dean@Demo-College.edu.in', DEMO);
    expect(res.status).toBe(200);
    expect((await res.json()).username).toBe('dean');
  });

  it('accepts the user name in any case', async () => {
    expect((await new SessionClient(app).signIn('ADMIN', DEMO)).status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401 message', async () => {
    for (const [u, p] of [
      ['admin', 'wrong'],
      ['nobody', DEMO],
    ] as const) {
      const res = await new SessionClient(app).signIn(u, p);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Invalid user name or password' });
    }
  });

  it('needs both user name and password', async () => {
    const res = await new SessionClient(app).request('/api/auth/signin', { json: { username: 'admin', password: '' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please enter user name and password');
  });
});

describe('sessions', () => {
  it('answers 401 without a session whatever the erpUser cookie claims', async () => {
    const forged = JSON.stringify({ username: 'admin', roles: ['ROLE_ADMIN'] });
    const res = await app.request('/api/auth/me', { headers: { cookie: `erpUser=${encodeURIComponent(forged)}` } });
    expect(res.status).toBe(401);
    expect((await app.request('/api/auth/me', { headers: { cookie: 'erp_session=made-up' } })).status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const client = new SessionClient(app);
    await client.signIn('hod', DEMO);
    const cookie = client.cookies.get('erp_session')!;
    expect((await client.request('/api/auth/me')).status).toBe(200);
    await client.request('/api/auth/logout', { json: {} });
    expect((await app.request('/api/auth/me', { headers: { cookie: `erp_session=${cookie}` } })).status).toBe(401);
  });
});

describe('change password (§5, POST resetUserPasswords)', () => {
  const change = (client: SessionClient, body: Record<string, string>) =>
    client.request('/api/auth/resetUserPasswords', { json: body });

  it('applies the rules with the seed words and refuses another user name', async () => {
    const client = new SessionClient(app);
    await client.signIn('librarian_never', DEMO); // no such user: stays anonymous
    expect((await change(client, { username: 'x', oldpassword: 'a', newPassword: 'Abcdef1!' })).status).toBe(401);
    await client.signIn('dean', DEMO);
    expect(await (await change(client, { username: 'dean', oldpassword: DEMO, newPassword: 'short' })).json()).toEqual({
      message: 'Please Fill as per Instructions',
    });
    expect(await (await change(client, { username: 'dean', oldpassword: DEMO, newPassword: DEMO })).json()).toEqual({
      message: 'New password cannot be same as old password',
    });
    expect((await change(client, { username: 'admin', oldpassword: DEMO, newPassword: 'Other@2027' })).status).toBe(
      403,
    );
    expect(
      await (await change(client, { username: 'dean', oldpassword: 'Wrong@2026', newPassword: 'Other@2027' })).json(),
    ).toMatchObject({ status: 0 });
  });

  it('refuses a common new password such as Password@123 and keeps the old one', async () => {
    const client = new SessionClient(app);
    await client.signIn('hostel_incharge', DEMO);
    const res = await change(client, { username: 'hostel_incharge', oldpassword: DEMO, newPassword: 'Password@123' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );
    expect((await new SessionClient(app).signIn('hostel_incharge', DEMO)).status).toBe(200);
  });

  it('changes the password, ends every session of the user and accepts the new one', async () => {
    const { username } = await ownAccount('changing.principal', ['ROLE_PRINCIPAL']);
    const first = new SessionClient(app);
    const second = new SessionClient(app);
    await first.signIn(username, DEMO);
    await second.signIn(username, DEMO);
    const res = await change(first, { username, oldpassword: DEMO, newPassword: 'Principal@2027' });
    expect(await res.json()).toEqual({ status: 1, message: 'Your Password has been Successfully Updated' });
    expect((await second.request('/api/auth/me')).status).toBe(401);
    expect((await new SessionClient(app).signIn(username, DEMO)).status).toBe(401);
    expect((await new SessionClient(app).signIn(username, 'Principal@2027')).status).toBe(200);
  });
});

describe('forgot and reset password by mailed link', () => {
  it('mails a single-use link and answers the same whether or not the account exists', async () => {
    const { username, email } = await ownAccount('forgetful.chairman', ['ROLE_CHAIRMAN']);
    const known = await app.request('/api/auth/forgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const unknown = await app.request('/api/auth/forgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@demo-college.edu.in' }),
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const token = await inbox.tokenFor(email);
    expect(inbox.mails.some((m) => m.to.includes('nobody@'))).toBe(false);

    const reset = (password: string) =>
      new SessionClient(app).request('/api/auth/resetPassword', {
        json: { token, password, confirmPassword: password },
      });
    expect((await reset('Chairman@2027')).status).toBe(200);
    expect((await new SessionClient(app).signIn(username, 'Chairman@2027')).status).toBe(200);
    const reused = await reset('Again@2028x');
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toMatch(/invalid, used or expired/);
  });

  it("mails the link in the account's language, else in the language of the device that asked", async () => {
    const telugu = await ownAccount('telugu.reader', ['ROLE_CHAIRMAN']);
    await database.handle.db.update(users).set({ language: 'te' }).where(eq(users.id, telugu.id));
    const unchosen = await ownAccount('hindi.device', ['ROLE_CHAIRMAN']);
    const ask = (email: string, headers: Record<string, string> = {}) =>
      app.request('/api/auth/forgotPassword', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email }),
      });
    await ask(telugu.email, { 'accept-language': 'hi' });
    await ask(unchosen.email, { cookie: 'lang=hi' });
    const mailTo = (address: string) =>
      vi.waitFor(
        () => {
          const mail = inbox.mails.find((m) => m.to.includes(address));
          if (!mail) throw new Error('not mailed yet');
          return mail;
        },
        { timeout: 5000 },
      );
    const toTelugu = await mailTo(telugu.email);
    expect(toTelugu.subject).toBe('మీ Campus ERP పాస్‌వర్డ్‌ను రీసెట్ చేయండి');
    expect(toTelugu.text).toContain(`Campus ERP ఖాతా "${telugu.username}"`);
    expect(toTelugu.text).toMatch(/reset-password\?token=[\w-]{43}/);
    const toHindi = await mailTo(unchosen.email);
    expect(toHindi.subject).toBe('अपना Campus ERP पासवर्ड रीसेट करें');
    expect(toHindi.text).toContain(`नमस्ते Own hindi.device`);
  });

  // As the app asks: with an Idempotency-Key, so the request runs in a transaction the mailing outlives.
  const askForLink = (email: string) =>
    app.request('/api/auth/forgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ email }),
    });
  /** The newest link mailed to the address once it differs from `previous` (mail goes after the answer). */
  const newLinkFor = (email: string, previous?: string) =>
    vi.waitFor(
      async () => {
        const token = await inbox.tokenFor(email);
        if (token === previous) throw new Error('no new link yet');
        return token;
      },
      { timeout: 5000 },
    );
  const resetWith = (token: string, password: string) =>
    new SessionClient(app).request('/api/auth/resetPassword', { json: { token, password, confirmPassword: password } });

  it('refuses a common password on a reset link, which then still works for a good one', async () => {
    const { email } = await ownAccount('resetting.inventory', ['ROLE_INVENTORY']);
    await askForLink(email);
    const link = await newLinkFor(email);
    for (const common of ['Password@123', 'Qwerty@123']) {
      const res = await resetWith(link, common);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(
        'This password is too common and easy to guess. Please choose another one.',
      );
    }
    expect((await resetWith(link, 'Stock#Room2027')).status).toBe(200);
  });

  it('voids the earlier link when a new one is issued', async () => {
    const { username, email } = await ownAccount('twice.director', ['ROLE_DIRECTOR']);
    await askForLink(email);
    const first = await newLinkFor(email);
    await askForLink(email);
    const second = await newLinkFor(email, first);
    const stale = await resetWith(first, 'Director@2027');
    expect(stale.status).toBe(400);
    expect((await stale.json()).message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
    expect((await resetWith(second, 'Director@2027')).status).toBe(200);
    expect((await new SessionClient(app).signIn(username, 'Director@2027')).status).toBe(200);
  });

  it('voids a link issued before the password is changed', async () => {
    const { username, email } = await ownAccount('watchful.security', ['ROLE_SECURITY']);
    await askForLink(email);
    const link = await newLinkFor(email);
    const owner = new SessionClient(app);
    await owner.signIn(username, DEMO);
    const changed = await owner.request('/api/auth/resetUserPasswords', {
      json: { username, oldpassword: DEMO, newPassword: 'Night#Watch2027' },
    });
    expect(await changed.json()).toMatchObject({ status: 1 });
    expect((await resetWith(link, 'Taken#Over2027')).status).toBe(400);
    expect((await new SessionClient(app).signIn(username, 'Night#Watch2027')).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { id, username, email } = await ownAccount('late.alumni', ['ROLE_ALUMNI']);
    await app.request('/api/auth/forgotPassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    const token = await inbox.tokenFor(email);
    // Only this account's open link expires: links other tests hold stay as they are.
    await database.handle.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    const res = await new SessionClient(app).request('/api/auth/resetPassword', {
      json: { token, password: 'Alumni@2027', confirmPassword: 'Alumni@2027' },
    });
    expect(res.status).toBe(400);
    expect((await new SessionClient(app).signIn(username, DEMO)).status).toBe(200);
  });
});

describe('sign-up (§3 payload, §5 Create User rules)', () => {
  // An account no test makes: each test that makes one names its own.
  const payload = (over: Record<string, unknown> = {}) => ({
    username: 'parent.ravi',
    email: 'ravi@example.com',
    password: encryptPassword(RAVI, KEY),
    role: ['parent'],
    instituteType: 'autonomous',
    eamcetCode: 'DEMO',
    collegeName: 'Demo College',
    affiliatedTo: '',
    fullName: 'Ravi Kumar',
    department: '',
    signInType: 'email',
    module: 'erp',
    ...over,
  });
  const signUp = (client: SessionClient, body: unknown) => client.request('/api/auth/signup', { json: body });

  it('lets a parent register, then sign in with the decrypted password', async () => {
    const res = await signUp(
      new SessionClient(app),
      payload({ username: 'parent.registering', email: 'registering@example.com' }),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Your Registartion Was Successfully Completed' });
    expect((await new SessionClient(app).signIn('Parent.Registering', RAVI)).status).toBe(200);
  });

  it('refuses duplicates whatever the case, and staff roles without an administrator', async () => {
    const first = await signUp(
      new SessionClient(app),
      payload({ username: 'parent.twice', email: 'twice@example.com' }),
    );
    expect(first.status).toBe(201);
    const again = await signUp(
      new SessionClient(app),
      payload({ username: 'PARENT.TWICE', email: 'twice.again@example.com' }),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: SESSION_MESSAGES.signUpTaken });
    expect(
      (await signUp(new SessionClient(app), payload({ username: 'would.be.admin', role: ['admin'] }))).status,
    ).toBe(403);
  });

  it("makes the exam cell's account without the college's details, keeping the college profile's; a principal needs them", async () => {
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    const without = { eamcetCode: '', collegeName: '', instituteType: '', affiliatedTo: '' };
    const examCell = await signUp(
      admin,
      payload({ ...without, username: 'exam.cell.two', email: 'exams2@example.com', role: ['examination'] }),
    );
    expect(examCell.status).toBe(201);
    const [row] = await database.handle.db.select().from(users).where(eq(users.username, 'exam.cell.two'));
    expect(row).toMatchObject({ eamcetCode: 'DEMO', collegeName: 'Demo College', instituteType: null });
    const principal = await signUp(
      admin,
      payload({ ...without, username: 'principal.two', email: 'principal2@example.com', role: ['principal'] }),
    );
    expect(principal.status).toBe(400);
    expect((await principal.json()).message).toBe(AUTH_MESSAGES.selectInstituteType);
  });

  it("refuses an e-mail address another account has, whatever its case, so the dean's e-mail sign-in keeps working", async () => {
    const res = await signUp(
      new SessionClient(app),
      payload({ username: 'dean.parent', email: 'DEAN@demo-college.edu.in' }),
    );
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: SESSION_MESSAGES.signUpTaken });
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    const byAdmin = await signUp(
      admin,
      payload({ username: 'dean.copy', email: 'dean@Demo-College.edu.in', role: ['dean'] }),
    );
    expect(byAdmin.status).toBe(409);
    // An administrator is told which one is taken.
    expect(await byAdmin.json()).toEqual({ message: AUTH_MESSAGES.duplicateEmail });
    const dean = await new SessionClient(app).signIn('dean@demo-college.edu.in', DEMO);
    expect(dean.status).toBe(200);
    expect((await dean.json()).username).toBe('dean');
  });

  it('answers a taken user name and a taken e-mail the same, and mails the owner of the taken address', async () => {
    const owner = await ownAccount('taken.owner', ['ROLE_PARENT']);
    const byName = await signUp(
      new SessionClient(app),
      payload({ username: owner.username.toUpperCase(), email: `fresh.${owner.username}@example.com` }),
    );
    const byMail = await signUp(
      new SessionClient(app),
      payload({ username: `fresh.${owner.username}`, email: owner.email.toUpperCase() }),
    );
    expect([byName.status, byMail.status]).toEqual([409, 409]);
    expect(await byName.json()).toEqual(await byMail.json());
    const told = await inbox.mailTo(owner.email, /No account was created/);
    expect(told.subject).toBe('Someone tried to register with your e-mail address');
    expect(told.text).toContain(`sign in with the user name ${owner.username}`);
    expect(told.text).not.toContain(RAVI);
  });

  it('has the database refuse a second account with the same e-mail address in another case', async () => {
    const insert = (username: string, email: string) =>
      database.handle.db
        .insert(users)
        .values({ username, email, fullName: 'X', passwordHash: '!unset', roles: ['ROLE_PARENT'] });
    await expect(insert('sneaky.parent', 'Chairman@DEMO-college.edu.in')).rejects.toThrow();
    await insert('no.mail.one', '');
    await insert('no.mail.two', '');
  });

  it('lets the administrator create a Faculty user, who needs a department', async () => {
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    const missing = await signUp(admin, payload({ username: 'new.faculty', role: ['faculty'] }));
    expect((await missing.json()).message).toBe('Please select the department');
    const res = await signUp(
      admin,
      payload({
        username: 'new.faculty',
        email: 'new.faculty@example.com',
        role: ['faculty'],
        department: 'Computer Science and Engineering',
      }),
    );
    expect(res.status).toBe(201);
    const me = await (await new SessionClient(app).signIn('new.faculty', RAVI)).json();
    expect(me).toMatchObject({
      roles: ['ROLE_FACULTY'],
      program: 'Computer Science and Engineering',
      landing: '/Faculty Dashboard',
    });
  });

  it('holds a self sign-up to the Change Password rules and refuses common passwords, Create User included', async () => {
    const weak = await signUp(
      new SessionClient(app),
      payload({ username: 'weak.parent', email: 'weak@example.com', password: encryptPassword('secret1', KEY) }),
    );
    expect(weak.status).toBe(400);
    expect((await weak.json()).message).toBe('Please Fill as per Instructions');
    for (const common of ['password', 'Password@123', 'P@ssw0rd!', 'Welcome@2026']) {
      const res = await signUp(
        new SessionClient(app),
        payload({ username: 'weak.parent', email: 'weak@example.com', password: encryptPassword(common, KEY) }),
      );
      expect(res.status).toBe(400);
    }
    const common = await signUp(
      new SessionClient(app),
      payload({ username: 'weak.parent', email: 'weak@example.com', password: encryptPassword('Password@123', KEY) }),
    );
    expect((await common.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    const byAdmin = await signUp(
      admin,
      payload({
        username: 'weak.staff',
        email: 'weak.staff@example.com',
        role: ['admissions'],
        password: encryptPassword('password1', KEY),
      }),
    );
    expect(byAdmin.status).toBe(400);
    expect((await byAdmin.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );
    for (const username of ['weak.parent', 'weak.staff'])
      expect((await new SessionClient(app).signIn(username, 'Password@123')).status).toBe(401);
  });

  it.each([
    [{ username: 'ab' }, 'User Name should be minimum 3 characters'],
    [{ username: 'back`tick' }, 'User Name should be minimum 3 characters'],
    [{ email: 'not-an-email' }, 'Please enter valid Email Id'],
    [{ password: encryptPassword('12345', KEY) }, 'Password must be minimum 6 characters'],
    [{ password: 'plain-not-encrypted' }, 'The password could not be read. Please reload the page and try again.'],
    [{ role: ['principal'], instituteType: 'affiliated' }, 'Please enter the university the college is affiliated to'],
    [{ fullName: '<script>x</script>' }, 'Please Enter Text'],
  ])('rejects %j with %s and stores nothing', async (over, message) => {
    const res = await signUp(new SessionClient(app), payload({ username: 'another.parent', ...over }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect((await new SessionClient(app).signIn('another.parent', RAVI)).status).toBe(401);
  });
});

describe('create logins (§4, §7)', () => {
  const signUpAs = (client: SessionClient, over: Record<string, string>) =>
    client.request('/api/auth/signup', {
      json: {
        password: encryptPassword(RAVI, KEY),
        role: ['parent'],
        instituteType: 'autonomous',
        eamcetCode: 'DEMO',
        collegeName: 'Demo College',
        fullName: 'A Parent',
        ...over,
      },
    });

  it('creates student logins once, mailing each a link, and nothing twice', async () => {
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    // A parent signed up with one student's address first: that student's login is not made.
    const taken = await signUpAs(new SessionClient(app), {
      username: 'parent.of.0503',
      email: `${ROLL_PREFIX}0503@demo-college.edu.in`,
    });
    expect(taken.status).toBe(201);
    const before = inbox.mails.length;
    const first = await (await admin.request('/api/app/createStudentLogins', { json: {} })).json();
    expect(first).toMatchObject({ success: 'true' });
    expect(first.msg).toBe(
      'Created 300 student logins; each student was mailed a link to set a password. 1 were skipped because that user name or e-mail address is already taken.',
    );
    expect(inbox.mails.length - before).toBe(300);
    expect(inbox.mails.at(-1)!.text).not.toMatch(/password:/i);
    const second = await (await admin.request('/api/app/createStudentLogins', { json: {} })).json();
    expect(second.msg).toBe(
      'Created 0 student logins; each student was mailed a link to set a password. 1 were skipped because that user name or e-mail address is already taken.',
    );
    const token = await inbox.tokenFor(`${ROLL_PREFIX_LOWER}0502@demo-college.edu.in`);
    await new SessionClient(app).request('/api/auth/resetPassword', {
      json: { token, password: 'Student@2027', confirmPassword: 'Student@2027' },
    });
    const student = await (await new SessionClient(app).signIn(`${ROLL_PREFIX}0502`, 'Student@2027')).json();
    expect(student.landing).toBe('/app/Student');
  }, 180_000);

  it("needs Email or EmpCode for faculty: 'Please select either Email or EmpCode.'", async () => {
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    const res = await admin.request('/api/app/createFacultyLogins', { json: {} });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Please select either Email or EmpCode.');
    const made = await (
      await admin.request('/api/app/createFacultyLogins?considerMailOrEmpcode=empcode', { json: {} })
    ).json();
    // Every active faculty member but the two with demo logins (the teacher and the HoD).
    expect(made.msg).toMatch(/Created 32 faculty logins/);
    const again = await (
      await admin.request('/api/app/createFacultyLogins?considerMailOrEmpcode=email', { json: {} })
    ).json();
    expect(again.msg).toMatch(/already has a login/);
  }, 60_000);

  it('is refused to a student (403) and to anonymous callers (401)', async () => {
    const student = new SessionClient(app);
    await student.signIn('student', DEMO);
    expect((await student.request('/api/app/createStudentLogins', { json: {} })).status).toBe(403);
    expect((await app.request('/api/app/createStudentLogins', { method: 'POST' })).status).toBe(401);
  });
});

describe('departments (§6 HoD sees only their program)', () => {
  it('gives a HoD only their own department and the administrator all of them', async () => {
    const hod = new SessionClient(app);
    await hod.signIn('hod', DEMO);
    expect(await (await hod.request('/api/app/getProgram')).json()).toEqual([
      { departmentCreationPrimaryKey: { departmentName: 'Computer Science and Engineering' } },
    ]);
    const admin = new SessionClient(app);
    await admin.signIn('admin', DEMO);
    expect((await (await admin.request('/api/app/getProgram')).json()).length).toBe(7);
  });
});

describe('no secrets in logs', () => {
  it('never logs passwords, tokens or e-mail addresses', async () => {
    // Its own inbox and app, whose log lines hold only what this test asked, with an account of its own.
    const ownInbox = await startSmtpInbox();
    try {
      const { app: own, logLines } = testApp(database.handle, {
        SMTP_URL: ownInbox.url,
        PUBLIC_URL: 'http://campus.test',
      });
      const email = 'log.check.parent@example.org';
      const [first, second, third] = ['Log#Check2026', 'Log#Check2027', 'Log#Check2028'];
      const signUp = await new SessionClient(own).request('/api/auth/signup', {
        json: {
          username: 'log.check.parent',
          email,
          password: encryptPassword(first, KEY),
          role: ['parent'],
          instituteType: 'autonomous',
          eamcetCode: 'DEMO',
          collegeName: 'Demo College',
          affiliatedTo: '',
          fullName: 'Log Check',
          department: '',
        },
      });
      expect(signUp.status).toBe(201);
      expect((await new SessionClient(own).signIn('log.check.parent', 'Wrong#Guess2026')).status).toBe(401);
      const parent = new SessionClient(own);
      expect((await parent.signIn('log.check.parent', first)).status).toBe(200);
      const changed = await parent.request('/api/auth/resetUserPasswords', {
        json: { username: 'log.check.parent', oldpassword: first, newPassword: second },
      });
      expect(changed.status).toBe(200);
      const forgot = await own.request('/api/auth/forgotPassword', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(forgot.status).toBe(200);
      const token = await ownInbox.tokenFor(email);
      const reset = await new SessionClient(own).request('/api/auth/resetPassword', {
        json: { token, password: third, confirmPassword: third },
      });
      expect(reset.status).toBe(200);
      expect((await new SessionClient(own).signIn('log.check.parent', third)).status).toBe(200);
      // The link's mail goes after the answer: its "mail sent" line is there by now or soon.
      await vi.waitFor(
        () => {
          if (!logLines.some((l) => l.includes('mail sent'))) throw new Error('not logged yet');
        },
        { timeout: 5000 },
      );
      const joined = logLines.join('\n');
      for (const secret of [first, second, third, 'Wrong#Guess2026', email, token, 'token='])
        expect(joined).not.toContain(secret);
    } finally {
      await ownInbox.close();
    }
  });
});
