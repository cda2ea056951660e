import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { PatronCardData, PatronGroups } from '../../../domain/library/barcode-answers';
import type { PatronCardSelection } from '../../../domain/library/barcode-forms';
import type { Database } from '../../db/client';
import { batches, branches, degrees, departments, faculty, students } from '../../db/schema';

/** Students the library serves: on roll, studying or detained (graduated and discontinued students are not). */
const ON_ROLL = ['studying', 'detained'];

export interface ChosenCards {
  total: number;
  cards: PatronCardData[];
  /** Codes of a typed list that are nobody's. */
  missing: string[];
}

/** A list's codes matched whatever their case ('emp0042' is EMP0042), the column's own value given back. */
const upperIn = (column: AnyPgColumn, codes: readonly string[]) => inArray(sql<string>`upper(${column})`, [...codes]);

/**
 * Patrons' library cards: students by roll number (on roll, of a department and batch), staff by employee code (the
 * faculty records, teaching and other staff, still working here), or a typed list of either's codes in the order
 * typed. Counted first, so a choice over `limit` is refused without reading it.
 */
export function patronCardStore(db: Database) {
  const studentColumns = {
    code: students.rollNo,
    name: students.fullName,
    course: sql<string>`${degrees.name} || ' ' || ${branches.shortName}`,
    batch: batches.name,
  };
  const withCourse = <Q extends PgSelect>(query: Q) =>
    query
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .innerJoin(branches, eq(branches.id, students.branchId));
  const staffColumns = {
    code: faculty.empCode,
    name: faculty.fullName,
    designation: faculty.designation,
    department: departments.name,
  };
  const withDepartment = <Q extends PgSelect>(query: Q) =>
    query.innerJoin(departments, eq(departments.id, faculty.departmentId));
  const studentRows = () => withCourse(db.select(studentColumns).from(students).$dynamic());
  const staffRows = () => withDepartment(db.select(staffColumns).from(faculty).$dynamic());

  async function byList(selection: Extract<PatronCardSelection, { by: 'list' }>): Promise<ChosenCards> {
    const rows: PatronCardData[] =
      selection.kind === 'student'
        ? (await studentRows().where(upperIn(students.rollNo, selection.list))).map((r) => ({
            kind: 'student',
            ...r,
          }))
        : (await staffRows().where(upperIn(faculty.empCode, selection.list))).map((r) => ({
            kind: 'staff',
            ...r,
          }));
    const byCode = new Map(rows.map((r) => [r.code.toUpperCase(), r]));
    return {
      total: rows.length,
      cards: selection.list.flatMap((code) => byCode.get(code) ?? []),
      missing: selection.list.filter((code) => !byCode.has(code)),
    };
  }

  return {
    async cards(selection: PatronCardSelection, limit: number): Promise<ChosenCards> {
      if (selection.by === 'list') return byList(selection);
      if (selection.kind === 'student') {
        const where = and(
          inArray(students.status, ON_ROLL),
          selection.department === null ? undefined : eq(branches.departmentId, selection.department),
          selection.batch === null ? undefined : eq(students.batchId, selection.batch),
        );
        const [counted] = await withCourse(db.select({ n: count() }).from(students).$dynamic()).where(where);
        const total = Number(counted?.n ?? 0);
        if (total === 0 || total > limit) return { total, cards: [], missing: [] };
        const rows = await studentRows().where(where).orderBy(asc(students.rollNo));
        return { total, cards: rows.map((r) => ({ kind: 'student', ...r })), missing: [] };
      }
      const where = and(
        eq(faculty.status, 'Active'),
        selection.department === null ? undefined : eq(faculty.departmentId, selection.department),
      );
      const [counted] = await withDepartment(db.select({ n: count() }).from(faculty).$dynamic()).where(where);
      const total = Number(counted?.n ?? 0);
      if (total === 0 || total > limit) return { total, cards: [], missing: [] };
      const rows = await staffRows().where(where).orderBy(asc(faculty.empCode));
      return { total, cards: rows.map((r) => ({ kind: 'staff', ...r })), missing: [] };
    },

    /** The departments, and the batches that have students on roll (latest first), to choose cards by. */
    async groups(): Promise<PatronGroups> {
      const departmentRows = await db
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .orderBy(asc(departments.name));
      const batchRows = await db
        .selectDistinct({
          id: batches.id,
          name: sql<string>`${degrees.name} || ' ' || ${batches.name}`,
          degree: degrees.name,
          startYear: batches.startYear,
        })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .where(inArray(students.status, ON_ROLL))
        .orderBy(asc(degrees.name), desc(batches.startYear));
      return { departments: departmentRows, batches: batchRows.map(({ id, name }) => ({ id, name })) };
    },
  };
}

export type PatronCardStore = ReturnType<typeof patronCardStore>;
