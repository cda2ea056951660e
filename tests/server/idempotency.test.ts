import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPassword } from '../../src/domain/auth/password-transport';
import { seedDemoCollege } from '../../src/server/demo/college';
import { requestScopedDatabase } from '../../src/server/db/request-scope';
import { appSettings } from '../../src/server/db/schema';
import { IDEMPOTENCY_MESSAGES, idempotency, purgeExpiredIdempotencyKeys } from '../../src/server/http/idempotency';
import { POSTGRES_URL, freshDatabase, postgresReachable, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';
import { ROLL_PREFIX } from '../support/demo-rolls';

const DEMO = 'Campus@2026';
const KEY = 'campus-erp-demo-key';
const kinds: Array<'pglite' | 'postgres'> = ['pglite'];
if (await postgresReachable()) kinds.push('postgres');
else console.warn(`\n*** PostgreSQL not reachable at ${POSTGRES_URL}: the idempotency suite runs on PGlite only ***\n`);

const facultyUser = (username: string, over: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.com`,
  password: encryptPassword('Faculty#Desk2026', KEY),
  role: ['faculty'],
  instituteType: 'autonomous',
  eamcetCode: 'DEMO',
  collegeName: 'Demo College',
  affiliatedTo: '',
  fullName: 'New Faculty',
  department: 'Computer Science and Engineering',
  signInType: 'email',
  module: 'erp',
  ...over,
});

describe.each(kinds)('idempotent writes on %s', (kind) => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  let admin: SessionClient;
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await database.handle.db.execute<{ n: string }>(query)).rows[0]!.n);
  const usersNamed = (username: string) =>
    count(sql`select count(*) as n from users where lower(username) = ${username}`);

  beforeAll(async () => {
    database = await freshDatabase(kind);
    await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
    ({ app } = testApp(database.handle));
    admin = new SessionClient(app);
    expect((await admin.signIn('admin', DEMO)).status).toBe(200);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const createUser = (body: unknown, key?: string) =>
    admin.request('/api/auth/signup', { json: body, headers: key ? { 'Idempotency-Key': key } : {} });

  it('Create User: 20 concurrent replays of one key make one account and 20 identical answers', async () => {
    const key = randomUUID();
    const body = facultyUser('same.key.faculty');
    const answers = await Promise.all(Array.from({ length: 20 }, () => createUser(body, key)));
    const texts = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(new Set(texts)).toEqual(
      new Set([JSON.stringify({ message: 'Your Registartion Was Successfully Completed' })]),
    );
    expect(answers.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(19);
    expect(await usersNamed('same.key.faculty')).toBe(1);
    expect(await count(sql`select count(*) as n from idempotency_keys where key = ${key}`)).toBe(1);
  });

  it('createStudentLogins: 20 concurrent replays of one key create each login once and give 20 identical answers', async () => {
    // Logins are made for the students on roll; graduates sign in through the alumni portal.
    const onRoll = sql`(select id from students where status in ('studying', 'detained'))`;
    const students = await count(sql`select count(*) as n from students where id in ${onRoll}`);
    const withLogin = await count(sql`select count(*) as n from users where student_id in ${onRoll}`);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        admin.request('/api/app/createStudentLogins', { json: {}, headers: { 'Idempotency-Key': key } }),
      ),
    );
    const texts = await Promise.all(answers.map((r) => r.text()));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]!).msg).toMatch(new RegExp(`^Created ${students - withLogin} student logins`));
    expect(await count(sql`select count(*) as n from users where student_id in ${onRoll}`)).toBe(students);
    expect(await count(sql`select count(*) as n from password_resets`)).toBe(students - withLogin);
    // A later replay still gets the stored answer (not 'Every student already has a login.') and writes nothing.
    const later = await admin.request('/api/app/createStudentLogins', {
      json: {},
      headers: { 'Idempotency-Key': key },
    });
    expect(await later.text()).toBe(texts[0]);
    expect(await count(sql`select count(*) as n from password_resets`)).toBe(students - withLogin);
  }, 120_000);

  it('a replay gets the stored answer and writes nothing, even when the call would now fail', async () => {
    const key = randomUUID();
    const body = facultyUser('replayed.faculty'); // the same bytes: the encrypted password differs on each encryption
    const first = await createUser(body, key);
    expect(first.status).toBe(201);
    const replay = await createUser(body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual({ message: 'Your Registartion Was Successfully Completed' });
    // Without the key the same body is a second request: the duplicate is refused.
    expect((await createUser(facultyUser('replayed.faculty'))).status).toBe(409);
    expect(await usersNamed('replayed.faculty')).toBe(1);
  });

  it('the same key with a different body gets 422 and a clear message, and nothing is written', async () => {
    const key = randomUUID();
    expect((await createUser(facultyUser('first.body'), key)).status).toBe(201);
    const other = await createUser(facultyUser('second.body'), key);
    expect(other.status).toBe(422);
    expect(await other.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused });
    expect(await usersNamed('second.body')).toBe(0);
  });

  it('the same key on a different call gets 422', async () => {
    const key = randomUUID();
    expect((await createUser(facultyUser('call.one'), key)).status).toBe(201);
    const res = await admin.request('/api/app/createFacultyLogins?considerMailOrEmpcode=empcode', {
      json: {},
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(422);
  });

  it('a 4xx answer is stored too: the replay of a refused body is refused the same way', async () => {
    const key = randomUUID();
    const bad = facultyUser('x');
    const first = await createUser(bad, key);
    expect(first.status).toBe(400);
    const again = await createUser(bad, key);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(await first.json());
  });

  it('keys belong to their user: another user with the same key is a new request', async () => {
    const key = randomUUID();
    expect((await createUser(facultyUser('by.admin'), key)).status).toBe(201);
    const parent = new SessionClient(app);
    const res = await parent.request('/api/auth/signup', {
      json: facultyUser('by.anonymous', { role: ['parent'], department: '' }),
      headers: { 'Idempotency-Key': key },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await usersNamed('by.anonymous')).toBe(1);
  });

  it('refuses a malformed key with 400 and writes nothing', async () => {
    const res = await createUser(facultyUser('bad.key'), 'x'.repeat(256));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey });
    expect(await usersNamed('bad.key')).toBe(0);
  });

  it('ignores the key on sign-in, whose answer sets a session cookie a replay could not repeat', async () => {
    const key = randomUUID();
    const client = new SessionClient(app);
    for (let i = 0; i < 2; i++) {
      const res = await client.request('/api/auth/signin?module=Admin', {
        json: { username: 'student', password: DEMO, module: 'Admin', rememberMe: false },
        headers: { 'Idempotency-Key': key },
      });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('erp_session='))).toBe(true);
    }
  });

  it("never stores the answer of a POST its route declares read-only (an admissions search by Aadhaar, an applicant's fees)", async () => {
    const clerk = new SessionClient(app);
    expect((await clerk.signIn('admissions', DEMO)).status).toBe(200);
    const searchKey = randomUUID();
    for (let i = 0; i < 2; i++) {
      const res = await clerk.request('/api/app/searchAdmissions', {
        json: { query: '482911000000' },
        headers: { 'Idempotency-Key': searchKey },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('Idempotent-Replayed')).toBeNull();
    }
    const applicantKey = randomUUID();
    const applicant = await new SessionClient(app).request('/api/app/getApplicantFeePaymentDetails', {
      json: { admissionNo: '2026ADM0001', dateOfBirth: '2008-05-14' },
      headers: { 'Idempotency-Key': applicantKey },
    });
    expect(applicant.status).toBeLessThan(500);
    expect(
      await count(sql`select count(*) as n from idempotency_keys where key in (${searchKey}, ${applicantKey})`),
    ).toBe(0);
  });

  it('a 5xx rolls back the write and the key together, so a retry with the same key writes once', async () => {
    const scoped = requestScopedDatabase(database.handle.db);
    let failNext = true;
    const router = new Hono().use(idempotency(scoped, 7)).post('/note', async (c) => {
      await scoped.db.insert(appSettings).values({ key: 'idempotency-note', value: { n: 1 } });
      if (failNext) {
        failNext = false;
        throw new Error('the server failed after writing');
      }
      return c.json({ saved: true }, 201);
    });
    router.onError((_err, c) => c.json({ message: 'Something went wrong on the server. Please try again.' }, 500));
    const key = randomUUID();
    const send = () =>
      router.request('/note', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', 'Idempotency-Key': key },
      });
    expect((await send()).status).toBe(500);
    expect(await count(sql`select count(*) as n from app_settings where key = 'idempotency-note'`)).toBe(0);
    expect(await count(sql`select count(*) as n from idempotency_keys where key = ${key}`)).toBe(0);
    expect((await send()).status).toBe(201);
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual({ saved: true });
    expect(await count(sql`select count(*) as n from app_settings where key = 'idempotency-note'`)).toBe(1);
  });

  it('a multipart submission sent again with another boundary (the page, then the worker) is the same request: the stored refusal, not a 422', async () => {
    const scoped = requestScopedDatabase(database.handle.db);
    let calls = 0;
    const router = new Hono().use(idempotency(scoped, 7)).post('/register', (c) => {
      calls += 1;
      return c.json({ message: 'An alumni registration for this roll number already exists.' }, 409);
    });
    const key = randomUUID();
    const multipart = (boundary: string, fileBytes: string) =>
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="alumniStudentRegistration"',
        '',
        `{"rollNumber":"${ROLL_PREFIX}0502"}`,
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="proof.png"',
        'Content-Type: image/png',
        '',
        fileBytes,
        `--${boundary}--`,
        '',
      ].join('\r\n');
    const send = (boundary: string, fileBytes = 'PNGBYTES') =>
      router.request('/register', {
        method: 'POST',
        body: multipart(boundary, fileBytes),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'Idempotency-Key': key },
      });
    const first = await send('----page-boundary-1');
    const again = await send('----worker-boundary-2');
    expect([first.status, again.status]).toEqual([409, 409]);
    expect(await again.json()).toEqual({ message: 'An alumni registration for this roll number already exists.' });
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(calls).toBe(1);
    // Other file contents under the same key are another request.
    const changed = await send('----worker-boundary-3', 'OTHERBYTES');
    expect(changed.status).toBe(422);
    expect(await changed.json()).toEqual({ message: IDEMPOTENCY_MESSAGES.keyReused });
  });

  it('keys expire after IDEMPOTENCY_KEY_TTL_DAYS (7): an old key is a new request, and expired keys are purged', async () => {
    const key = randomUUID();
    expect((await createUser(facultyUser('old.key.one'), key)).status).toBe(201);
    await database.handle.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '8 days' where key = ${key}`,
    );
    const fresh = await createUser(facultyUser('old.key.two'), key);
    expect(fresh.status).toBe(201);
    expect(await usersNamed('old.key.two')).toBe(1);
    await database.handle.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '8 days' where key = ${key}`,
    );
    const other = randomUUID();
    expect((await createUser(facultyUser('recent.key'), other)).status).toBe(201);
    expect(await purgeExpiredIdempotencyKeys(database.handle.db, 7)).toBeGreaterThanOrEqual(1);
    expect(await count(sql`select count(*) as n from idempotency_keys where key = ${key}`)).toBe(0);
    expect(await count(sql`select count(*) as n from idempotency_keys where key = ${other}`)).toBe(1);
  });
});
