import { and, asc, count, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { academicStartYearAt } from '../../../domain/calendar/batch-stage';
import type {
  BatchItem,
  BranchItem,
  DegreeItem,
  DepartmentItem,
  SemesterItem,
} from '../../../domain/masters/lookup-items';
import type { Database } from '../../db/client';
import { batches, branches, degrees, departments, levels, regulations, semesters } from '../../db/schema';
import type { Clock } from '../../http/attempt-store';
import { batchPassedOut } from '../../db/batch-stage-sql';

export interface DegreeRow {
  id: number;
  name: string;
  level: string;
  years: number;
}

const batchColumns = {
  name: batches.name,
  startYear: batches.startYear,
  degree: degrees.name,
  years: degrees.years,
  regulation: regulations.code,
};
type BatchRow = { name: string; startYear: number; degree: string; years: number; regulation: string | null };
const batchItem = (b: BatchRow): BatchItem => ({
  value: b.name,
  label: b.name,
  batch: b.name,
  degree: b.degree,
  startYear: b.startYear,
  endYear: b.startYear + b.years,
  regulation: b.regulation,
});

/** Degrees (courses), batches, branches, semesters and departments: the admission and alumni cascades (§4). */
export function academicLists(db: Database, clock: Clock) {
  const batchQuery = () =>
    db
      .select(batchColumns)
      .from(batches)
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .leftJoin(regulations, eq(regulations.id, batches.regulationId));

  return {
    /** A degree by the name a form sends, whatever its case ('b.tech' is B.Tech); null when there is none. */
    async findDegree(name: string): Promise<DegreeRow | null> {
      const [row] = await db
        .select({ id: degrees.id, name: degrees.name, level: degrees.level, years: degrees.years })
        .from(degrees)
        .where(sql`lower(${degrees.name}) = ${name.toLowerCase()}`)
        .limit(1);
      return row ?? null;
    },

    async levelExists(code: string): Promise<boolean> {
      const [row] = await db.select({ id: levels.id }).from(levels).where(eq(levels.code, code)).limit(1);
      return Boolean(row);
    },

    /** Degrees by level order (UG first), then as created; only one level's when given. */
    async degrees(level: string | null): Promise<DegreeItem[]> {
      const semesterCount = db
        .select({ degreeId: semesters.degreeId, n: count().as('n') })
        .from(semesters)
        .groupBy(semesters.degreeId)
        .as('semester_count');
      const rows = await db
        .select({
          name: degrees.name,
          fullName: degrees.fullName,
          level: degrees.level,
          levelName: levels.name,
          years: degrees.years,
          semesters: semesterCount.n,
        })
        .from(degrees)
        .leftJoin(levels, eq(levels.code, degrees.level))
        .leftJoin(semesterCount, eq(semesterCount.degreeId, degrees.id))
        .where(level === null ? undefined : eq(degrees.level, level))
        .orderBy(asc(levels.sortOrder), asc(degrees.id));
      return rows.map((d) => ({
        value: d.name,
        label: d.name,
        degree: d.name,
        fullName: d.fullName || d.name,
        level: d.level,
        levelName: d.levelName ?? d.level,
        years: d.years,
        semesters: Number(d.semesters ?? 0),
      }));
    },

    /** Batches of one degree (or of all), newest first. */
    async batches(degreeId: number | null): Promise<BatchItem[]> {
      const rows = await batchQuery()
        .where(degreeId === null ? undefined : eq(batches.degreeId, degreeId))
        .orderBy(asc(degrees.id), desc(batches.startYear));
      return rows.map(batchItem);
    },

    /** Batches whose final year is over (start + duration ≤ this academic year's start, §9 helper), newest first. */
    async alumniBatches(degreeId: number): Promise<BatchItem[]> {
      const rows = await batchQuery()
        .where(and(eq(batches.degreeId, degreeId), batchPassedOut(academicStartYearAt(clock()))))
        .orderBy(desc(batches.startYear));
      return rows.map(batchItem);
    },

    async findBatch(degreeId: number, name: string) {
      const [row] = await db
        .select({ id: batches.id, startYear: batches.startYear })
        .from(batches)
        .where(and(eq(batches.degreeId, degreeId), eq(batches.name, name)))
        .limit(1);
      return row ?? null;
    },

    /** Branches of a degree by roll-number code; for a batch, only those admitting in its first year. */
    async branches(degreeId: number, batchStartYear: number | null = null): Promise<BranchItem[]> {
      const offered =
        batchStartYear === null
          ? undefined
          : or(isNull(branches.introducedIn), lte(branches.introducedIn, batchStartYear));
      const rows = await db
        .select({
          code: branches.code,
          shortForm: branches.shortName,
          branch: branches.name,
          degree: degrees.name,
          level: degrees.level,
          department: departments.name,
        })
        .from(branches)
        .innerJoin(degrees, eq(degrees.id, branches.degreeId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(and(eq(branches.degreeId, degreeId), offered))
        .orderBy(asc(branches.code));
      return rows.map((b) => ({ value: b.shortForm, label: b.shortForm, ...b }));
    },

    async semesters(degreeId: number): Promise<SemesterItem[]> {
      const rows = await db
        .select({ semester: semesters.number, name: semesters.name })
        .from(semesters)
        .where(eq(semesters.degreeId, degreeId))
        .orderBy(asc(semesters.number));
      return rows.map((s) => ({ value: s.name, label: s.name, ...s }));
    },

    async departments(): Promise<DepartmentItem[]> {
      const rows = await db
        .select({ code: departments.code, name: departments.name })
        .from(departments)
        .orderBy(asc(departments.name));
      return rows.map((d) => ({
        departmentCreationPrimaryKey: { departmentName: d.name },
        departmentCode: d.code,
        departmentName: d.name,
      }));
    },
  };
}
export type AcademicLists = ReturnType<typeof academicLists>;
