import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_MESSAGES as M } from '../../src/domain/academic/messages';
import { DEFAULT_GRADING_SCHEME } from '../../src/domain/academic/grading-scheme';
import { seedDemoCollege } from '../../src/server/demo/college';
import { freshDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp } from './support/test-app';

/** The lists the college keeps (module academic), run once on PGlite and once on PostgreSQL. */
export function academicListsApiSuite(kind: 'pglite' | 'postgres') {
  describe(`lists the college keeps (academic) API on ${kind}`, () => {
    let database: TestDatabase;
    let app: ReturnType<typeof testApp>['app'];
    const as = signedInClients(() => app);

    const optionId = async (list: string, label: string) => {
      const options = (await (await as('admin')).get(`lists/${list}/options`)).body as {
        value: number;
        label: string;
      }[];
      return options.find((o) => o.label === label)!.value;
    };
    const branchCount = async () => (await (await as('admin')).get('lists/branches?pageSize=1')).body.total as number;

    beforeAll(async () => {
      database = await freshDatabase(kind);
      await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      app = testApp(database.handle).app;
    }, 300_000);
    afterAll(async () => database?.drop());

    it('pages, searches and filters a list on the server', async () => {
      const admin = await as('admin');
      const first = await admin.get('lists/branches?pageSize=5&page=1');
      expect(first.status).toBe(200);
      expect(first.body.rows).toHaveLength(5);
      expect(first.body.total).toBeGreaterThan(5);
      const second = await admin.get('lists/branches?pageSize=5&page=2');
      expect(second.body.rows[0].id).not.toBe(first.body.rows[0].id);
      const search = await admin.get('lists/branches?q=cse');
      expect(
        search.body.rows.every((r: { shortName: string; name: string }) => /cse/i.test(r.shortName + r.name)),
      ).toBe(true);
      const btech = await optionId('degrees', 'B.Tech');
      const filtered = await admin.get(`lists/branches?degreeId=${btech}&pageSize=100`);
      expect(filtered.body.rows.every((r: { degreeId: number }) => r.degreeId === btech)).toBe(true);
      const none = await admin.get('lists/branches?q=no-such-branch');
      expect(none.body).toMatchObject({ rows: [], total: 0 });
    });

    it('adds, edits and deletes a branch with the §8 words, and the lookups answer from it', async () => {
      const admin = await as('admin');
      const btech = await optionId('degrees', 'B.Tech');
      const cse = await optionId('departments', 'Computer Science and Engineering');
      const added = await admin.post('lists/branches', {
        degreeId: btech,
        departmentId: cse,
        code: '99',
        shortName: 'AIX',
        name: 'Artificial Intelligence',
        introducedIn: null,
        intake: 60,
      });
      expect(added).toMatchObject({
        status: 201,
        body: { message: M.saved, row: { code: '99', shortName: 'AIX', intake: 60 } },
      });
      const lookup = await admin.get('getdistinctbranchname/BranchesMaintenance?course=B.Tech');
      expect(lookup.body.map((b: { shortForm: string }) => b.shortForm)).toContain('AIX');
      const id = added.body.row.id;
      const edited = await admin.put(`lists/branches/${id}`, { ...added.body.row, id: undefined, intake: 120 });
      expect(edited).toMatchObject({ status: 200, body: { message: M.modified, row: { intake: 120 } } });
      const deleted = await admin.delete(`lists/branches/${id}`);
      expect(deleted).toMatchObject({ status: 200, body: { message: M.deleted } });
      expect((await admin.delete(`lists/branches/${id}`)).status).toBe(404);
    });

    it("keeps a regulation's grading scheme (§9's scale by default) and pass rules", async () => {
      const academics = await as('academics');
      const added = await academics.post('lists/regulations', {
        code: 'R27',
        fromYear: 2027,
        minExternalPercent: 35,
        minTotalPercent: 40,
        creditsToGraduate: 160,
        maxYears: 8,
      });
      // A regulation's change waits for a second person (maker-checker): stored as pending with its proposed values.
      expect(added.status).toBe(202);
      expect(added.body.request.proposed.gradingScheme).toEqual(DEFAULT_GRADING_SCHEME);
      const r22 = (await academics.get('lists/regulations?q=R22')).body.rows[0];
      const bad = await academics.put(`lists/regulations/${r22.id}`, {
        ...r22,
        id: undefined,
        gradingScheme: [
          { grade: 'S', min: 90, points: 10 },
          { grade: 'A', min: 95, points: 9 },
        ],
      });
      expect(bad).toMatchObject({ status: 400, body: { message: M.invalid } });
    });

    it("refuses a delete that would orphan data with 'Unable to Delete the Record' and the reason", async () => {
      const admin = await as('admin');
      const cse = (await admin.get('lists/branches?q=CSE&pageSize=100')).body.rows.find(
        (r: { shortName: string }) => r.shortName === 'CSE',
      );
      const refused = await admin.delete(`lists/branches/${cse.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(M.deleteRefused);
      expect(refused.body.reason).toMatch(/\d+ students/);
      const subject = (await admin.get('lists/subjects?pageSize=1')).body.rows[0];
      const marks = await admin.delete(`lists/subjects/${subject.id}`);
      expect(marks).toMatchObject({ status: 409, body: { message: M.deleteRefused } });
      expect(marks.body.reason).toMatch(/marks/);
      expect(
        (await admin.get(`lists/branches?q=CSE&pageSize=100`)).body.rows.some((r: { id: number }) => r.id === cse.id),
      ).toBe(true);
    });

    it('refuses wrong types, markup, SQL, missing fields and duplicates with 4xx and changes nothing', async () => {
      const admin = await as('admin');
      const btech = await optionId('degrees', 'B.Tech');
      const cse = await optionId('departments', 'Computer Science and Engineering');
      const good = {
        degreeId: btech,
        departmentId: cse,
        code: '98',
        shortName: 'DSX',
        name: 'Data Science',
        introducedIn: 2024,
        intake: 60,
      };
      const before = await branchCount();
      const cases: [unknown, number, string][] = [
        [{ ...good, intake: '60' }, 400, M.invalid],
        [{ ...good, degreeId: 'B.Tech' }, 400, M.invalid],
        [{ ...good, name: '<script>alert(1)</script>' }, 400, M.invalid],
        [{ ...good, name: "x'; DROP TABLE branches; --" }, 400, M.invalid],
        [{ ...good, name: '' }, 400, M.fillAll],
        [{ ...good, intake: undefined }, 400, M.fillAll],
        [{ ...good, degreeId: 999999 }, 404, M.degreeNotFound],
        [{ ...good, code: '05' }, 409, M.invalid],
        ['not json', 400, M.invalid],
      ];
      for (const [body, status, message] of cases) {
        const answer = await admin.post('lists/branches', body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.body.message).toBe(message);
      }
      expect(await branchCount()).toBe(before);
      const subject = (await admin.get('lists/subjects?pageSize=2')).body.rows;
      const dup = await admin.put(`lists/subjects/${subject[1].id}`, {
        ...subject[1],
        id: undefined,
        code: subject[0].code,
      });
      expect(dup).toMatchObject({ status: 409, body: { message: M.modificationFailed } });
    });

    it('refuses non-administrators, limits academics to academic lists and a HoD to reading their department', async () => {
      const faculty = await as('faculty');
      expect((await faculty.get('lists/branches')).status).toBe(403);
      expect((await faculty.post('lists/levels', { code: 'PHD', name: 'Doctoral', sortOrder: 3 })).status).toBe(403);
      const academics = await as('academics');
      expect((await academics.post('lists/levels', { code: 'PHD', name: 'Doctoral', sortOrder: 3 })).status).toBe(403);
      expect((await academics.get('lists/nonsense')).status).toBe(404);
      const hod = await as('hod');
      const branches = await hod.get('lists/branches?pageSize=100');
      expect(branches.status).toBe(200);
      const cse = await optionId('departments', 'Computer Science and Engineering');
      expect(branches.body.rows.length).toBeGreaterThan(0);
      expect(branches.body.rows.every((r: { departmentId: number }) => r.departmentId === cse)).toBe(true);
      const subjects = await hod.get('lists/subjects?pageSize=100');
      const own = new Set(branches.body.rows.map((r: { id: number }) => r.id));
      expect(subjects.body.rows.every((r: { branchId: number }) => own.has(r.branchId))).toBe(true);
      const row = subjects.body.rows[0];
      expect((await hod.put(`lists/subjects/${row.id}`, { ...row, id: undefined, credits: 1 })).status).toBe(403);
      expect((await hod.get('listChanges')).status).toBe(403);
    });

    it('logs every change with who, when, before and after, readable by administrators', async () => {
      const admin = await as('admin');
      const added = await admin.post('lists/departments', {
        code: 'AIML',
        name: 'Artificial Intelligence and Machine Learning',
      });
      const id = added.body.row.id;
      await admin.put(`lists/departments/${id}`, { code: 'AIML', name: 'AI and Machine Learning' });
      await admin.delete(`lists/departments/${id}`);
      const log = await admin.get('listChanges?list=departments');
      expect(log.status).toBe(200);
      const entries = log.body.rows.filter((e: { recordId: number }) => e.recordId === id);
      expect(entries.map((e: { action: string }) => e.action)).toEqual(['delete', 'edit', 'add']);
      expect(entries[1]).toMatchObject({
        userName: 'admin',
        before: { name: 'Artificial Intelligence and Machine Learning' },
        after: { name: 'AI and Machine Learning' },
      });
      expect(entries[0].after).toBeNull();
      expect(Date.parse(entries[0].at)).not.toBeNaN();
    });

    it("refuses to change a level's code while degrees hold it, and a delete of a level in use", async () => {
      const admin = await as('admin');
      const ug = (await admin.get('lists/levels?q=UG')).body.rows.find((r: { code: string }) => r.code === 'UG');
      const renamed = await admin.put(`lists/levels/${ug.id}`, { code: 'UGX', name: ug.name, sortOrder: ug.sortOrder });
      expect(renamed).toMatchObject({ status: 409, body: { message: M.modificationFailed } });
      expect((await admin.delete(`lists/levels/${ug.id}`)).body.message).toBe(M.deleteRefused);
      expect((await admin.get('getDegreeByLevel?level=UG')).status).toBe(200);
    });
  });
}
