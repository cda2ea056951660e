import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryAnswer } from '../../src/domain/alumni/directory';
import { ALUMNI_MESSAGES as M } from '../../src/domain/alumni/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { MB } from '../../src/domain/files/allowed-types';
import { DEMO_ALUMNI_ROLL, demo } from '../support/demo-rolls';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { startSmtpInbox } from './support/smtp-inbox';
import { testApp } from './support/test-app';
import { GRADUATE_PREFIX } from '../support/demo-rolls';

const DEMO = 'Campus@2026';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = (() => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();
// A whole WebP (RIFF size and one VP8 chunk agree), so it is refused for its type, not as a damaged image.
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([22, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.from([10, 0, 0, 0]),
  Buffer.alloc(10),
]);

let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
const signedIn = async (username: string) => {
  const client = new SessionClient(app);
  expect((await client.signIn(username, DEMO)).status).toBe(200);
  return client;
};

/** A multipart call with the client's cookies (SessionClient speaks JSON only). */
type Parts = Record<string, string | { bytes: Buffer; name: string }>;

async function encodedForm(client: SessionClient | null, path: string, parts: Parts, key?: string) {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([new Uint8Array(part.bytes)]), part.name);
  }
  // Serialized once, as a queued request is: a replay sends the same bytes (the same multipart boundary).
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const headers: Record<string, string> = {
    'content-type': encoded.headers.get('content-type')!,
    ...(key ? { 'Idempotency-Key': key } : {}),
  };
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { send: () => app.request(path, { method: 'POST', body: bytes, headers }) };
}

async function postForm(client: SessionClient | null, path: string, parts: Parts, key?: string) {
  return (await encodedForm(client, path, parts, key)).send();
}

const registration = (rollNumber: string, extra: Record<string, string> = {}) => ({
  name: 'Anil Kumar',
  rollNumber,
  degree: 'B.Tech',
  batch: demo.batch.graduated.name,
  branch: 'cse',
  mobileNumber: '9876543210',
  email: 'anil@example.com',
  working: 'yes',
  companyName: 'Infosys',
  jobTitle: 'Engineer',
  workAddress: 'Hyderabad',
  company: 'old',
  ...extra,
});
const history = (rollNumber: string, extra: Record<string, string> = {}) => ({
  status: 'working',
  rollNumber,
  name: ' Sita Devi ',
  branch: 'ece',
  batch: demo.batch.graduated.name,
  studentMobile: '9123456789',
  studentEmail: 'sita@example.com',
  course: 'B.Tech',
  fatherName: 'Ramesh',
  section: 'A',
  company: 'Wipro',
  packages: '',
  designation: 'Analyst',
  experience: '1 year',
  location: 'Pune',
  ...extra,
});

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  inbox = await startSmtpInbox();
  ({ app } = testApp(database.handle, { RESULTS_MISS_LIMIT: '3', SMTP_URL: inbox.url }));
});
afterAll(async () => {
  await inbox?.close();
  await database?.drop();
});

