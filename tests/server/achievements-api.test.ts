import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACHIEVEMENT_MESSAGES as M } from '../../src/domain/achievements/messages';
import { REQUEST_MESSAGES } from '../../src/domain/messages/request-messages';
import { DEMO_ACHIEVEMENTS } from '../../src/server/demo/achievements';
import { achievements, departments, faculty, users } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const DEMO = 'Campus@2026';
const CSE = 'Computer Science and Engineering';
const ECE = 'Electronics and Communication Engineering';
let database: TestDatabase;
let app: ReturnType<typeof testApp>['app'];
let me: { facultyName: string; facultyEmail: string };
let cseColleague: { facultyName: string; facultyEmail: string };
let eceMember: { facultyName: string; facultyEmail: string };

beforeAll(async () => {
  database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
  ({ app } = testApp(database.handle));
  const { db } = database.handle;
  const [row] = await db
    .select({ name: faculty.fullName, email: faculty.email })
    .from(users)
    .innerJoin(faculty, eq(faculty.id, users.facultyId))
    .where(eq(users.username, 'faculty'));
  me = { facultyName: row!.name, facultyEmail: row!.email };
  const cse = await db
    .select({ name: faculty.fullName, email: faculty.email })
    .from(faculty)
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    .where(eq(departments.name, CSE));
  const other = cse.find((r) => r.email !== me.facultyEmail)!;
  cseColleague = { facultyName: other.name, facultyEmail: other.email };
  const [ece] = await db
    .select({ name: faculty.fullName, email: faculty.email })
    .from(faculty)
    .innerJoin(departments, eq(departments.id, faculty.departmentId))
    .where(eq(departments.name, ECE))
    .limit(1);
  eceMember = { facultyName: ece!.name, facultyEmail: ece!.email };
}, 60_000);
afterAll(async () => database?.drop());

async function signedIn(username: string) {
  const client = new SessionClient(app);
  expect((await client.signIn(username, DEMO)).status).toBe(200);
  return client;
}
const count = async () =>
  Number((await database.handle.db.execute<{ n: string }>('select count(*) as n from achievements')).rows[0]!.n);
const listPath = (name: string, dept: string) =>
  `/api/app/getfacultyAchievements?facultyName=${encodeURIComponent(name)}&facultyDept=${encodeURIComponent(dept)}`;

