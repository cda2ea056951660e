import { eq, sql } from 'drizzle-orm';
import type { PatronCategory } from '../../../domain/library/circulation-rules';
import type { Database } from '../../db/client';
import { batches, branches, degrees, departments, faculty, students, users } from '../../db/schema';

/** A patron found by the code the desk scanned: a student's roll number or a staff member's employee code. */
export interface Patron {
  kind: 'STUDENT' | 'FACULTY';
  id: number;
  code: string;
  name: string;
  email: string | null;
  category: PatronCategory;
  detail: string;
  /** Still studying (or detained) or still working here; the library lends to no one else. */
  active: boolean;
  /** A student's degree and semester, which material allowances are given by. */
  degreeId: number | null;
  semester: number | null;
}

/** The patron's columns in the circulation tables: one of the two is set. */
export const patronKey = (p: Pick<Patron, 'kind' | 'id'>) =>
  p.kind === 'STUDENT' ? { studentId: p.id, facultyId: null } : { studentId: null, facultyId: p.id };

/** Who borrows: students (by roll number) and the teaching staff (by employee code), found and locked. */
export function patronStore(db: Database) {
  async function student(where: ReturnType<typeof sql>, lock: boolean): Promise<Patron | null> {
    const query = db
      .select({
        id: students.id,
        code: students.rollNo,
        name: students.fullName,
        email: students.email,
        status: students.status,
        semester: students.semester,
        level: degrees.level,
        degreeId: degrees.id,
        degree: degrees.name,
        branch: branches.shortName,
      })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .innerJoin(branches, eq(branches.id, students.branchId))
      .where(where)
      .limit(1);
    const [row] = lock ? await query.for('update', { of: students }) : await query;
    if (!row) return null;
    return {
      kind: 'STUDENT',
      id: row.id,
      code: row.code,
      name: row.name,
      email: row.email,
      category: row.level === 'PG' ? 'PG_STUDENT' : 'UG_STUDENT',
      detail: `${row.degree} ${row.branch}, semester ${String(row.semester)}`,
      active: row.status === 'studying' || row.status === 'detained',
      degreeId: row.degreeId,
      semester: row.semester,
    };
  }

  async function staff(where: ReturnType<typeof sql>, lock: boolean): Promise<Patron | null> {
    const query = db
      .select({
        id: faculty.id,
        code: faculty.empCode,
        name: faculty.fullName,
        email: faculty.email,
        status: faculty.status,
        designation: faculty.designation,
        department: departments.name,
      })
      .from(faculty)
      .innerJoin(departments, eq(departments.id, faculty.departmentId))
      .where(where)
      .limit(1);
    const [row] = lock ? await query.for('update', { of: faculty }) : await query;
    if (!row) return null;
    return {
      kind: 'FACULTY',
      id: row.id,
      code: row.code,
      name: row.name,
      email: row.email,
      category: 'FACULTY',
      detail: `${row.designation}, ${row.department}`,
      active: row.status === 'Active',
      degreeId: null,
      semester: null,
    };
  }

  return {
    /**
     * The patron with this code (upper case, as the desk's schema makes it and roll numbers and employee codes are
     * kept), locked with `lock` so two desks serving the same patron at once count their loans one after the other.
     */
    async byCode(code: string, lock = false): Promise<Patron | null> {
      return (
        (await student(sql`${students.rollNo} = ${code}`, lock)) ??
        (await staff(sql`${faculty.empCode} = ${code}`, lock))
      );
    },

    /** The signed-in user's own patron record (their student or faculty record), if they have one. */
    async ofUser(userId: number): Promise<Patron | null> {
      const [row] = await db
        .select({ studentId: users.studentId, facultyId: users.facultyId })
        .from(users)
        .where(eq(users.id, userId));
      return row ? this.byKey(row) : null;
    },

    /** The patron of a loan, hold or fine row. */
    async byKey(key: { studentId: number | null; facultyId: number | null }, lock = false): Promise<Patron | null> {
      if (key.studentId !== null) return student(sql`${students.id} = ${key.studentId}`, lock);
      if (key.facultyId !== null) return staff(sql`${faculty.id} = ${key.facultyId}`, lock);
      return null;
    },
  };
}

export type PatronStore = ReturnType<typeof patronStore>;
