import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { SETUP_STEPS } from '../../src/domain/setup/setup-checklist';
import { hashPassword } from '../../src/server/auth/password-hash';
import {
  academicYears,
  attendanceSheets,
  bellPeriods,
  examResultStates,
  exams,
  faculty,
  facultyAllotments,
  feeTypes,
  sections,
  semesterDates,
  students,
  timetables,
  users,
} from '../../src/server/db/schema';
import { createFirstAdmin } from '../../src/server/modules/users/first-admin';
import { labFeeHead } from './support/fee-structure-heads';
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
  /** Each step's state by key: 'done', 'waiting' or 'todo'. */
  const states = async () =>
    Object.fromEntries(
      ((await as.call('GET', 'setupChecklist')).body.steps as { key: string; state: string }[]).map((s) => [
        s.key,
        s.state,
      ]),
    );
  const done = async () => Object.fromEntries(Object.entries(await states()).map(([k, s]) => [k, s === 'done']));

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
    expect(answer.body.steps).toEqual(SETUP_STEPS.map((s) => ({ key: s.key, state: 'todo' })));
    expect((await new SessionClient(app).request('/api/app/setupChecklist')).status).toBe(401);

    // Then: ticks the second signatory once a principal can authorize what the one administrator adds.
    expect((await done()).authorizer).toBe(false);
    await database.handle.db.insert(users).values({
      username: 'vice.principal',
      email: 'vp@college.example.in',
      fullName: 'The Vice Principal',
      passwordHash: await hashPassword(PASSWORD),
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
      // No student yet: the home page says the college is being set up.
      settingUp: true,
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

    // Then: a regulation the administrator proposes waits for the second signatory; authorized, it is done.
    const principal = new SessionClient(app);
    expect((await principal.signIn('vice.principal', PASSWORD)).status).toBe(200);
    const authorize = async (proposed: { status: number; body: { request: { id: number } } }) => {
      expect(proposed.status).toBe(202);
      const res = await principal.request(`/api/app/listChangeRequests/${proposed.body.request.id}/authorize`, {
        method: 'POST',
        json: {},
      });
      expect(res.status).toBe(200);
      return (await res.json()).row.id as number;
    };
    const regulation = await as.call('POST', 'lists/regulations', {
      code: 'R26',
      fromYear: 2026,
      gradingScheme: [
        { grade: 'P', min: 40, points: 5 },
        { grade: 'F', min: 0, points: 0 },
      ],
      minExternalPercent: 35,
      minTotalPercent: 40,
      passRules: {},
      creditsToGraduate: 160,
      maxYears: 8,
    });
    expect((await states()).regulations).toBe('waiting');
    const regulationId = await authorize(regulation);
    expect((await states()).regulations).toBe('done');

    // Then: a semester, and a subject that waits for the second signatory like the regulation.
    const semester = await as.call('POST', 'lists/semesters', { degreeId, number: 1, name: 'I Year I Semester' });
    expect(semester.status).toBe(201);
    const subject = await as.call('POST', 'lists/subjects', {
      regulationId,
      branchId: branch.body.row.id,
      semesterId: semester.body.row.id,
      code: 'CS101',
      name: 'Programming for Problem Solving',
      credits: 3,
      subjectType: 'theory',
      internalMax: 30,
      externalMax: 70,
      electiveGroup: '',
    });
    expect(await states()).toMatchObject({ semesters: 'done', subjects: 'waiting' });
    const subjectId = await authorize(subject);
    expect((await states()).subjects).toBe('done');

    // The rest as the database holds it: each step's probe reads its own table.
    const db = database.handle.db;
    const [year] = await db
      .insert(academicYears)
      .values({ name: '2026-2027', startDate: '2026-06-01', endDate: '2027-05-31', isCurrent: false })
      .returning();
    await db.insert(semesterDates).values({
      academicYearId: year!.id,
      degreeId,
      semesterId: semester.body.row.id,
      startDate: '2026-07-01',
      endDate: '2026-11-30',
    });
    // A year that is not the current one is not yet a calendar to teach in.
    expect((await states()).calendar).toBe('todo');
    await db.update(academicYears).set({ isCurrent: true });
    expect((await states()).calendar).toBe('done');

    const [teacher] = await db
      .insert(faculty)
      .values({
        empCode: 'EMP1',
        fullName: 'Dr. P. Lakshmi',
        email: 'lakshmi@college.example.in',
        designation: 'Professor',
        departmentId: department.body.row.id,
      })
      .returning();
    expect(await states()).toMatchObject({ faculty: 'done', staffLogins: 'todo' });
    const login = (username: string, roles: string[], facultyId: number | null = null) => ({
      username,
      email: `${username}@college.example.in`,
      fullName: username,
      passwordHash: 'not used here',
      roles,
      facultyId,
    });
    await db.insert(users).values(login('lakshmi', ['ROLE_FACULTY'], teacher!.id));
    // Teachers alone are not enough: someone must run the exam cell.
    expect(await states()).toMatchObject({ staffLogins: 'todo', firstExam: 'todo' });
    await db.insert(users).values(login('exam.cell', ['ROLE_EXAMINATION']));
    // The exam cell's login makes the first exam its turn: waiting, not the administrator's to do.
    expect(await states()).toMatchObject({ staffLogins: 'done', firstExam: 'waiting' });

    const [section] = await db
      .insert(sections)
      .values({ batchId: batch.body.row.id, branchId: branch.body.row.id, name: 'A', capacity: 60 })
      .returning();
    await db.insert(students).values({
      rollNo: '26GC1A0501',
      fullName: 'Anjali Reddy',
      gender: 'FEMALE',
      batchId: batch.body.row.id,
      branchId: branch.body.row.id,
      regulationId,
    });
    // A student studying without a section holds the roll numbers and sections step back.
    expect(await states()).toMatchObject({ sections: 'done', students: 'done', rollNumbers: 'todo' });
    await db.update(students).set({ sectionId: section!.id });
    const home = await new SessionClient(app).request('/api/app/getCollegeProfile');
    expect((await home.json()).settingUp).toBe(false);
    expect((await states()).rollNumbers).toBe('done');

    // Allotted classes make the first attendance the teacher's turn: waiting, until a sheet is saved.
    expect((await states()).firstAttendance).toBe('todo');
    await db
      .insert(facultyAllotments)
      .values({ academicYear: '2026-2027', facultyId: teacher!.id, subjectId, sectionId: section!.id });
    expect(await states()).toMatchObject({ allotments: 'done', firstAttendance: 'waiting' });
    const [period] = await db
      .insert(bellPeriods)
      .values({ position: 1, name: 'Period 1', startTime: '09:00', endTime: '09:50', kind: 'Period' })
      .returning();
    await db.insert(attendanceSheets).values({
      sectionId: section!.id,
      subjectId,
      date: '2026-07-01',
      periodId: period!.id,
      academicYear: '2026-2027',
      term: 'odd',
    });
    expect((await states()).firstAttendance).toBe('done');

    // Fee structures: the administrator adds the college's fee type on its list, saves a structure naming it, and
    // the step is done once the structure is applied (its dues exist).
    const feeType = { name: 'TUITION FEE', flow: 'general', instalmentsAllowed: true, sortOrder: 1 };
    expect((await as.call('POST', 'lists/feeTypes', { ...feeType, flow: 'hostel' })).status).toBe(400);
    expect((await as.call('POST', 'lists/feeTypes', feeType)).status).toBe(201);
    const plan = {
      name: 'I B.Tech tuition',
      degreeId,
      batchId: batch.body.row.id,
      branchId: null,
      quota: '',
      category: '',
      semester: 1,
      heads: [labFeeHead({ feeType: 'TUITION FEE', item: '', amount: '35000' })],
    };
    const structure = await as.call('POST', 'fee-structures', plan);
    expect(structure.status).toBe(201);
    expect((await states()).fees).toBe('todo');
    expect((await as.call('POST', `fee-structures/${String(structure.body.id)}/apply`, {})).status).toBe(200);
    expect((await states()).fees).toBe('done');
    // A fee type the dues hold is not deleted.
    const [typeRow] = await db.select().from(feeTypes);
    expect((await as.call('DELETE', `lists/feeTypes/${String(typeRow!.id)}`)).status).toBe(409);

    // Results the exam cell asked to publish wait for the principal; published, the step is done.
    expect((await states()).firstExam).toBe('waiting');
    const [exam] = await db
      .insert(exams)
      .values({
        title: 'I B.Tech I Sem Regular Dec 2026',
        regulationId,
        degreeId,
        semester: 1,
        examType: 'regular',
        month: 12,
        year: 2026,
      })
      .returning();
    await db
      .insert(examResultStates)
      .values({ examId: exam!.id, stage: 'awaiting', inputStamp: 'x', processedAt: new Date('2026-12-20T00:00:00Z') });
    expect((await states()).firstExam).toBe('waiting');
    await db.update(examResultStates).set({ stage: 'published' });
    expect((await states()).firstExam).toBe('done');

    // The last: a section's timetable, and every step is done.
    expect((await as.call('GET', 'setupChecklist')).body.allDone).toBe(false);
    await db.insert(timetables).values({ academicYear: '2026-2027', term: 'odd', sectionId: section!.id });
    expect(await as.call('GET', 'setupChecklist')).toMatchObject({ status: 200, body: { allDone: true } });
  });
});
