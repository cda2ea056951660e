import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACULTY_MESSAGES as M } from '../../src/domain/faculty/messages';
import { hashPassword } from '../../src/server/auth/password-hash';
import {
  DEMO_FACULTY_AWARDS,
  DEMO_FACULTY_MOUS,
  DEMO_FACULTY_PUBLICATIONS,
} from '../../src/server/demo/faculty-records';
import { departments, faculty, publications, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const DEMO = 'Campus@2026';
const CSE = 'Computer Science and Engineering';
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
/** A second CSE faculty member and an ECE one, each with a login of their own. */
let colleague: { id: number; empCode: string };
let eceMember: { id: number; empCode: string };

async function addFacultyLogin(username: string, departmentName: string, skipFacultyId: number | null) {
  const { db } = database.handle;
  const [row] = await db
    .select({ id: faculty.id, empCode: faculty.empCode, email: faculty.email, fullName: faculty.fullName })
    .from(faculty)
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    // A member without a login yet (the demo gives some their own, e.g. a backup approver for leave).
    .leftJoin(users, eq(users.facultyId, faculty.id))
    .where(and(eq(departments.name, departmentName), ne(faculty.id, skipFacultyId ?? -1), isNull(users.id)))
    .orderBy(asc(faculty.id))
    .limit(1);
  await db.insert(users).values({
    username,
    email: row!.email,
    fullName: row!.fullName,
    passwordHash: await hashPassword(DEMO),
    roles: ['ROLE_FACULTY'],
    program: departmentName,
    facultyId: row!.id,
  });
  return { id: row!.id, empCode: row!.empCode };
}

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  const [demo] = await database.handle.db
    .select({ facultyId: users.facultyId })
    .from(users)
    .where(eq(users.username, 'faculty'));
  colleague = await addFacultyLogin('cse.colleague', CSE, demo!.facultyId);
  // A HoD without a faculty row of their own (the demo HoD has one).
  await database.handle.db.insert(users).values({
    username: 'hod.without.row',
    email: 'hod.without.row@demo-college.edu.in',
    fullName: 'Acting HoD',
    passwordHash: await hashPassword(DEMO),
    roles: ['ROLE_HOD'],
    program: CSE,
  });
  eceMember = await addFacultyLogin('ece.member', 'Electronics and Communication Engineering', null);
}, 60_000);
afterAll(async () => database?.drop());

async function signedIn(username: string) {
  const client = new SessionClient(app);
  expect((await client.signIn(username, DEMO)).status).toBe(200);
  return client;
}