describe('alumni registration (POST saveAlumniStudentRegister)', () => {
  it('stores the registration with branch upper-cased, company cleared and the attachment, then answers 200', async () => {
    const admin = await signedIn('admin');
    const res = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: JSON.stringify(registration('21B81A0401')),
      file: { bytes: PDF, name: 'offer.pdf' },
    });
    expect(res.status).toBe(200);
    const rows = await database.handle.db.execute<{
      branch: string;
      company: string;
      attachment_file_id: number | null;
      course: string;
    }>("select branch, company, attachment_file_id, course from alumni_registrations where roll_number = '21B81A0401'");
    expect(rows.rows[0]).toMatchObject({ branch: 'CSE', company: '', course: 'B.Tech' });
    expect(rows.rows[0]!.attachment_file_id).not.toBeNull();
  });

  it("refuses 'Required*' fields and a mobile that is not 10 digits with 400", async () => {
    const admin = await signedIn('admin');
    for (const extra of [{ name: '' }, { mobileNumber: '98765' }, { working: 'no' }] as Array<Record<string, string>>) {
      const res = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
        alumniStudentRegistration: JSON.stringify(registration('21B81A0402', extra)),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: M.required });
    }
    const res = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: JSON.stringify(registration('21B81A0402', { email: 'not-an-email' })),
    });
    expect(await res.json()).toEqual({ message: M.emailInvalid });
  });

  it('refuses a duplicate roll number with 409', async () => {
    const placement = await signedIn('placement_rdean');
    const body = { alumniStudentRegistration: JSON.stringify(registration('21B81A0403')) };
    expect((await postForm(placement, '/api/app/saveAlumniStudentRegister', body)).status).toBe(200);
    const again = await postForm(placement, '/api/app/saveAlumniStudentRegister', body);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: M.duplicateRegistration });
  });

  it('replays the same Idempotency-Key: one record, the same answer', async () => {
    const admin = await signedIn('admin');
    const body = {
      alumniStudentRegistration: JSON.stringify(registration('21B81A0404')),
      file: { bytes: PNG, name: 'photo.png' },
    };
    const request = await encodedForm(admin, '/api/app/saveAlumniStudentRegister', body, 'alumni-replay-1');
    const first = await request.send();
    const second = await request.send();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    const n = await database.handle.db.execute<{ n: string }>(
      "select count(*)::text as n from alumni_registrations where roll_number = '21B81A0404'",
    );
    expect(n.rows[0]!.n).toBe('1');
  });

  it('refuses an .exe renamed .pdf (415), a WebP (not in §5), and a file over 10 MB (413); nothing is stored', async () => {
    const admin = await signedIn('admin');
    const json = JSON.stringify(registration('21B81A0405'));
    const exe = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: json,
      file: { bytes: EXE, name: 'offer.pdf' },
    });
    expect(exe.status).toBe(415);
    const webp = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: json,
      file: { bytes: WEBP, name: 'x.gif' },
    });
    expect(webp.status).toBe(415);
    expect(await webp.json()).toEqual({ message: M.attachmentType });
    const big = await postForm(admin, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: json,
      file: { bytes: Buffer.concat([PDF, Buffer.alloc(10 * MB)]), name: 'big.pdf' },
    });
    expect(big.status).toBe(413);
    const n = await database.handle.db.execute<{ n: string }>(
      "select count(*)::text as n from alumni_registrations where roll_number = '21B81A0405'",
    );
    expect(n.rows[0]!.n).toBe('0');
  });

  it('lets an alumnus register only their own roll number; other roles and anonymous callers are refused', async () => {
    const alumnus = await signedIn('alumni');
    const other = await postForm(alumnus, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: JSON.stringify(registration('21B81A0406')),
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: M.notYourRoll });
    const student = await signedIn('student');
    expect(
      (
        await postForm(student, '/api/app/saveAlumniStudentRegister', {
          alumniStudentRegistration: JSON.stringify(registration('21B81A0406')),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await postForm(null, '/api/app/saveAlumniStudentRegister', {
          alumniStudentRegistration: JSON.stringify(registration('21B81A0406')),
        })
      ).status,
    ).toBe(401);
  });
});

