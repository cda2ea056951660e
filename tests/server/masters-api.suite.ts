import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  AdmissionTypeItemSchema,
  AgentItemSchema,
  BatchItemSchema,
  BranchItemSchema,
  CasteCategoryItemSchema,
  DegreeItemSchema,
  DepartmentItemSchema,
  KeyValueItemSchema,
  SeatTypeItemSchema,
  SemesterItemSchema,
  SubCasteItemSchema,
} from '../../src/domain/masters/lookup-items';
import { seatTypeLabel } from '../../src/domain/masters/seat-type';
import { casteCategories, subCastes } from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { eq } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from './support/databases';
import { SessionClient } from './support/session-client';
import { testApp, testClock } from './support/test-app';

/** Every item has exactly the fields its domain schema names (no more, no fewer). */
function expectShape(body: unknown, schema: v.ObjectSchema<v.ObjectEntries, undefined>) {
  expect(Array.isArray(body), JSON.stringify(body)).toBe(true);
  const list = body as Record<string, unknown>[];
  expect(list.length).toBeGreaterThan(0);
  expect(v.safeParse(v.array(v.strictObject(schema.entries)), list).issues).toBeUndefined();
}

const qs = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

/** The lookup calls of §7, run once on PGlite and once on PostgreSQL. */
export function mastersApiSuite(kind: 'pglite' | 'postgres') {
  describe(`lookup lists (masters) API on ${kind}`, () => {
    let database: TestDatabase;
    let clerk: SessionClient;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the JSON shape it checks
    let get: (path: string) => Promise<{ status: number; body: any }>;
    const clock = testClock(Date.parse('2026-06-01T09:00:00Z'));

    beforeAll(async () => {
      database = await freshDatabase(kind);
      await seedDemoCollege(database.handle.db, { collegeCode: 'DEMO', collegeName: 'Demo College' });
      const { app } = testApp(database.handle, {}, { clock: clock.clock });
      clerk = new SessionClient(app);
      expect((await clerk.signIn('admissions', 'Campus@2026')).status).toBe(200);
      get = async (path) => {
        const res = await clerk.request(`/api/app/${path}`);
        return { status: res.status, body: await res.json() };
      };
    }, 300_000);
    afterAll(async () => database?.drop());

    it('runs the cascade degree → batches → branches → semesters for B.Tech 2022-2026 (§4)', async () => {
      const degrees = await get(`getDegreeByLevel${qs({ level: 'UG' })}`);
      expect(degrees.status).toBe(200);
      expectShape(degrees.body, DegreeItemSchema);
      expect(degrees.body).toEqual([
        {
          value: 'B.Tech',
          label: 'B.Tech',
          degree: 'B.Tech',
          fullName: 'Bachelor of Technology',
          level: 'UG',
          levelName: 'Under Graduate',
          years: 4,
          semesters: 8,
        },
      ]);

      const batches = await get(`getBatchesByDegrees${qs({ degree: 'B.Tech' })}`);
      expectShape(batches.body, BatchItemSchema);
      expect(batches.body.map((b: { batch: string }) => b.batch)).toEqual([
        '2026-2030',
        '2025-2029',
        '2024-2028',
        '2023-2027',
        '2022-2026',
        '2021-2025',
        '2020-2024',
        '2019-2023',
        '2018-2022',
      ]);
      expect(batches.body.find((b: { batch: string }) => b.batch === '2022-2026')).toEqual({
        value: '2022-2026',
        label: '2022-2026',
        batch: '2022-2026',
        degree: 'B.Tech',
        startYear: 2022,
        endYear: 2026,
        regulation: 'R22',
      });

      const branches = await get(`getBranchesShortForms${qs({ course: 'B.Tech', batch: '2022-2026' })}`);
      expectShape(branches.body, BranchItemSchema);
      expect(branches.body.map((b: { shortForm: string }) => b.shortForm)).toEqual([
        'CIVIL',
        'EEE',
        'MECH',
        'ECE',
        'CSE',
        'IT',
        'CSM',
      ]);
      expect(branches.body.find((b: { value: string }) => b.value === 'CSE')).toEqual({
        value: 'CSE',
        label: 'CSE',
        shortForm: 'CSE',
        branch: 'Computer Science and Engineering',
        code: '05',
        degree: 'B.Tech',
        level: 'UG',
        department: 'Computer Science and Engineering',
      });

      const semesters = await get(`getDistinct/SemesterMaintenanceSemesters${qs({ course: 'B.Tech' })}`);
      expectShape(semesters.body, SemesterItemSchema);
      expect(semesters.body).toHaveLength(8);
      expect(semesters.body[0]).toEqual({
        value: 'I Year I Semester',
        label: 'I Year I Semester',
        semester: 1,
        name: 'I Year I Semester',
      });
      expect(semesters.body[7].name).toBe('IV Year II Semester');
    });

    it('offers a branch only to batches admitted from its first year (CSD from 2023, CSC from 2025)', async () => {
      const shortForms = async (batch: string) =>
        (await get(`getBranchesShortForms${qs({ course: 'B.Tech', batch })}`)).body.map(
          (b: { shortForm: string }) => b.shortForm,
        );
      expect(await shortForms('2018-2022')).toEqual(['CIVIL', 'EEE', 'MECH', 'ECE', 'CSE', 'IT']);
      expect(await shortForms('2023-2027')).toContain('CSD');
      expect(await shortForms('2023-2027')).not.toContain('CSC');
      expect(await shortForms('2025-2029')).toEqual(['CIVIL', 'EEE', 'MECH', 'ECE', 'CSE', 'IT', 'CSC', 'CSM', 'CSD']);
    });

    it('matches a course whatever its case, as people type it (b.tech is B.Tech)', async () => {
      expect((await get(`getBatchesByDegrees${qs({ degree: 'b.tech' })}`)).body).toEqual(
        (await get(`getBatchesByDegrees${qs({ degree: 'B.Tech' })}`)).body,
      );
      expect(
        (await get(`getDegreeByLevel${qs({ level: 'pg' })}`)).body.map((d: { degree: string }) => d.degree),
      ).toEqual(['M.Tech', 'MBA']);
    });

    it('lists every degree with its level on getDegreeByLevel without a level and on courses/view', async () => {
      for (const path of ['getDegreeByLevel', 'courses/view']) {
        const { status, body } = await get(path);
        expect(status).toBe(200);
        expectShape(body, DegreeItemSchema);
        expect(
          body.map((d: { degree: string; level: string; semesters: number }) => [d.degree, d.level, d.semesters]),
        ).toEqual([
          ['B.Tech', 'UG', 8],
          ['M.Tech', 'PG', 4],
          ['MBA', 'PG', 4],
        ]);
      }
    });

    it('answers getBatches for one degree, or for every degree without one', async () => {
      const mtech = await get(`getBatches${qs({ degree: 'M.Tech' })}`);
      expectShape(mtech.body, BatchItemSchema);
      expect(mtech.body[0]).toMatchObject({ batch: '2026-2028', startYear: 2026, endYear: 2028, regulation: 'R25' });
      const all = await get('getBatches');
      expect(new Set(all.body.map((b: { degree: string }) => b.degree))).toEqual(new Set(['B.Tech', 'M.Tech', 'MBA']));
      expect(all.body).toHaveLength(9 + 6 + 6);
    });

    it('lists PG branches by level and degree, and finds no B.Tech at PG level (404 Degree Not Found)', async () => {
      const mtech = await get(`getAllbranchesbasedonleveldegree${qs({ level: 'PG', course: 'M.Tech' })}`);
      expectShape(mtech.body, BranchItemSchema);
      expect(mtech.body.map((b: { shortForm: string }) => b.shortForm)).toEqual(['PE', 'VLSI', 'CSE', 'TE', 'SE']);
      expect(await get(`getAllbranchesbasedonleveldegree${qs({ level: 'PG', course: 'B.Tech' })}`)).toEqual({
        status: 404,
        body: { message: 'Degree Not Found' },
      });
      expect(await get(`getAllbranchesbasedonleveldegree${qs({ level: 'DIP', course: 'B.Tech' })}`)).toEqual({
        status: 404,
        body: { message: 'Level Not Found' },
      });
      const mba = await get(`getdistinctbranchname/BranchesMaintenance${qs({ course: 'MBA' })}`);
      expect(mba.body.map((b: { branch: string }) => b.branch)).toEqual([
        'Finance',
        'Marketing',
        'Human Resource Management',
        'Business Analytics',
      ]);
    });

    it('lists as alumni batches only those whose final year is over (§9 academic year), by the server clock', async () => {
      const names = async () =>
        (await get(`getAlumniBatchesByCourse${qs({ degree: 'B.Tech' })}`)).body.map((b: { batch: string }) => b.batch);
      // 1 June 2026 is in academic year 2026-2027: the 2022-2026 batch has passed out.
      expect(await names()).toEqual(['2022-2026', '2021-2025', '2020-2024', '2019-2023', '2018-2022']);
      clock.advance(-120 * 24 * 3600_000); // early February 2026: academic year 2025-2026
      expect(await names()).toEqual(['2021-2025', '2020-2024', '2019-2023', '2018-2022']);
      clock.advance(120 * 24 * 3600_000);
    });

    it('lists the caste categories OC, BC-A…BC-E, SC, ST, EWS in order', async () => {
      const { body } = await get('getAllCasteCatogeries');
      expectShape(body, CasteCategoryItemSchema);
      expect(body.map((c: { value: string }) => c.value)).toEqual([
        'OC',
        'BC-A',
        'BC-B',
        'BC-C',
        'BC-D',
        'BC-E',
        'SC',
        'ST',
        'EWS',
      ]);
    });

    it('lists the BC-A sub-castes on getAllSubCastesByCaste/BC-A, also asked as bc-a', async () => {
      const { status, body } = await get('getAllSubCastesByCaste/BC-A');
      expect(status).toBe(200);
      expectShape(body, SubCasteItemSchema);
      expect(body.every((s: { category: string }) => s.category === 'BC-A')).toBe(true);
      expect(body.map((s: { value: string }) => s.value)).toEqual(
        expect.arrayContaining(['Rajaka (Washermen)', 'Vaddera', 'Nayi Brahmin']),
      );
      expect(body.map((s: { value: string }) => s.value)).not.toContain('Padmasali');
      expect((await get('getAllSubCastesByCaste/bc-a')).body).toEqual(body);
    });

    it('answers a sub-caste added to the table (the list comes from the database)', async () => {
      const [bcE] = await database.handle.db.select().from(casteCategories).where(eq(casteCategories.code, 'BC-E'));
      await database.handle.db.insert(subCastes).values({ categoryId: bcE!.id, name: 'Turaka Kasha', sortOrder: 99 });
      const { body } = await get('getAllSubCastesByCaste/BC-E');
      expect(body.at(-1)).toEqual({
        value: 'Turaka Kasha',
        label: 'Turaka Kasha',
        subCaste: 'Turaka Kasha',
        category: 'BC-E',
      });
    });

    it('answers 404 Caste Category Not Found for an unknown category and 400 for one that cannot be a category', async () => {
      expect(await get('getAllSubCastesByCaste/BC-Z')).toEqual({
        status: 404,
        body: { message: 'Caste Category Not Found' },
      });
      expect(await get(`getAllSubCastesByCaste/${encodeURIComponent("BC'; drop")}`)).toEqual({
        status: 400,
        body: { message: 'A caste category is letters with an optional hyphen, at most 8 characters (BC-A)' },
      });
    });

    it('lists entrancetype with ICET shown as ICETT (§9), and Nationality and Religion', async () => {
      const entrance = await get(`getKeyValuePair${qs({ key: 'entrancetype' })}`);
      expectShape(entrance.body, KeyValueItemSchema);
      expect(entrance.body).toContainEqual({ key: 'ICET', value: 'ICETT' });
      expect(entrance.body.map((p: { key: string }) => p.key)).toEqual(['EAPCET', 'ECET', 'ICET', 'PGECT', 'POLYCET']);
      expect((await get(`getKeyValuePair${qs({ key: 'Nationality' })}`)).body[0]).toEqual({
        key: 'Indian',
        value: 'Indian',
      });
      expect((await get(`getKeyValuePair${qs({ key: 'Religion' })}`)).body.map((p: { key: string }) => p.key)).toEqual(
        expect.arrayContaining(['Hindu', 'Muslim', 'Christian', 'Sikh']),
      );
      expect((await get(`getKeyValuePair${qs({ key: 'RELIGION' })}`)).body).toEqual(
        (await get(`getKeyValuePair${qs({ key: 'Religion' })}`)).body,
      );
    });

    it('gives seat types whose drop-down text shows the name before the first comma (§4)', async () => {
      const seatTypes = await get('getSeatTypes');
      expectShape(seatTypes.body, SeatTypeItemSchema);
      const drop = await get('getSeatTypesAsDrop');
      expect(drop.status).toBe(200);
      expect(drop.body.every((s: unknown) => typeof s === 'string' && s.includes(','))).toBe(true);
      expect(drop.body.map(seatTypeLabel)).toEqual(seatTypes.body.map((s: { label: string }) => s.label));
      expect(drop.body.map(seatTypeLabel)).toEqual(expect.arrayContaining(['Convener', 'Management', 'NRI', 'Spot']));
    });

    it('gives admission types Direct, Lateral, Transfer (§9) and only active agents', async () => {
      const types = await get('getAdmissionTypes');
      expectShape(types.body, AdmissionTypeItemSchema);
      expect(types.body.map((t: { value: string }) => t.value)).toEqual(['Direct', 'Lateral', 'Transfer']);
      const agents = await get('getAgentsForDropdown');
      expectShape(agents.body, AgentItemSchema);
      expect(agents.body.map((a: { name: string }) => a.name)).toContain('Sri Sai Educational Consultancy');
      expect(agents.body.map((a: { name: string }) => a.name)).not.toContain('Nalanda Admissions Point');
    });

    it('gives departments as §3 department records', async () => {
      const { body } = await get('getAllDepartmentDetails');
      expectShape(body, DepartmentItemSchema);
      expect(body).toContainEqual({
        departmentCreationPrimaryKey: { departmentName: 'Computer Science and Engineering' },
        departmentCode: 'CSE',
        departmentName: 'Computer Science and Engineering',
      });
    });

    it.each([
      ['getBatchesByDegrees', 'Please select a Course'],
      [`getBatchesByDegrees${qs({ degree: '   ' })}`, 'Please select a Course'],
      [
        `getBatchesByDegrees${qs({ degree: "B.Tech'; --" })}`,
        'A course is letters, digits, dots, spaces and brackets, at most 32 characters',
      ],
      [`getBatchesByDegrees?degree=B.Tech&degree=MBA`, 'Please select a Course'],
      [`getBranchesShortForms${qs({ course: 'B.Tech' })}`, 'Please select a Batch'],
      [`getBranchesShortForms${qs({ course: 'B.Tech', batch: '2022' })}`, 'A batch is written as 2022-2026'],
      [`getDistinct/SemesterMaintenanceSemesters`, 'Please select a Course'],
      [`getAllbranchesbasedonleveldegree${qs({ course: 'M.Tech' })}`, 'Please select a Level'],
      [`getDegreeByLevel${qs({ level: 'U G' })}`, 'A level is letters only, at most 8 (UG, PG)'],
      ['getKeyValuePair', 'key must be one of entrancetype, Nationality, Religion'],
      [`getKeyValuePair${qs({ key: 'caste' })}`, 'key must be one of entrancetype, Nationality, Religion'],
      ['getAlumniBatchesByCourse', 'Please select a Course'],
    ])('answers 400 with a message for bad parameters: %s', async (path, message) => {
      expect(await get(path)).toEqual({ status: 400, body: { message } });
    });

    it.each([
      [`getBatchesByDegrees${qs({ degree: 'B.Sc' })}`, 'Degree Not Found'],
      [`getBranchesShortForms${qs({ course: 'B.Tech', batch: '2030-2034' })}`, 'Batch Not Found'],
      [`getBranchesShortForms${qs({ course: 'MBA', batch: '2022-2026' })}`, 'Batch Not Found'],
      [`getDistinct/SemesterMaintenanceSemesters${qs({ course: 'Diploma' })}`, 'Degree Not Found'],
      [`getDegreeByLevel${qs({ level: 'PHD' })}`, 'Level Not Found'],
    ])('answers 404 for what the lists do not hold: %s', async (path, message) => {
      expect(await get(path)).toEqual({ status: 404, body: { message } });
    });

    it('keeps seat types and agents to admission staff and register readers; other lists to any signed-in user', async () => {
      const { app } = testApp(database.handle);
      const student = new SessionClient(app);
      await student.signIn('student', 'Campus@2026');
      const chairman = new SessionClient(app);
      await chairman.signIn('chairman', 'Campus@2026');
      expect((await new SessionClient(app).request('/api/app/getAllCasteCatogeries')).status).toBe(401);
      expect((await student.request('/api/app/getAllCasteCatogeries')).status).toBe(200);
      expect((await student.request('/api/app/getSeatTypesAsDrop')).status).toBe(403);
      expect((await student.request('/api/app/getAgentsForDropdown')).status).toBe(403);
      expect((await chairman.request('/api/app/getAgentsForDropdown')).status).toBe(200);
    });
  });
}