const rows = async <T>(query: string) => (await database.handle.db.execute<T & Record<string, unknown>>(query)).rows;
const countOf = async (query: string) => Number((await rows<{ n: string }>(query))[0]!.n);
/** Everything in the three faculty database tables, to prove a refused call changed nothing. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(['publications', 'mous', 'awards'].map((t) => rows(`select * from ${t} order by id`))),
  );

const COUNTERS = {
  getReserachPapersBasedOnUserName: (where: string) => `select count(*)::text as n from publications where ${where}`,
  getCountOfCitations: (where: string) =>
    `select coalesce(sum(citations), 0)::text as n from publications where ${where}`,
  getCountOfScoupos: (where: string) => `select count(*)::text as n from publications where scopus and ${where}`,
  getMousCounByUserName: (where: string) => `select count(*)::text as n from mous where ${where}`,
  getAwardsByFaculty: (where: string) => `select count(*)::text as n from awards where ${where}`,
};

async function counter(client: SessionClient, call: keyof typeof COUNTERS, userName: string) {
  const res = await client.request(`/api/fdb/${call}?userName=${encodeURIComponent(userName)}`);
  expect(res.status, call).toBe(200);
  const body = await res.text();
  expect(body, `${call} answers a bare number`).toMatch(/^\d+$/);
  return Number(body);
}

const paper = {
  title: 'Attention Models for Handwritten Telugu Script',
  venue: 'Pattern Recognition Letters',
  year: 2025,
  doi: '10.1016/j.patrec.2025.01.004',
  scopus: true,
  webOfScience: false,
  citations: 2,
};

describe('§7 faculty database counters (GET /api/fdb/…?userName=)', () => {
  it('answer bare numbers that match the seeded rows of the demo faculty member', async () => {
    const client = await signedIn('faculty');
    const own = `faculty_id = (select faculty_id from users where username = 'faculty')`;
    for (const call of Object.keys(COUNTERS) as (keyof typeof COUNTERS)[]) {
      expect(await counter(client, call, 'faculty'), call).toBe(await countOf(COUNTERS[call](own)));
    }
    expect(await counter(client, 'getReserachPapersBasedOnUserName', 'FACULTY')).toBe(DEMO_FACULTY_PUBLICATIONS.length);
    expect(await counter(client, 'getCountOfCitations', 'faculty')).toBe(
      DEMO_FACULTY_PUBLICATIONS.reduce((sum, p) => sum + p.citations, 0),
    );
    expect(await counter(client, 'getCountOfScoupos', 'faculty')).toBe(
      DEMO_FACULTY_PUBLICATIONS.filter((p) => p.scopus).length,
    );
    expect(await counter(client, 'getMousCounByUserName', 'faculty')).toBe(DEMO_FACULTY_MOUS.length);
    expect(await counter(client, 'getAwardsByFaculty', 'faculty')).toBe(DEMO_FACULTY_AWARDS.length);
  });

  it('find a member without a login by employee code, for the principal, and match their rows', async () => {
    const principal = await signedIn('principal');
    const [member] = await database.handle.db
      .select({ id: faculty.id, empCode: faculty.empCode })
      .from(faculty)
      .leftJoin(users, eq(users.facultyId, faculty.id))
      .where(eq(faculty.empCode, 'EMP0002'));
    for (const call of Object.keys(COUNTERS) as (keyof typeof COUNTERS)[]) {
      expect(await counter(principal, call, member!.empCode), call).toBe(
        await countOf(COUNTERS[call](`faculty_id = ${member!.id}`)),
      );
    }
  });

  it("answers 400 'userName is required' without a user name and 404 for an unknown one", async () => {
    const client = await signedIn('faculty');
    const missing = await client.request('/api/fdb/getCountOfCitations');
    expect(missing.status).toBe(400);
    expect((await missing.json()).message).toBe(M.userNameRequired);
    const unknown = await client.request('/api/fdb/getCountOfCitations?userName=nobody.here');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(M.noSuchFaculty);
  });

  it("refuses a faculty member another member's counters (403), and students and anonymous callers any", async () => {
    const client = await signedIn('faculty');
    expect((await client.request('/api/fdb/getAwardsByFaculty?userName=cse.colleague')).status).toBe(403);
    expect((await (await signedIn('student')).request('/api/fdb/getAwardsByFaculty?userName=faculty')).status).toBe(
      403,
    );
    expect((await new SessionClient(app).request('/api/fdb/getAwardsByFaculty?userName=faculty')).status).toBe(401);
  });
});

describe('§6 HoD sees only their own department', () => {
  it("answers a HoD's department's members and refuses another department's (403)", async () => {
    const hod = await signedIn('hod');
    expect(await counter(hod, 'getReserachPapersBasedOnUserName', 'cse.colleague')).toBe(
      await countOf(COUNTERS.getReserachPapersBasedOnUserName(`faculty_id = ${colleague.id}`)),
    );
    for (const name of ['ece.member', eceMember.empCode]) {
      const res = await hod.request(`/api/fdb/getCountOfCitations?userName=${name}`);
      expect(res.status, name).toBe(403);
      expect((await res.json()).message).toBe("You Don't have permission to View");
    }
    expect((await hod.request('/api/fdb/publications?userName=ece.member')).status).toBe(403);
  });

  it("lists the HoD's department's publications only, when no user name is given", async () => {
    const list = (await (await (await signedIn('hod')).request('/api/fdb/publications')).json()) as {
      department: string;
    }[];
    expect(list.length).toBe(
      await countOf(
        `select count(*)::text as n from publications p join faculty f on f.id = p.faculty_id join departments d on d.id = f.department_id where d.name = '${CSE}'`,
      ),
    );
    expect(new Set(list.map((p) => p.department))).toEqual(new Set([CSE]));
    const college = (await (
      await (await signedIn('iqac_incharge')).request('/api/fdb/publications')
    ).json()) as unknown[];
    expect(college.length).toBe(await countOf('select count(*)::text as n from publications'));
    expect(college.length).toBeGreaterThan(list.length);
  });
});

describe('§4 getallprofiledata (general information of a faculty member)', () => {
  it('gives the faculty member their name, e-mail, department and record totals', async () => {
    const client = await signedIn('faculty');
    const res = await client.request(
      '/api/fdb/getallprofiledata?collegeId=1&financialYear=2025-26&typeofInstitution=autonomous&userId=faculty',
    );
    expect(res.status).toBe(200);
    const [me] = await database.handle.db
      .select({ name: faculty.fullName, email: faculty.email })
      .from(faculty)
      .innerJoin(users, eq(users.facultyId, faculty.id))
      .where(eq(users.username, 'faculty'));
    expect(await res.json()).toMatchObject({
      userId: 'faculty',
      name: me!.name,
      email: me!.email,
      department: CSE,
      collegeId: 1,
      collegeName: 'Demo College',
      financialYear: '2025-26',
      publications: DEMO_FACULTY_PUBLICATIONS.length,
      awards: DEMO_FACULTY_AWARDS.length,
      mous: DEMO_FACULTY_MOUS.length,
    });
  });

  it('answers 400 for a malformed financial year or college id, 404 for another college, 403 for another member', async () => {
    const client = await signedIn('faculty');
    const badYear = await client.request('/api/fdb/getallprofiledata?financialYear=last&userId=faculty');
    expect(badYear.status).toBe(400);
    expect((await badYear.json()).message).toBe(M.financialYearInvalid);
    expect((await client.request('/api/fdb/getallprofiledata?collegeId=x&userId=faculty')).status).toBe(400);
    expect((await client.request('/api/fdb/getallprofiledata?collegeId=99&userId=faculty')).status).toBe(404);
    expect((await client.request('/api/fdb/getallprofiledata?userId=cse.colleague')).status).toBe(403);
    const noUser = await client.request('/api/fdb/getallprofiledata');
    expect(noUser.status).toBe(400);
    expect((await noUser.json()).message).toBe(M.userIdRequired);
  });
});

describe('a faculty member keeps their own records (/api/fdb/publications, /mous, /awards)', () => {
  it('adds, edits and deletes a publication, and the counters follow', async () => {
    const client = await signedIn('faculty');
    const before = await counter(client, 'getCountOfCitations', 'faculty');
    const created = await client.request('/api/fdb/publications', { json: paper });
    expect(created.status).toBe(201);
    const record = (await created.json()) as { id: number; createdAt: string; updatedAt: string };
    expect(record).toMatchObject({ ...paper });
    expect(record.createdAt).toMatch(/Z$/);
    expect(await counter(client, 'getReserachPapersBasedOnUserName', 'faculty')).toBe(
      DEMO_FACULTY_PUBLICATIONS.length + 1,
    );
    expect(await counter(client, 'getCountOfCitations', 'faculty')).toBe(before + 2);

    const edited = await client.request(`/api/fdb/publications/${record.id}`, {
      method: 'PUT',
      json: { ...paper, citations: 12, scopus: false },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: record.id, citations: 12, scopus: false });
    expect(await counter(client, 'getCountOfCitations', 'faculty')).toBe(before + 12);
    const mine = (await (await client.request('/api/fdb/publications')).json()) as { id: number }[];
    expect(mine.map((p) => p.id)).toContain(record.id);
    expect(mine).toHaveLength(DEMO_FACULTY_PUBLICATIONS.length + 1);

    expect((await client.request(`/api/fdb/publications/${record.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await counter(client, 'getCountOfCitations', 'faculty')).toBe(before);
    expect((await client.request(`/api/fdb/publications/${record.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('adds, edits and deletes an MoU and an award', async () => {
    const client = await signedIn('faculty');
    const mou = await client.request('/api/fdb/mous', {
      json: {
        partner: 'Hyderabad Metro Rail',
        purpose: 'Data analytics internships',
        signedOn: '2025-08-01',
        validUntil: '2028-07-31',
      },
    });
    expect(mou.status).toBe(201);
    const { id: mouId } = (await mou.json()) as { id: number };
    expect(await counter(client, 'getMousCounByUserName', 'faculty')).toBe(DEMO_FACULTY_MOUS.length + 1);
    const mouEdit = await client.request(`/api/fdb/mous/${mouId}`, {
      method: 'PUT',
      json: { partner: 'Hyderabad Metro Rail Limited', purpose: 'Data analytics internships', signedOn: '2025-08-01' },
    });
    expect(await mouEdit.json()).toMatchObject({ partner: 'Hyderabad Metro Rail Limited', validUntil: null });

    const award = await client.request('/api/fdb/awards', {
      json: { title: 'Best Researcher', awardedBy: 'Demo College', year: 2025 },
    });
    expect(award.status).toBe(201);
    const { id: awardId } = (await award.json()) as { id: number };
    expect(await counter(client, 'getAwardsByFaculty', 'faculty')).toBe(DEMO_FACULTY_AWARDS.length + 1);
    expect(
      (
        await client.request(`/api/fdb/awards/${awardId}`, {
          method: 'PUT',
          json: { title: 'Best Researcher Award', awardedBy: 'Demo College', year: 2025 },
        })
      ).status,
    ).toBe(200);

    expect((await client.request(`/api/fdb/mous/${mouId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.request(`/api/fdb/awards/${awardId}`, { method: 'DELETE' })).status).toBe(200);
    expect(await counter(client, 'getMousCounByUserName', 'faculty')).toBe(DEMO_FACULTY_MOUS.length);
    expect(await counter(client, 'getAwardsByFaculty', 'faculty')).toBe(DEMO_FACULTY_AWARDS.length);
  });

  it("refuses to edit or delete another faculty member's record (403) and changes nothing", async () => {
    const [theirs] = await database.handle.db
      .select({ id: publications.id })
      .from(publications)
      .where(eq(publications.facultyId, colleague.id))
      .limit(1);
    const target =
      theirs ??
      ((await (await (await signedIn('cse.colleague')).request('/api/fdb/publications', { json: paper })).json()) as {
        id: number;
      });
    const client = await signedIn('faculty');
    const before = await snapshot();
    const put = await client.request(`/api/fdb/publications/${target.id}`, {
      method: 'PUT',
      json: { ...paper, title: 'Taken over' },
    });
    expect(put.status).toBe(403);
    expect((await put.json()).message).toBe(M.notOwnRecord);
    expect((await client.request(`/api/fdb/publications/${target.id}`, { method: 'DELETE' })).status).toBe(403);
    // A HoD reads the department's records but changes none of them.
    expect(
      (await (await signedIn('hod')).request(`/api/fdb/publications/${target.id}`, { method: 'DELETE' })).status,
    ).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refuses to add a record for someone without a faculty row (403), and for roles that only read', async () => {
    const hod = await signedIn('hod.without.row');
    const res = await hod.request('/api/fdb/awards', {
      json: { title: 'Best HoD', awardedBy: 'Demo College', year: 2024 },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(M.noFacultyRecord);
    expect(
      (
        await (
          await signedIn('principal')
        ).request('/api/fdb/awards', { json: { title: 'Best Principal', awardedBy: 'Demo College', year: 2024 } })
      ).status,
    ).toBe(403);
  });

  it('answers 409 for a DOI the member already recorded, in any case', async () => {
    const client = await signedIn('faculty');
    const existing = DEMO_FACULTY_PUBLICATIONS.find((p) => p.doi)!;
    const before = await snapshot();
    const res = await client.request('/api/fdb/publications', { json: { ...paper, doi: existing.doi!.toUpperCase() } });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(M.duplicateDoi);
    expect(await snapshot()).toBe(before);
  });

  it('stores SQL and HTML in text as plain text and gives it back unchanged', async () => {
    const client = await signedIn('faculty');
    const title = `Robert'); DROP TABLE publications;-- <script>alert("x")</script>`;
    const res = await client.request('/api/fdb/publications', { json: { ...paper, doi: '', title } });
    expect(res.status).toBe(201);
    const { id, doi } = (await res.json()) as { id: number; doi: string | null };
    expect(doi).toBeNull();
    const [stored] = await database.handle.db
      .select({ title: publications.title })
      .from(publications)
      .where(eq(publications.id, id));
    expect(stored!.title).toBe(title);
    expect((await client.request(`/api/fdb/publications/${id}`, { method: 'DELETE' })).status).toBe(200);
  });
});

describe('bad input gets 400 with a clear message and changes nothing', () => {
  const BAD: [string, string, unknown, string][] = [
    ['a publication without a title', '/api/fdb/publications', { ...paper, title: '   ' }, M.titleRequired],
    ['a publication without a venue', '/api/fdb/publications', { ...paper, venue: undefined }, M.venueRequired],
    ['a year with a fraction', '/api/fdb/publications', { ...paper, year: 2024.5 }, M.yearWhole],
    ['a year as text', '/api/fdb/publications', { ...paper, year: '2024' }, M.yearWhole],
    [
      'a year before 1950',
      '/api/fdb/publications',
      { ...paper, year: 1949 },
      M.yearRange(1950, new Date().getUTCFullYear() + 1),
    ],
    ['a DOI that is not one', '/api/fdb/publications', { ...paper, doi: 'doi.org/abc' }, M.doiInvalid],
    ['negative citations', '/api/fdb/publications', { ...paper, citations: -1 }, M.citationsWhole],
    ['fractional citations', '/api/fdb/publications', { ...paper, citations: 1.5 }, M.citationsWhole],
    ['indexing as text', '/api/fdb/publications', { ...paper, scopus: 'yes' }, M.indexedBoolean],
    ['an MoU without a partner', '/api/fdb/mous', { purpose: 'x', signedOn: '2024-01-01' }, M.partnerRequired],
    ['an MoU on 30 February', '/api/fdb/mous', { partner: 'A', purpose: 'B', signedOn: '2024-02-30' }, M.dateInvalid],
    [
      'an MoU valid until before it was signed',
      '/api/fdb/mous',
      { partner: 'A', purpose: 'B', signedOn: '2024-05-01', validUntil: '2024-04-30' },
      M.validUntilBeforeSigned,
    ],
    ['an award without who gave it', '/api/fdb/awards', { title: 'Best Teacher', year: 2024 }, M.awardedByRequired],
    [
      'an award title of 301 characters',
      '/api/fdb/awards',
      { title: 'x'.repeat(301), awardedBy: 'Demo College', year: 2024 },
      M.tooLong('Title', 300),
    ],
  ];

  it.each(BAD)('refuses %s', async (_name, path, body, message) => {
    const client = await signedIn('faculty');
    const before = await snapshot();
    const res = await client.request(path, { json: body });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(message);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a bad edit and a record id that is not a number, leaving the record as it was', async () => {
    const client = await signedIn('faculty');
    const [mine] = (await (await client.request('/api/fdb/publications')).json()) as { id: number }[];
    const before = await snapshot();
    const res = await client.request(`/api/fdb/publications/${mine!.id}`, {
      method: 'PUT',
      json: { ...paper, citations: -5 },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(M.citationsWhole);
    const notNumber = await client.request('/api/fdb/publications/abc', { method: 'DELETE' });
    expect(notNumber.status).toBe(400);
    expect((await notNumber.json()).message).toBe(M.recordIdInvalid);
    expect(await snapshot()).toBe(before);
  });
});
