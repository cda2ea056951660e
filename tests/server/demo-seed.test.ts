import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import {
  admissions,
  admissionTypes,
  agents,
  awards,
  batches,
  branches,
  casteCategories,
  degrees,
  examResults,
  examTitles,
  keyValuePairs,
  levels,
  mous,
  publications,
  seatTypes,
  semesters,
  students,
  subCastes,
} from '../../src/server/db/schema';
import { seedDemoCollege } from '../../src/server/demo/college';
import { freshDatabase, seededDatabase } from './support/databases';
import { DEMO_APPLICANTS } from '../../src/server/demo/fees-and-applicants';
import { DEMO_ADMISSIONS } from '../../src/server/demo/admissions';
import { admissionsDashboard } from '../../src/server/modules/admissions/dashboard';

const options = { collegeCode: 'DEMO', collegeName: 'Demo College' };

async function fingerprint(handle: DatabaseHandle) {
  const people = await handle.db
    .select({ roll: students.rollNo, name: students.fullName })
    .from(students)
    .orderBy(asc(students.rollNo));
  const grades = await handle.db.select({ grade: examResults.grade }).from(examResults).orderBy(asc(examResults.id));
  // The faculty database's demo rows, without their row times.
  const papers = await handle.db
    .select({
      f: publications.facultyId,
      t: publications.title,
      d: publications.doi,
      c: publications.citations,
      s: publications.scopus,
    })
    .from(publications)
    .orderBy(asc(publications.id));
  const agreements = await handle.db
    .select({ f: mous.facultyId, p: mous.partner, on: mous.signedOn })
    .from(mous)
    .orderBy(asc(mous.id));
  const honours = await handle.db
    .select({ f: awards.facultyId, t: awards.title, y: awards.year })
    .from(awards)
    .orderBy(asc(awards.id));
  return JSON.stringify([
    people,
    grades.map((g) => g.grade).join(''),
    papers,
    agreements,
    honours,
    await lookupLists(handle),
  ]);
}

/** The lookup lists, every column, in id order. */
async function lookupLists({ db }: DatabaseHandle) {
  return Promise.all([
    db.select().from(levels).orderBy(asc(levels.id)),
    db.select().from(degrees).orderBy(asc(degrees.id)),
    db.select().from(batches).orderBy(asc(batches.id)),
    db.select().from(branches).orderBy(asc(branches.id)),
    db.select().from(semesters).orderBy(asc(semesters.id)),
    db.select().from(casteCategories).orderBy(asc(casteCategories.id)),
    db.select().from(subCastes).orderBy(asc(subCastes.id)),
    db.select().from(seatTypes).orderBy(asc(seatTypes.id)),
    db.select().from(admissionTypes).orderBy(asc(admissionTypes.id)),
    db.select().from(agents).orderBy(asc(agents.id)),
    db.select().from(keyValuePairs).orderBy(asc(keyValuePairs.id)),
  ]);
}

