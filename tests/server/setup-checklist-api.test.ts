import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { users } from '../../src/server/db/schema';
import { createFirstAdmin } from '../../src/server/modules/users/first-admin';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp } from './support/test-app';

const PASSWORD = 'Principal#2026';

/** A fresh college (no demo data): the administrator's set-up checklist ticks each step as its data appears. */
describe('set-up checklist on an empty install (PGlite)', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const admin = () => {
    const client = new SessionClient(app);
    return {
      client,
      call: async (method: string, path: string, json?: unknown) => {
        const res = await client.request(`/api/app/${path}`, { method, json });
        return { status: res.status, body: await res.json() };
      },
    };
  };
  let as: ReturnType<typeof admin>;
  const done = async () =>
    Object.fromEntries(
      ((await as.call('GET', 'setupChecklist')).body.steps as { key: string; done: boolean }[]).map((s) => [
        s.key,
        s.done,
      ]),
    );

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const { token } = await createFirstAdmin(
      database.handle.db,
      { username: 'principal', email: 'principal@college.example.in', fullName: 'The Principal' },
      { code: 'GCET', name: 'Govt College of Engineering' },
    );
    app = testApp(database.handle).app;
    as = admin();
    const reset = await as.client.request('/api/auth/resetPassword', {
      json: { token, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await as.client.signIn('principal', PASSWORD)).status).toBe(200);
  }, 120_000);
  afterAll(async () => database?.drop());

  // One walk, step by step: each step's ticks stand on the data the steps before it added.
  it('ticks each step as its data appears, from nothing on an empty install', async () => {
    // First: ticks nothing on an empty install, and refuses anyone signed out.
    const answer = await as.call('GET', 'setupChecklist');
    expect(answer.status).toBe(200);
    expect(answer.body.allDone).toBe(false);
    expect(answer.body.steps.map((s: { done: boolean }) => s.done)).toEqual(Array(9).fill(false));
    expect((await new SessionClient(app).request('/api/app/setupChecklist')).status).toBe(401);

    // Then: ticks the second signatory once a principal can authorize what the one administrator adds.
    expect((await done()).authorizer).toBe(false);
    await database.handle.db.insert(users).values({
      username: 'vice.principal',
      email: 'vp@college.example.in',
      fullName: 'The Vice Principal',
      passwordHash: 'not used here',
      roles: ['ROLE_PRINCIPAL'],
    });
    expect((await done()).authorizer).toBe(true);

    // Then: ticks the college profile once its contact details are saved; bad input changes nothing.
    const profile = {
      name: 'Govt College of Engineering, Anantapur',
      email: 'Office@GCET.example.in',
      address: 'Sarada Nagar, Anantapur 515002',
      phones: '08554 272000, 08554 272001',
      aboutUs: 'A college of engineering since 1946.',
    };
    expect((await as.call('PUT', 'collegeProfile', { ...profile, email: 'not an address' })).status).toBe(400);
    expect((await as.call('PUT', 'collegeProfile', { ...profile, name: '' })).body.message).toBe(L.fillAll);
    expect((await done()).collegeProfile).toBe(false);
    const saved = await as.call('PUT', 'collegeProfile', profile);
    expect(saved).toMatchObject({
      status: 200,
      body: {
        message: L.modified,
        profile: { name: profile.name, email: 'office@gcet.example.in', contactSaved: true },
      },
    });
    expect((await done()).collegeProfile).toBe(true);
    const contact = await new SessionClient(app).request('/api/app/getContactData');
    expect((await contact.json()).at(-1)).toMatchObject({
      campus: profile.address,
      phoneNumber: [{ number: '08554 272000' }, { number: '08554 272001' }],
    });
    expect(await (await new SessionClient(app).request('/api/app/getCollegeProfile')).json()).toMatchObject({
      code: 'GCET',
      name: profile.name,
    });

    // Then: ticks programmes after a degree is added, and nothing else.
    const levels = await as.call('GET', 'lists/levels/options?value=code');
    const level =
      levels.body[0]?.value ??
      (await as.call('POST', 'lists/levels', { code: 'UG', name: 'Under Graduate', sortOrder: 1 })).body.row.code;
    const added = await as.call('POST', 'lists/degrees', {
      name: 'B.Tech',
      fullName: 'Bachelor of Technology',
      level,
      years: 4,
    });
    expect(added.status).toBe(201);
    expect(await done()).toMatchObject({ collegeProfile: true, degrees: true, regulations: false, students: false });

    // Then: ticks batches and branches as they are added; the admission form’s branch lookup reads the new branch.
    const degrees = (await as.call('GET', 'lists/degrees/options')).body as { value: number; label: string }[];
    const degreeId = degrees[0]!.value;
    const batch = await as.call('POST', 'lists/batches', {
      degreeId,
      name: '2026-2030',
      startYear: 2026,
      regulationId: null,
    });
    expect(batch.status).toBe(201);
    const department = await as.call('POST', 'lists/departments', {
      code: 'CSE',
      name: 'Computer Science and Engineering',
    });
    const branch = await as.call('POST', 'lists/branches', {
      degreeId,
      departmentId: department.body.row.id,
      code: '05',
      shortName: 'CSE',
      name: 'Computer Science and Engineering',
      introducedIn: null,
      intake: 60,
    });
    expect(branch.status).toBe(201);
    expect(await done()).toMatchObject({ batches: true, branches: true, subjects: false });
    const lookup = await as.call('GET', 'getBranchesShortForms?course=B.Tech&batch=2026-2030');
    expect(JSON.stringify(lookup.body)).toContain('CSE');
  });
});
