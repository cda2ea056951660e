import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissions, students, users } from '../../src/server/db/schema';
import { admissionPayload } from './support/admission-client';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

const DEMO = 'Campus@2026';
const REFUSED = {
  message: 'This request came from another site or page and was refused. Please use the Campus ERP app itself.',
};
/** What a browser sends with a form that a page on another port of the campus host (same site) submits to the app. */
const OTHER_PORT = {
  origin: 'http://127.0.0.1:9999',
  'sec-fetch-site': 'same-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
/** The same form on a page of another site. */
const OTHER_SITE = {
  origin: 'https://attacker.example',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};
/** An <img> on a page of another site: no Origin, no CORS. */
const IMG_ELSEWHERE = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' };
/** The app's own fetch. */
const SAME_ORIGIN = {
  origin: 'http://localhost',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

let database: TestDatabase;
let app: Hono;
let clerk: SessionClient;
let admin: SessionClient;

const cookieOf = (client: SessionClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

/** The admission form's multipart post (JSON part applicationFormData), as a page elsewhere can build it. */
function admissionForm(data: unknown) {
  const form = new FormData();
  form.set('applicationFormData', JSON.stringify(data));
  return form;
}
const postAdmission = (client: SessionClient, data: unknown, headers: Record<string, string>) =>
  app.request('/api/app/saveApplicationFormData', {
    method: 'POST',
    body: admissionForm(data),
    headers: { ...headers, cookie: cookieOf(client) },
  });
const nameOf = async (adminNo: string) =>
  (await database.handle.db.select({ name: students.fullName }).from(students).where(eq(students.rollNo, adminNo)))[0]
    ?.name;
const facultyLogins = async () =>
  Number(
    (
      await database.handle.db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(sql`${users.roles} @> array['ROLE_FACULTY']::text[]`)
    )[0]!.n,
  );

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle, { PUBLIC_URL: 'https://erp.college.test' }));
  clerk = new SessionClient(app);
  admin = new SessionClient(app);
  expect((await clerk.signIn('admissions', DEMO)).status).toBe(200);
  expect((await admin.signIn('admin', DEMO)).status).toBe(200);
}, 300_000);
afterAll(async () => database?.drop());

describe('a form from another origin changes nothing (403)', () => {
  it.each([
    ['another port of the campus host', OTHER_PORT],
    ['another site', OTHER_SITE],
  ])('modifying an admission from %s', async (_from, headers) => {
    const made = await postAdmission(clerk, admissionPayload(), SAME_ORIGIN);
    expect(made.status).toBe(201);
    const { adminNo } = (await made.json()) as { adminNo: string };
    const record = {
      ...admissionPayload(),
      adminNo,
      name: 'Changed By Another Page',
      editedAadharNumber: admissionPayload().aadharNo,
    };
    const forged = await postAdmission(clerk, record, headers);
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(REFUSED);
    expect(await nameOf(adminNo)).toBe('Ravi Kumar');
    await database.handle.db.delete(admissions).where(eq(admissions.adminNo, adminNo));
  });

  it.each([
    ['another port of the campus host', OTHER_PORT],
    ['another site', OTHER_SITE],
  ])('creating faculty logins or signing the user out from %s', async (_from, headers) => {
    const before = await facultyLogins();
    const create = await app.request('/api/app/createFacultyLogins?considerMailOrEmpcode=empcode', {
      method: 'POST',
      body: new URLSearchParams({ go: '1' }),
      headers: { ...headers, cookie: cookieOf(admin) },
    });
    expect(create.status).toBe(403);
    expect(await facultyLogins()).toBe(before);
    const logout = await app.request('/api/auth/logout', {
      method: 'POST',
      body: 'x',
      headers: { ...headers, 'content-type': 'text/plain', cookie: cookieOf(admin) },
    });
    expect(logout.status).toBe(403);
    expect(logout.headers.getSetCookie()).toEqual([]);
    expect((await admin.request('/api/auth/me')).status).toBe(200);
  });

  it('refuses a write whose only mark is a foreign Origin (a browser without Sec-Fetch-Site)', async () => {
    const res = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:9999', cookie: cookieOf(admin) },
    });
    expect(res.status).toBe(403);
    expect((await admin.request('/api/auth/me')).status).toBe(200);
  });
});

