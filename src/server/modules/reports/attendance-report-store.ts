import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tally } from '../../../domain/attendance/attendance';
import { branchLabeller } from '../../../domain/reports/report-rules';
import type { Term } from '../../../domain/timetable/timetable';
import type { Database } from '../../db/client';
import { attendanceSheets, batches, branches, degrees, students } from '../../db/schema';
import { attendanceTallies } from '../attendance/service';

/** The attendance report's SQL: the students on roll with their classes of a semester (the attendance module's tallies). */
export function attendanceReportStore(db: Database) {
  return {
    /** The academic years with attendance recorded, newest first. */
    async years(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ year: attendanceSheets.academicYear })
        .from(attendanceSheets)
        .orderBy(sql`${attendanceSheets.academicYear} desc`);
      return rows.map((r) => r.year);
    },

    /** Every student on roll with their branch's label and their classes held and attended in the semester (null: none). */
    async students(year: string, term: Term): Promise<{ branch: string; tally: Tally | null }[]> {
      const onRoll = await db
        .select({ id: students.id, degree: degrees.name, shortName: branches.shortName })
        .from(students)
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .where(eq(students.status, 'studying'))
        .orderBy(asc(degrees.name), asc(branches.shortName));
      const tallies = await attendanceTallies(
        db,
        and(eq(attendanceSheets.academicYear, year), eq(attendanceSheets.term, term)),
      );
      const byStudent = new Map(tallies.map((t) => [t.studentId, { held: t.held, present: t.present }]));
      const label = branchLabeller(onRoll);
      return onRoll.map((s) => ({ branch: label(s), tally: byStudent.get(s.id) ?? null }));
    },
  };
}
