import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as L } from '../../src/domain/academic/messages';
import { AUTH_MESSAGES } from '../../src/domain/auth/messages';
import { ALLOTMENT_MESSAGES as M } from '../../src/domain/faculty/allotment-messages';
import { academicYears } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { DEMO_ALLOTMENT_YEAR } from '../../src/server/demo/faculty-allotments';
import { freshDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

type Option = { value: number; label: string };

/** Faculty records (the faculty list) and subject allotments, run once on PGlite and once on PostgreSQL. */
export function facultyAllotmentsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`faculty records and subject allotments API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const as = signedInClients(() => app);

    const choices = async (user: string) =>
      (await (await as(user)).get('allotments/choices')).body as Record<'faculty' | 'subjects' | 'sections', Option[]>;
    const departmentId = async (name: string) =>
      ((await (await as('admin')).get('lists/departments/options')).body as Option[]).find((o) => o.label === name)!
        .value;
    const record = (over: Record<string, unknown>) => ({
      empCode: 'EMP9001',
      fullName: 'Dr. Kavitha Reddy',
      designation: 'Associate Professor',
      qualification: 'Ph.D.',
      joinedOn: '2016-07-01',
      email: 'kavitha.reddy@demo-college.edu.in',
      mobile: '98480 12345',
      status: 'Active',
      ...over,
    });

    beforeAll(async () => {
      database = await freshDatabase(kind);
      await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      // Years the demo leaves empty, kept on the academic-years list so allotments may name them.
      await database.handle.db.insert(academicYears).values(
        ['2027-2028', '2028-2029'].map((name) => ({
          name,
          startDate: `${name.slice(0, 4)}-06-01`,
          endDate: `${name.slice(5)}-05-31`,
        })),
      );
      app = testApp(database.handle).app;
    }, 300_000);
    afterAll(async () => database?.drop());

    it('adds, searches, edits a faculty record; the mobile stays out of the log of changes', async () => {
      const admin = await as('admin');
      const cse = await departmentId('Computer Science and Engineering');
      const added = await admin.post('lists/faculty', record({ departmentId: cse }));
      expect(added).toMatchObject({ status: 201, body: { message: L.saved, row: { mobile: '9848012345' } } });
      const found = await admin.get(`lists/faculty?q=emp9001&departmentId=${cse}&designation=Associate Professor`);
      expect(found.body.rows.map((r: { empCode: string }) => r.empCode)).toEqual(['EMP9001']);
      const edited = await admin.put(
        `lists/faculty/${added.body.row.id}`,
        record({ departmentId: cse, status: 'Relieved' }),
      );
      expect(edited).toMatchObject({ status: 200, body: { message: L.modified, row: { status: 'Relieved' } } });
      const log = await admin.get('listChanges?list=faculty');
      expect(JSON.stringify(log.body.rows)).not.toContain('9848012345');
      const twice = await admin.post('lists/faculty', record({ departmentId: cse }));
      expect(twice.status).toBe(409);
      const badMobile = await admin.post(
        'lists/faculty',
        record({ departmentId: cse, empCode: 'EMP9002', mobile: '12345' }),
      );
      expect(badMobile).toMatchObject({ status: 400, body: { message: L.invalid } });
      expect((await admin.delete(`lists/faculty/${added.body.row.id}`)).body.message).toBe(L.deleted);
    });

    it(`refuses to delete a faculty member with publications, allotments or a login with '${L.deleteRefused}'`, async () => {
      const admin = await as('admin');
      const page = await admin.get('lists/faculty?q=EMP0041');
      const member = page.body.rows[0];
      const refused = await admin.delete(`lists/faculty/${member.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(L.deleteRefused);
      expect(refused.body.reason).toMatch(/publications.*subject allotments.*1 logins/);
      const view = await admin.get(`facultyRecord/${member.id}`);
      expect(view.body).toMatchObject({ empCode: 'EMP0041', login: 'faculty', publications: 6 });
    });

    it('lets a HoD read only their department and never change the faculty list', async () => {
      const hod = await as('hod');
      const page = await hod.get('lists/faculty?pageSize=100');
      expect(page.body.total).toBe(5);
      expect((await hod.post('lists/faculty', record({ departmentId: 1 }))).status).toBe(403);
    });

    it('lets the HoD allot a subject of their department to its faculty, once per class unless shared', async () => {
      const hod = await as('hod');
      const own = await choices('hod');
      expect(own.subjects.some((s) => s.label.endsWith('(ECE)'))).toBe(false);
      const subject = own.subjects.find((s) => s.label.endsWith('(CSE)'))!;
      const section = own.sections.find((s) => s.label === '2023-2027 CSE A')!;
      const body = {
        academicYear: '2027-2028',
        facultyId: own.faculty[1]!.value,
        subjectId: subject.value,
        sectionId: section.value,
      };
      const added = await hod.post('allotments', body);
      expect(added).toMatchObject({ status: 201, body: { message: L.saved, row: { shared: false } } });
      const second = await hod.post('allotments', { ...body, facultyId: own.faculty[2]!.value });
      expect(second).toMatchObject({ status: 409, body: { message: L.invalid, reason: M.slotTaken } });
      const shared = await hod.post('allotments', { ...body, facultyId: own.faculty[2]!.value, shared: true });
      expect(shared.status).toBe(201);
      const again = await hod.post('allotments', { ...body, shared: true });
      expect(again.body.reason).toBe(M.alreadyAllotted);
      const list = await hod.get('allotments?academicYear=2027-2028');
      expect(list.body.total).toBe(2);
      expect((await hod.delete(`allotments/${shared.body.row.id}`)).body.message).toBe(L.deleted);
    });

    it('answers a HoD outside their department with 403 and changes nothing', async () => {
      const hod = await as('hod');
      const admin = await as('admin');
      const all = await choices('admin');
      const own = await choices('hod');
      const ece = all.subjects.find((s) => s.label.endsWith('(ECE)'))!;
      const eceSection = all.sections.find((s) => s.label.includes(' ECE '))!;
      const before = (await admin.get('allotments?academicYear=2028-2029')).body.total;
      const foreign = await hod.post('allotments', {
        academicYear: '2028-2029',
        facultyId: own.faculty[0]!.value,
        subjectId: ece.value,
        sectionId: eceSection.value,
      });
      expect(foreign).toMatchObject({ status: 403, body: { message: AUTH_MESSAGES.forbidden } });
      expect((await admin.get('allotments?academicYear=2028-2029')).body.total).toBe(before);
      // An ECE allotment made by the administrator is not the HoD's to change or delete.
      const eceTeacher = all.faculty.find((f) => !own.faculty.some((o) => o.value === f.value))!;
      const made = await admin.post('allotments', {
        academicYear: '2028-2029',
        facultyId: eceTeacher.value,
        subjectId: ece.value,
        sectionId: eceSection.value,
      });
      expect(made.status).toBe(201);
      expect((await hod.delete(`allotments/${made.body.row.id}`)).status).toBe(403);
      expect((await admin.get(`allotments?academicYear=2028-2029`)).body.total).toBe(before + 1);
    });

    it('refuses a subject of another branch than the section, a relieved teacher and a year not in a row', async () => {
      const admin = await as('admin');
      const all = await choices('admin');
      const cseSubject = all.subjects.find((s) => s.label.endsWith('(CSE)'))!;
      const eceSection = all.sections.find((s) => s.label.includes(' ECE '))!;
      const mismatch = await admin.post('allotments', {
        academicYear: '2026-2027',
        facultyId: all.faculty[0]!.value,
        subjectId: cseSubject.value,
        sectionId: eceSection.value,
      });
      expect(mismatch.body).toMatchObject({ message: L.invalid, reason: M.branchMismatch });
      const year = await admin.post('allotments', {
        academicYear: '2026-2028',
        facultyId: all.faculty[0]!.value,
        subjectId: cseSubject.value,
        sectionId: eceSection.value,
      });
      expect(year).toMatchObject({ status: 400, body: { message: L.invalid, reason: M.yearNotConsecutive } });
    });

    it('offers the kept academic years, refuses a year not on the list, and changes an allotment', async () => {
      const admin = await as('admin');
      const all = await choices('admin');
      const years = (all as unknown as { academicYears: { value: string; current: boolean }[] }).academicYears;
      expect(years.find((y) => y.current)?.value).toBe('2026-2027');
      expect(years.map((y) => y.value)).toContain('2028-2029');
      const subject = all.subjects.find((s) => s.label.endsWith('(CSE)'))!;
      const [sectionA, sectionB] = all.sections.filter((s) => s.label.startsWith('2023-2027 CSE '));
      const body = { facultyId: all.faculty[3]!.value, subjectId: subject.value, sectionId: sectionA!.value };
      const unknown = await admin.post('allotments', { ...body, academicYear: '2031-2032' });
      expect(unknown).toMatchObject({ status: 404, body: { message: L.academicYearNotFound } });
      expect((await admin.get('allotments?academicYear=2031-2032')).body.total).toBe(0);

      const added = await admin.post('allotments', { ...body, academicYear: '2028-2029' });
      expect(added.status).toBe(201);
      const id = added.body.row.id;
      const moved = await admin.put(`allotments/${id}`, {
        ...body,
        academicYear: '2028-2029',
        sectionId: sectionB!.value,
      });
      expect(moved).toMatchObject({
        status: 200,
        body: { message: L.modified, row: { id, sectionId: sectionB!.value } },
      });
      const toUnknown = await admin.put(`allotments/${id}`, { ...body, academicYear: '2031-2032' });
      expect(toUnknown.status).toBe(404);
      const list = (await admin.get('allotments?academicYear=2028-2029')).body.rows as {
        id: number;
        sectionId: number;
      }[];
      expect(list.find((r) => r.id === id)?.sectionId).toBe(sectionB!.value);
      expect((await admin.delete(`allotments/${id}`)).status).toBe(200);
    });

    it('lets a faculty member read their own allotments and no one else’s', async () => {
      const member = await as('faculty');
      const mine = await member.get(`allotments/mine?academicYear=${DEMO_ALLOTMENT_YEAR}`);
      expect(mine.status).toBe(200);
      expect(mine.body.rows.length).toBeGreaterThan(0);
      expect(mine.body.rows.every((r: { empCode: string }) => r.empCode === 'EMP0041')).toBe(true);
      expect((await member.get(`allotments?academicYear=${DEMO_ALLOTMENT_YEAR}`)).status).toBe(403);
      expect((await member.post('allotments', {})).status).toBe(403);
    });
  });
}