describe('alumni history (POST saveAluminiHistoryByUrl, GET getAlumniData)', () => {
  it('saves trimmed values with a photo and an offer letter, then lists the record', async () => {
    const placement = await signedIn('placement_rdean');
    const res = await postForm(placement, '/api/app/saveAluminiHistoryByUrl', {
      alumniData: JSON.stringify(history('21B81A0410')),
      passportPhoto: { bytes: PNG, name: 'me.png' },
      certificate: { bytes: PDF, name: 'offer.pdf' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: M.historySaved });
    const list = (await (await placement.request('/api/app/getAlumniData')).json()) as Array<{
      rollNumber: string;
      name: string;
      branch: string;
    }>;
    expect(list.find((r) => r.rollNumber === '21B81A0410')).toMatchObject({ name: 'Sita Devi', branch: 'ECE' });
  });

  it("refuses a duplicate roll number with 409 'Record with this roll number already exists!'", async () => {
    const admin = await signedIn('admin');
    const save = () =>
      postForm(admin, '/api/app/saveAluminiHistoryByUrl', {
        alumniData: JSON.stringify(history('21B81A0414')),
        certificate: { bytes: PDF, name: 'offer.pdf' },
      });
    expect((await save()).status).toBe(200);
    const res = await save();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: M.duplicateRoll });
  });

  it('gives the seed messages in order: status, then phone digits, then required fields, then the certificate', async () => {
    const admin = await signedIn('admin');
    const cases: Array<[Record<string, string>, string]> = [
      [{ status: '' }, M.selectStatus],
      [{ studentMobile: '12345' }, M.phoneTenDigits],
      [{ fatherName: '  ' }, M.fatherRequired],
      [{ designation: '' }, M.designationRequired],
      [{ status: 'studying', instituteName: '' }, M.instituteRequired],
    ];
    for (const [extra, message] of cases) {
      const res = await postForm(admin, '/api/app/saveAluminiHistoryByUrl', {
        alumniData: JSON.stringify(history('21B81A0411', extra)),
        certificate: { bytes: PDF, name: 'c.pdf' },
      });
      expect(await res.json()).toEqual({ message });
      expect(res.status).toBe(400);
    }
    const noCertificate = await postForm(admin, '/api/app/saveAluminiHistoryByUrl', {
      alumniData: JSON.stringify(history('21B81A0411', { status: 'studying', instituteName: 'IIT' })),
    });
    expect(await noCertificate.json()).toEqual({ message: M.admitCardRequired });
  });

  it('takes any image as the passport photo but refuses a PDF there (415)', async () => {
    const admin = await signedIn('admin');
    const res = await postForm(admin, '/api/app/saveAluminiHistoryByUrl', {
      alumniData: JSON.stringify(history('21B81A0412')),
      passportPhoto: { bytes: PDF, name: 'photo.png' },
      certificate: { bytes: PDF, name: 'offer.pdf' },
    });
    expect(res.status).toBe(415);
  });

  it('replays the same Idempotency-Key: one record, the same 200 (not a 409)', async () => {
    const admin = await signedIn('admin');
    const body = { alumniData: JSON.stringify(history('21B81A0413')), certificate: { bytes: PDF, name: 'offer.pdf' } };
    const request = await encodedForm(admin, '/api/app/saveAluminiHistoryByUrl', body, 'history-replay-1');
    const first = await request.send();
    const second = await request.send();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
  });

  it('hides other alumni contact details from an alumnus', async () => {
    const alumnus = await signedIn('alumni');
    const list = (await (await alumnus.request('/api/app/getAlumniData')).json()) as Array<{
      rollNumber: string;
      studentMobile: string;
    }>;
    expect(list.length).toBeGreaterThan(10);
    expect(list.every((r) => r.studentMobile === '')).toBe(true);
    expect((await (await signedIn('student')).request('/api/app/getAlumniData')).status).toBe(403);
  });
});