describe('demo seed (§3, §9)', { timeout: 180_000 }, () => {
  it('is the same on every fresh start', async () => {
    // The run's seeded template was seeded in another process, earlier: this seed must find the same rows.
    const a = await freshDatabase('pglite');
    const b = await seededDatabase('pglite', options);
    await seedDemoCollege(a.handle.db, options);
    expect(await fingerprint(a.handle)).toBe(await fingerprint(b.handle));
    await Promise.all([a.drop(), b.drop()]);
  });

  it('has 300 students on roll and 300 graduates, at least three exam titles, results for every student on roll, with fails and absents', async () => {
    const { handle: db, drop } = await seededDatabase('pglite', options);
    const [studentCount] = await db.db.select({ n: count() }).from(students);
    const [titleCount] = await db.db.select({ n: count() }).from(examTitles);
    // 300 students on roll (2023-2027 as written), 300 graduates of the batch before, and the new-admission
    // applicants of the fees seed (no results yet).
    expect(studentCount!.n).toBe(300 + 300 + DEMO_APPLICANTS.length);
    expect(titleCount!.n).toBeGreaterThanOrEqual(3);
    const perGrade = await db.db
      .select({ grade: examResults.grade, n: count() })
      .from(examResults)
      .groupBy(examResults.grade);
    const grades = Object.fromEntries(perGrade.map((g) => [g.grade, g.n]));
    for (const g of ['S', 'A', 'B', 'C', 'D', 'F', 'AB']) expect(grades[g], g).toBeGreaterThan(0);
    const withResults = await db.db.selectDistinct({ id: examResults.studentId }).from(examResults);
    expect(withResults.length).toBe(300);
    await drop();
  });

  it('fills every lookup list of the admission forms: levels, degrees, batches, branches, castes, seat types, agents, key-value lists', async () => {
    const { handle: db, drop } = await seededDatabase('pglite', options);
    const [
      levelRows,
      degreeRows,
      batchRows,
      branchRows,
      semesterRows,
      categoryRows,
      subCasteRows,
      seatRows,
      admissionRows,
      agentRows,
      pairRows,
    ] = await lookupLists(db);
    expect(levelRows.map((l) => l.code)).toEqual(['UG', 'PG']);
    expect(degreeRows.map((d) => d.name)).toEqual(['B.Tech', 'M.Tech', 'MBA']);
    expect(batchRows.every((b) => b.regulationId !== null)).toBe(true);
    expect(batchRows.length).toBe(21);
    expect(branchRows.length).toBe(18);
    expect(semesterRows.length).toBe(16);
    expect(categoryRows.map((c) => c.code)).toEqual(['OC', 'BC-A', 'BC-B', 'BC-C', 'BC-D', 'BC-E', 'SC', 'ST', 'EWS']);
    for (const category of categoryRows)
      expect(
        subCasteRows.some((s) => s.categoryId === category.id),
        category.code,
      ).toBe(true);
    expect(seatRows.length).toBeGreaterThanOrEqual(4);
    expect(admissionRows.map((a) => a.name)).toEqual(['Direct', 'Lateral', 'Transfer']);
    expect(agentRows.length).toBeGreaterThan(0);
    expect(new Set(pairRows.map((p) => p.listKey))).toEqual(new Set(['entrancetype', 'Nationality', 'Religion']));
    await drop();
  });

  it("admits this academic year's demo admissions through the save path when asked: numbered after the applicants, Aadhaar encrypted, on the dashboard", async () => {
    const { handle: db, drop } = await freshDatabase('pglite');
    const now = new Date('2026-11-23T06:30:00Z');
    await seedDemoCollege(db.db, { ...options, demoAdmissions: { aadhaarKey: 'demo-seed-test-key-0123', now } });
    const rows = await db.db.select().from(admissions).orderBy(asc(admissions.adminNo));
    expect(rows.length).toBe(DEMO_ADMISSIONS);
    // The two self-payment applicants hold 0001 and 0002 of the year's counter.
    expect(rows[0]!.adminNo).toBe('2026ADM0003');
    expect(rows.at(-1)!.adminNo).toBe(`2026ADM${String(DEMO_ADMISSIONS + 2).padStart(4, '0')}`);
    expect(
      rows.every(
        (r) =>
          r.academicYear === '2026-2027' && r.aadhaarCipher !== '' && !r.aadhaarCipher.includes(r.aadhaarLast4 + '0'),
      ),
    ).toBe(true);
    const board = await admissionsDashboard(db.db, now);
    expect(board.thisYear).toBe(DEMO_ADMISSIONS);
    expect(board.today).toBe(2);
    expect(board.byBranch.length).toBe(5);
    expect(board.byAdmissionType.map((t) => t.admissionType).sort()).toEqual(['Direct', 'Lateral']);
    expect(board.byAgent.length).toBeGreaterThan(1);
    expect(board.certificatesPending).toBe(DEMO_ADMISSIONS / 4);
    // Each is a student that Create Logins can offer.
    const [asStudents] = await db.db.select({ n: count() }).from(students).where(like(students.rollNo, '2026ADM%'));
    expect(asStudents!.n).toBe(DEMO_ADMISSIONS + DEMO_APPLICANTS.length);
    await drop();
  });

  it('keeps its data across a restart of the embedded database', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'campus-persist-'));
    const first = await openDatabase({ dataDir: dir });
    expect(await first.isEmpty()).toBe(true);
    await seedDemoCollege(first.db, options);
    const before = await fingerprint(first);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(await second.isEmpty()).toBe(false);
    expect(await fingerprint(second)).toBe(before);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
  });
});
