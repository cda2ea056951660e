import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batches, branches, degrees, departments, regulations, sections, students } from '../../src/server/db/schema';
import { seededDatabase, type TestDatabase } from './support/databases';
import { signedInClients } from './support/signed-in-clients';
import { testApp, testClock } from './support/test-app';

type Option = { value: number | string; label: string };
type Row = Record<string, unknown> & { id: number };

/**
 * Lists open on what their reader works with now: a HoD's department, the batches on roll (`?batches=all` for every
 * batch since the college began), and drop-downs whose every entry reads differently.
 */
describe('lists scoped to the department and the batches on roll', () => {
  let database: TestDatabase;
  let app: ReturnType<typeof testApp>['app'];
  const as = signedInClients(() => app);
  // 1 November 2026: the academic year 2026-2027, in which a B.Tech batch that started in 2018 has passed out and
  // its students (here one) have graduated.
  const time = testClock(Date.parse('2026-11-01T06:00:00Z'));
  const made = { oldSection: 0, newSection: 0, otherSection: 0, oldBatch: 0, laggingSection: 0 };

  beforeAll(async () => {
    database = await seededDatabase('pglite', { collegeCode: 'DEMO', collegeName: 'Demo College' });
    app = testApp(database.handle, {}, { clock: time.clock }).app;
    const db = database.handle.db;
    const [btech] = await db.select().from(degrees).where(eq(degrees.name, 'B.Tech'));
    const [regulation] = await db.select().from(regulations).limit(1);
    const [cse] = await db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(departments, eq(departments.id, branches.departmentId))
      .where(eq(departments.code, 'CSE'))
      .limit(1);
    const [other] = await db
      .select({ id: branches.id })
      .from(branches)
      .innerJoin(departments, eq(departments.id, branches.departmentId))
      .where(eq(departments.code, 'ECE'))
      .limit(1);
    // The demo college has batches since 2018: each is taken as it is, or made when missing.
    const batch = async (name: string, startYear: number) => {
      const [found] = await db.select().from(batches).where(eq(batches.name, name)).limit(1);
      if (found && found.degreeId === btech!.id) return found;
      const values = { degreeId: btech!.id, name, startYear, regulationId: regulation!.id };
      return (await db.insert(batches).values(values).returning())[0]!;
    };
    const old = await batch('2018-2022', 2018);
    const currentId = (await batch('2026-2030', 2026)).id;
    made.oldBatch = old!.id;
    const section = async (batchId: number, branchId: number, name: string) =>
      (await db.insert(sections).values({ batchId, branchId, name, capacity: 60 }).returning())[0]!.id;
    made.oldSection = await section(old!.id, cse!.id, 'Z1');
    made.newSection = await section(currentId, cse!.id, 'Z2');
    made.otherSection = await section(currentId, other!.id, 'Z3');
    // A batch passed out by the calendar whose student the year-end moves have not graduated yet: still on roll.
    const lagging = await batch('2019-2023', 2019);
    made.laggingSection = await section(lagging.id, cse!.id, 'Z4');
    const student = (rollNo: string, batchId: number, sectionId: number, status: string) => ({
      rollNo,
      fullName: `Scope ${rollNo}`,
      gender: 'FEMALE',
      batchId,
      branchId: cse!.id,
      regulationId: regulation!.id,
      sectionId,
      status,
    });
    await db
      .insert(students)
      .values([
        student('SCOPE18001', old!.id, made.oldSection, 'graduated'),
        student('SCOPE26001', currentId, made.newSection, 'studying'),
        student('SCOPE19001', lagging.id, made.laggingSection, 'studying'),
      ]);
  }, 300_000);
  afterAll(async () => database?.drop());

  const ids = (rows: Row[]) => rows.map((r) => r.id);

  it("shows a HoD their department's sections of the batches on roll, and every batch's on ?batches=all", async () => {
    const hod = await as('hod');
    const now = await hod.get('lists/sections?pageSize=100');
    expect(now.status).toBe(200);
    expect(ids(now.body.rows)).toEqual(expect.arrayContaining([made.newSection, made.laggingSection]));
    expect(ids(now.body.rows)).not.toContain(made.oldSection);
    expect(ids(now.body.rows)).not.toContain(made.otherSection);
    const all = await hod.get('lists/sections?pageSize=100&batches=all');
    expect(ids(all.body.rows)).toEqual(expect.arrayContaining([made.newSection, made.oldSection]));
    expect(ids(all.body.rows)).not.toContain(made.otherSection);
    expect(all.body.total).toBeGreaterThan(now.body.total);
  });

  it('lists the batches on roll (by the calendar, or with students not yet graduated) unless asked for all', async () => {
    const admin = await as('admin');
    const now = (await admin.get('lists/batches?pageSize=100')).body.rows as Row[];
    const all = (await admin.get('lists/batches?pageSize=100&batches=all')).body.rows as Row[];
    expect(ids(now)).not.toContain(made.oldBatch);
    expect(ids(all)).toContain(made.oldBatch);
    expect(now.length).toBeLessThan(all.length);
  });

  it("shows the directory's students of the batches on roll unless asked for all", async () => {
    const admin = await as('admin');
    const now = await admin.get('students?q=SCOPE');
    expect(now.status).toBe(200);
    expect(now.body.rows.map((r: { rollNo: string }) => r.rollNo)).toEqual(['SCOPE19001', 'SCOPE26001']);
    const all = await admin.get('students?q=SCOPE&batches=all');
    expect(all.body.rows.map((r: { rollNo: string }) => r.rollNo)).toEqual(['SCOPE18001', 'SCOPE19001', 'SCOPE26001']);
    const hod = await as('hod');
    expect((await hod.get('students?q=SCOPE&batches=all')).body.total).toBe(3);
  });

  it('refuses a batches value it does not know with 400', async () => {
    const admin = await as('admin');
    expect((await admin.get('lists/sections?batches=old')).status).toBe(400);
    expect((await admin.get('students?batches=old')).status).toBe(400);
    expect((await admin.get('lists/batches/options?batches=old')).status).toBe(400);
  });

  it('offers each batch, branch and section once, each labelled so no two read alike', async () => {
    const admin = await as('admin');
    for (const list of ['batches', 'branches', 'sections']) {
      const options = (await admin.get(`lists/${list}/options`)).body as Option[];
      expect(options.length).toBeGreaterThan(1);
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      expect(new Set(options.map((o) => o.label)).size).toBe(options.length);
    }
    const batchOptions = (await admin.get('lists/batches/options')).body as Option[];
    expect(batchOptions.find((o) => o.value === made.oldBatch)?.label).toBe('B.Tech 2018-2022');
    const sectionOptions = (await admin.get('lists/sections/options')).body as Option[];
    expect(sectionOptions.find((o) => o.value === made.oldSection)?.label).toMatch(/^\S+ Z1 – B\.Tech 2018-2022$/);
    const branchOptions = (await admin.get('lists/branches/options')).body as Option[];
    for (const o of branchOptions) expect(o.label).toMatch(/^\S+ – \S+/);
  });

  it('offers only the batches on roll when a filter asks, and one value per option for ?value=', async () => {
    const admin = await as('admin');
    const current = (await admin.get('lists/batches/options?batches=current')).body as Option[];
    expect(current.map((o) => o.value)).not.toContain(made.oldBatch);
    const hod = await as('hod');
    const sections = (await hod.get('lists/sections/options?batches=current')).body as Option[];
    expect(sections.map((o) => o.value)).toContain(made.newSection);
    expect(sections.map((o) => o.value)).not.toContain(made.oldSection);
    expect(sections.map((o) => o.value)).not.toContain(made.otherSection);
    const names = (await admin.get('lists/batches/options?value=name')).body as Option[];
    expect(new Set(names.map((o) => o.value)).size).toBe(names.length);
  });
});