describe('the app itself, other servers and tools keep working', () => {
  it('accepts the same-origin call, a call with the public address as Origin, and a call with neither header', async () => {
    const sameOrigin = new SessionClient(app);
    await sameOrigin.signIn('faculty', DEMO);
    expect((await sameOrigin.request('/api/auth/logout', { method: 'POST', headers: SAME_ORIGIN })).status).toBe(200);
    // Behind a proxy the request reaches the server under another address: PUBLIC_URL is the page's origin.
    const proxied = new SessionClient(app);
    expect(
      (
        await proxied.request('/api/auth/signin', {
          json: { username: 'faculty', password: DEMO, module: 'Admin' },
          headers: { origin: 'https://erp.college.test', 'sec-fetch-site': 'same-site' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await proxied.request('/api/auth/logout', { method: 'POST', headers: { origin: 'https://erp.college.test' } }))
        .status,
    ).toBe(200);
    // curl, a script, another server: no Origin, no Sec-Fetch-Site.
    const tool = new SessionClient(app);
    await tool.signIn('faculty', DEMO);
    expect((await tool.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
    // A link typed or opened from a mail: Sec-Fetch-Site none.
    expect(
      (
        await app.request('/api/app/getCollegeName', {
          headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
        })
      ).status,
    ).toBe(200);
  });

  it("lets the payment gateway's webhook through from any origin: it only names a charge the server then asks the gateway about", async () => {
    const res = await app.request('/api/app/feePaymentWebhook', {
      method: 'POST',
      body: 'uuid=x',
      headers: { ...OTHER_SITE, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'A charge with a uuid is expected' });
  });

  it("refuses another site's form posted to the sandbox gateway's payment page, which only its own page posts", async () => {
    const { app: withSandbox } = testApp(database.handle, { PAYMENT_SANDBOX: '1' });
    const pay = (headers: Record<string, string>) =>
      withSandbox.request('/sandbox-gateway/pay/no-such-charge', {
        method: 'POST',
        body: 'option=CANCEL',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await pay(OTHER_SITE)).status).toBe(403);
    expect(
      (
        await pay({
          origin: 'http://localhost',
          'sec-fetch-site': 'same-origin',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
        })
      ).status,
    ).toBe(404);
  });

  it('answers a link to the API followed from another site, but not the API call of a script or an embed there', async () => {
    const { origin: _none, ...link } = OTHER_SITE;
    expect((await app.request('/api/app/getCollegeName', { headers: link })).status).toBe(200);
    expect(
      (
        await app.request('/api/app/getCollegeName', {
          headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
        })
      ).status,
    ).toBe(403);
    expect((await app.request('/api/app/getCollegeName', { headers: IMG_ELSEWHERE })).status).toBe(403);
    expect(
      (await app.request('/api/app/getCollegeName', { headers: { ...IMG_ELSEWHERE, 'sec-fetch-site': 'same-site' } }))
        .status,
    ).toBe(403);
    expect(
      (
        await app.request('/api/app/getCollegeName', {
          headers: { ...IMG_ELSEWHERE, 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('<img> tags on another page cannot lock a shared campus address out', () => {
  /** The app with the shipped default limits, behind a proxy so a test can say which address calls. */
  const campusApp = () =>
    testApp(database.handle, { TRUST_PROXY: '1' }, { clock: testClock().clock, defaultLimits: true }).app;
  const campus = { 'x-forwarded-for': '10.20.0.1' };

  it('GET unlockSignIn is no call (the unlock is a POST); 205 unlock <img>s with bad tokens leave sign-in open to the address', async () => {
    const limited = campusApp();
    const token = 'x'.repeat(43);
    expect((await limited.request(`/api/auth/unlockSignIn?token=${token}`)).status).toBe(404);
    for (let i = 0; i < 205; i++) {
      const res = await limited.request(`/api/auth/unlockSignIn?token=${token}${i}`, {
        headers: { ...campus, ...IMG_ELSEWHERE },
      });
      expect([403, 404]).toContain(res.status);
    }
    const signIn = await limited.request('/api/auth/signin', {
      method: 'POST',
      headers: { ...campus, ...SAME_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'faculty', password: DEMO, module: 'Admin' }),
    });
    expect(signIn.status).toBe(200);
    const bad = await limited.request('/api/auth/unlockSignIn', {
      method: 'POST',
      headers: { ...campus, 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(bad.status).toBe(400);
  });

  it('205 result-lookup <img>s with unknown roll numbers leave look-ups open to the address', async () => {
    const limited = campusApp();
    const [row] = (
      await database.handle.db.execute(
        sql`select s.roll_no as "rollNo", t.title from exam_results r join students s on s.id = r.student_id join exam_titles t on t.id = r.exam_title_id limit 1`,
      )
    ).rows as { rollNo: string; title: string }[];
    const view = (rollNo: string) =>
      `/api/app/getExamResultByRollNoView?${new URLSearchParams({ rollNo, examTitle: row!.title })}`;
    for (let i = 0; i < 205; i++) {
      const res = await limited.request(view(`22B81X${String(i).padStart(4, '0')}`), {
        headers: { ...campus, ...IMG_ELSEWHERE },
      });
      expect(res.status).toBe(403);
    }
    const real = await limited.request(view(row!.rollNo), { headers: { ...campus, ...SAME_ORIGIN } });
    expect(real.status).toBe(200);
    expect((await real.json()).studentRollNo).toBe(row!.rollNo);
  });
});