describe('faculty achievements API', () => {
  it("lists the demo faculty member's seeded achievements, newest first", async () => {
    const client = await signedIn('faculty');
    const res = await client.request(listPath(me.facultyName, CSE));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { description: string; dates: string }[];
    expect(list.map((a) => a.description)).toEqual([...DEMO_ACHIEVEMENTS].reverse().map((a) => a.description));
  });

  it('names the faculty of a department', async () => {
    const client = await signedIn('principal');
    const res = await client.request(`/api/app/getFacultyNamesBasedOnDepartment?department=${encodeURIComponent(ECE)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toContainEqual(eceMember);
  });

  it("refuses a search without both fields with 'Please select both department and faculty.'", async () => {
    const client = await signedIn('faculty');
    const res = await client.request(`/api/app/getfacultyAchievements?facultyDept=${encodeURIComponent(CSE)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: M.selectBoth });
    expect(M.selectBoth).toBe('Please select both department and faculty.');
  });

  it('refuses a HoD outside their department (§6): names, list, save and nothing changes', async () => {
    const hod = await signedIn('hod');
    const before = await count();
    const names = await hod.request(`/api/app/getFacultyNamesBasedOnDepartment?department=${encodeURIComponent(ECE)}`);
    expect(names.status).toBe(403);
    expect(await names.json()).toEqual({ message: M.otherDepartment });
    expect((await hod.request(listPath(eceMember.facultyName, ECE))).status).toBe(403);
    const save = await hod.request('/api/app/savefacultyAchievements', {
      json: { ...eceMember, departmentName: ECE, dates: '2026-02-01', description: 'Not mine to add' },
    });
    expect(save.status).toBe(403);
    expect(await count()).toBe(before);
    const own = await hod.request(listPath(cseColleague.facultyName, CSE));
    expect(own.status).toBe(200);
  });

  it('refuses a faculty member adding for someone else, and changes nothing', async () => {
    const client = await signedIn('faculty');
    const before = await count();
    const res = await client.request('/api/app/savefacultyAchievements', {
      json: { ...cseColleague, departmentName: CSE, dates: '2026-02-01', description: 'For a colleague' },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: M.notOwn });
    expect(await count()).toBe(before);
  });

  it("refuses an empty description with 'Please fill in all fields'", async () => {
    const client = await signedIn('faculty');
    const res = await client.request('/api/app/savefacultyAchievements', {
      json: { ...me, departmentName: CSE, dates: '2026-02-01', description: '  ' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Please fill in all fields' });
  });

  it('stores one record for the same Idempotency-Key sent twice, with the same answer', async () => {
    const client = await signedIn('faculty');
    const before = await count();
    const body = {
      ...me,
      departmentName: CSE,
      dates: '2026-02-11',
      description: 'Keynote at the state science congress',
    };
    const headers = { 'Idempotency-Key': 'achievement-replay-1' };
    // The record is taken away again: the list test expects the demo member's seeded achievements and no others.
    try {
      const first = await client.request('/api/app/savefacultyAchievements', { json: body, headers });
      const second = await client.request('/api/app/savefacultyAchievements', { json: body, headers });
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await second.json()).toEqual(await first.json());
      expect(await count()).toBe(before + 1);
    } finally {
      await database.handle.db.delete(achievements).where(eq(achievements.description, body.description));
    }
  });

  it('edits with the id and deletes with the achievement as the body', async () => {
    const client = await signedIn('faculty');
    const created = (await (
      await client.request('/api/app/savefacultyAchievements', {
        json: { ...me, departmentName: CSE, dates: '2026-03-01', description: 'Draft' },
      })
    ).json()) as { id: number };
    const edit = await client.request('/api/app/savefacultyAchievements', {
      json: { ...me, id: created.id, departmentName: CSE, dates: '2026-03-02', description: 'Edited' },
    });
    expect(edit.status).toBe(200);
    expect(await edit.json()).toMatchObject({ id: created.id, dates: '2026-03-02', description: 'Edited' });
    const before = await count();
    const del = await client.request('/api/app/deletefacultyAchiveMent', {
      method: 'DELETE',
      json: { ...me, id: created.id, departmentName: CSE, dates: '2026-03-02', description: 'Edited' },
    });
    expect(del.status).toBe(200);
    expect(await count()).toBe(before - 1);
    const again = await client.request('/api/app/deletefacultyAchiveMent', {
      method: 'DELETE',
      json: { id: created.id },
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: M.noSuchAchievement });
  });

  it('validates the delete body: an achievement without a whole-number id is refused with 400', async () => {
    const client = await signedIn('principal');
    const before = await count();
    for (const body of [{}, { id: 'seven' }, { id: 1.5 }, { id: 0 }, []]) {
      const res = await client.request('/api/app/deletefacultyAchiveMent', { method: 'DELETE', json: body });
      expect(res.status).toBe(400);
      // A list where an object belongs is refused before the achievement's own rules read it.
      expect(await res.json()).toEqual({
        message: Array.isArray(body) ? REQUEST_MESSAGES.objectExpected : M.idRequired,
      });
    }
    expect(await count()).toBe(before);
  });

  it("refuses a faculty member deleting a colleague's achievement", async () => {
    const principal = await signedIn('principal');
    const created = (await (
      await principal.request('/api/app/savefacultyAchievements', {
        json: { ...cseColleague, departmentName: CSE, dates: '2026-03-05', description: 'By the principal' },
      })
    ).json()) as { id: number };
    const client = await signedIn('faculty');
    const res = await client.request('/api/app/deletefacultyAchiveMent', {
      method: 'DELETE',
      json: { id: created.id },
    });
    expect(res.status).toBe(403);
    const hod = await signedIn('hod');
    expect(
      (await hod.request('/api/app/deletefacultyAchiveMent', { method: 'DELETE', json: { id: created.id } })).status,
    ).toBe(200);
  });
});