describe('public alumni account (POST registerAlumniAccount)', () => {
  const account = (dateOfBirth: string, rollNumber = `${GRADUATE_PREFIX}0501`) => ({
    rollNumber,
    dateOfBirth,
    email: 'me@example.com',
    password: 'Alumni@2026',
    confirmPassword: 'Alumni@2026',
  });

  it('answers a wrong date of birth as it answers the right one, and creates the ROLE_ALUMNI account with the code, once', async () => {
    const anonymous = new SessionClient(app);
    const wrong = await anonymous.request('/api/app/registerAlumniAccount', { json: account('2004-08-16') });
    expect(wrong.status).toBe(202);
    const asked = await anonymous.request('/api/app/registerAlumniAccount', {
      json: account(demo.graduateDateOfBirth),
    });
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual(await wrong.json());
    const code = await inbox.codeFor(`${GRADUATE_PREFIX.toLowerCase()}0501@demo-college.edu.in`);
    const right = await anonymous.request('/api/app/registerAlumniAccount', {
      json: { ...account(demo.graduateDateOfBirth), code },
    });
    expect(right.status).toBe(201);
    expect(await right.json()).toEqual({
      message: M.accountCreated(`alumni.${GRADUATE_PREFIX.toLowerCase()}0501`),
      username: `alumni.${GRADUATE_PREFIX.toLowerCase()}0501`,
    });
    const again = await anonymous.request('/api/app/registerAlumniAccount', {
      json: { ...account(demo.graduateDateOfBirth), email: 'someone.else@example.com' },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: M.accountExists });
    const alumnus = await signedIn(`alumni.${GRADUATE_PREFIX.toLowerCase()}0501`).catch(() => null);
    expect(alumnus).toBeNull(); // the demo password is not this account's
    const own = new SessionClient(app);
    expect((await own.signIn(`alumni.${GRADUATE_PREFIX.toLowerCase()}0501`, 'Alumni@2026')).status).toBe(200);
    const res = await postForm(own, '/api/app/saveAlumniStudentRegister', {
      alumniStudentRegistration: JSON.stringify(registration(`${GRADUATE_PREFIX}0501`, { working: 'NA' })),
    });
    expect(res.status).toBe(200);
  });

  it('refuses a common password before sending a code, like sign-up', async () => {
    const anonymous = new SessionClient(app);
    const res = await anonymous.request('/api/app/registerAlumniAccount', {
      json: {
        ...account(demo.graduateDateOfBirth, `${GRADUATE_PREFIX}0502`),
        password: 'Password@123',
        confirmPassword: 'Password@123',
      },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: AUTH_MESSAGES.commonPassword });
  });

  it('rate-limits misses like the public results lookups (429)', async () => {
    // Behind a proxy, from an address of its own: the other tests' calls still get through.
    const { app: proxied } = testApp(database.handle, {
      RESULTS_MISS_LIMIT: '3',
      SMTP_URL: inbox.url,
      TRUST_PROXY: '1',
    });
    const anonymous = new SessionClient(proxied);
    const statuses: number[] = [];
    for (let day = 1; day <= 6; day++) {
      const res = await anonymous.request('/api/app/registerAlumniAccount', {
        json: { ...account(`2001-01-0${day}`, `${GRADUATE_PREFIX}0503`), email: 'lookup.limits@example.com' },
        headers: { 'x-forwarded-for': '10.30.0.1' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('alumni directory', () => {
  it('filters by batch, branch, status and company, counts by batch and exports the same rows as .xlsx', async () => {
    const placement = await signedIn('placement_rdean');
    const all = (await (await placement.request('/api/app/alumni/directory')).json()) as DirectoryAnswer;
    expect(all.total).toBeGreaterThan(50);
    const working = (await (
      await placement.request(`/api/app/alumni/directory?status=working&branch=cse&batch=${demo.batch.graduated.name}`)
    ).json()) as DirectoryAnswer;
    expect(working.rows.length).toBeGreaterThan(0);
    expect(
      working.rows.every((r) => r.status === 'working' && r.branch === 'CSE' && r.batch === demo.batch.graduated.name),
    ).toBe(true);
    expect(working.countsByBatch).toEqual([
      { batch: demo.batch.graduated.name, working: working.rows.length, studying: 0, other: 0 },
    ]);
    const company = working.rows[0]!.organisation;
    const byCompany = (await (
      await placement.request(`/api/app/alumni/directory?company=${encodeURIComponent(company.slice(0, 4))}`)
    ).json()) as DirectoryAnswer;
    expect(byCompany.rows.every((r) => r.organisation.toLowerCase().includes(company.slice(0, 4).toLowerCase()))).toBe(
      true,
    );
    const sheet = await placement.request('/api/app/alumni/directory/export?status=working');
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await sheet.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
    expect((await (await signedIn('faculty')).request('/api/app/alumni/directory')).status).toBe(403);
  });

  it('shows live counts on the Alumni and Placement dashboards, the same as the directory', async () => {
    const placement = await signedIn('placement_rdean');
    const all = (await (await placement.request('/api/app/alumni/directory')).json()) as DirectoryAnswer;
    const working = all.rows.filter((r) => r.status === 'working').length;
    for (const user of ['alumni', 'placement_rdean']) {
      const board = (await (await (await signedIn(user)).request('/api/app/getDashboard')).json()) as {
        counters: Array<{ key: string; value: number }>;
      };
      expect(board.counters.find((c) => c.key === 'alumniOnRecord')?.value).toBe(all.total);
      expect(board.counters.find((c) => c.key === 'alumniWorking')?.value).toBe(working);
    }
  });

  it('lets the alumnus read and edit their own record, and only it', async () => {
    const alumnus = await signedIn('alumni');
    const mine = (await (await alumnus.request('/api/app/alumni/me')).json()) as Record<string, string>;
    expect(mine.rollNumber).toBe(DEMO_ALUMNI_ROLL);
    const edit = {
      ...mine,
      working: 'no',
      instituteName: 'IIT Hyderabad',
      courseName: 'M.Tech',
      eduAddress: 'Sangareddy',
    };
    const res = await alumnus.request('/api/app/alumni/me', { method: 'PUT', json: edit });
    expect(res.status).toBe(200);
    const directory = (await (
      await alumnus.request(`/api/app/alumni/directory?search=${DEMO_ALUMNI_ROLL}`)
    ).json()) as DirectoryAnswer;
    expect(directory.rows[0]).toMatchObject({
      status: 'studying',
      organisation: 'IIT Hyderabad',
      mobile: mine.mobileNumber,
    });
    const someoneElse = await alumnus.request('/api/app/alumni/me', {
      method: 'PUT',
      json: { ...edit, rollNumber: `${GRADUATE_PREFIX}0509` },
    });
    expect(someoneElse.status).toBe(403);
    expect((await (await signedIn('admin')).request('/api/app/alumni/me')).status).toBe(403);
  });
});
