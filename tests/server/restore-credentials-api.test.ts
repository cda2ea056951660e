import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { USER_NAMES_SENT } from '../../src/domain/auth/restore-credentials';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';

let database: TestDatabase;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let app: ReturnType<typeof testApp>['app'];

const restore = (target: ReturnType<typeof testApp>['app'], body: unknown) =>
  target.request('/api/auth/restoreCredentials', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  inbox = await startSmtpInbox();
  ({ app } = testApp(database.handle, { SMTP_URL: inbox.url, PUBLIC_URL: 'http://campus.test' }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

describe('forgot user name (§2 /restoreCredentials, POST {auth}/restoreCredentials)', () => {
  it('mails the user name registered with the address, whatever its case, with a link to reset the password', async () => {
    // A parent tries to register with the dean's address: refused, the address stays the dean's alone.
    const signUp = await new SessionClient(app).request('/api/auth/signup', {
      json: {
        username: 'dean.parent',
        email: 'dean@demo-college.edu.in',
        password: encryptPassword('Dean#Parent2026', 'campus-erp-demo-key'),
        role: ['parent'],
        instituteType: 'autonomous',
        eamcetCode: 'DEMO',
        collegeName: 'Demo College',
        affiliatedTo: '',
        fullName: 'Dean Parent',
        department: '',
      },
    });
    expect(signUp.status).toBe(409);

    const res = await restore(app, { email: ' Dean@Demo-College.EDU.in ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: USER_NAMES_SENT });
    const mail = await vi.waitFor(
      () => {
        const found = inbox.mails.find(
          (m) => m.to.includes('dean@demo-college.edu.in') && m.subject === 'Your Campus ERP user names',
        );
        if (!found) throw new Error('no mail yet');
        return found;
      },
      { timeout: 5000 },
    ); // mail goes after the answer; a busy machine takes more than the default second
    expect(mail.text).toMatch(/^\s+- dean \(/m);
    expect(mail.text).not.toContain('dean.parent');
    expect(mail.text).toContain('http://campus.test/ForgotPassword');
    expect(mail.text).not.toMatch(/password:|token=|Campus@2026|Dean#Parent2026/i);
    expect(inbox.mails.filter((m) => m.subject === 'Your Campus ERP user names')).toHaveLength(1);
  });

  it('answers an unknown address exactly the same and mails nothing', async () => {
    const before = inbox.mails.length;
    const res = await restore(app, { email: 'nobody@demo-college.edu.in' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: USER_NAMES_SENT });
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.mails.length).toBe(before);
  });

  it.each([
    [{}, 'Required'],
    [{ email: '   ' }, 'Required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ email: `${'a'.repeat(250)}@x.in` }, 'Invalid email'],
    [{ email: 42 }, 'Required'],
  ])('refuses %j with 400 %s', async (body, message) => {
    const res = await restore(app, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
  });

  it('answers 429 after MAIL_REQUEST_LIMIT requests for one e-mail address, known or not', async () => {
    const { app: limited } = testApp(database.handle, { SMTP_URL: inbox.url, MAIL_REQUEST_LIMIT: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await restore(limited, { email: 'ghost@demo-college.edu.in' })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const res = await restore(limited, { email: 'GHOST@demo-college.edu.in' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe('Too many attempts. Please wait a few minutes and try again.');
    // Another mailbox asked from the same client address is still served.
    expect((await restore(limited, { email: 'other@demo-college.edu.in' })).status).toBe(200);
  });

  it('is public: a signed-in user may ask too', async () => {
    const student = new SessionClient(app);
    await student.signIn('student', 'Campus@2026');
    expect(
      (await student.request('/api/auth/restoreCredentials', { json: { email: 'someone@example.com' } })).status,
    ).toBe(200);
  });

  it('never logs the e-mail address: not when mailing a known one, nor for an unknown, malformed or refused one', async () => {
    // Its own inbox and apps, whose log lines hold only what this test asked.
    const ownInbox = await startSmtpInbox();
    try {
      const { app: own, logLines: ownLines } = testApp(database.handle, {
        SMTP_URL: ownInbox.url,
        PUBLIC_URL: 'http://campus.test',
      });
      const { app: limited, logLines: limitedLines } = testApp(database.handle, {
        SMTP_URL: ownInbox.url,
        MAIL_REQUEST_LIMIT: '1',
      });
      expect((await restore(own, { email: ' Dean@Demo-College.EDU.in ' })).status).toBe(200);
      expect((await restore(own, { email: 'someone@example.com' })).status).toBe(200);
      expect((await restore(own, { email: 'not-an-email@' })).status).toBe(400);
      const refused = 'refused.once@example.org';
      expect((await restore(limited, { email: refused })).status).toBe(200);
      expect((await restore(limited, { email: refused })).status).toBe(429);
      // The dean's mail goes after the answer; its "mail sent" line is the last one the requests log.
      await vi.waitFor(
        () => {
          if (!ownInbox.mails.some((m) => m.to.includes('dean@demo-college.edu.in'))) throw new Error('no mail yet');
          if (!ownLines.some((l) => l.includes('mail sent'))) throw new Error('not logged yet');
        },
        { timeout: 5000 },
      );
      const joined = [...ownLines, ...limitedLines].join('\n').toLowerCase();
      expect(joined).toContain('mail sent');
      for (const secret of ['@demo-college.edu.in', 'someone@example.com', 'not-an-email@', refused])
        expect(joined).not.toContain(secret);
    } finally {
      await ownInbox.close();
    }
  });
});
