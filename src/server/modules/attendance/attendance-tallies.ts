import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Tally } from '../../../domain/attendance/attendance';
import type { Database } from '../../db/client';
import { attendanceMarks, attendanceSheets } from '../../db/schema';
import { notOnHoliday } from './teaching-day-store';

export interface StudentTally extends Tally {
  studentId: number;
}

/**
 * Classes held (marks recorded) and attended (marked present) per student, or per student and subject, among the
 * marks and sheets `where` picks; a sheet on a holiday (saved before the holiday was entered) is no class held.
 */
export function attendanceTallies(db: Database, where: SQL | undefined): Promise<StudentTally[]>;
export function attendanceTallies(
  db: Database,
  where: SQL | undefined,
  per: 'subject',
): Promise<(StudentTally & { subjectId: number })[]>;
export async function attendanceTallies(db: Database, where: SQL | undefined, per?: 'subject') {
  const bySubject = per === 'subject';
  const rows = await db
    .select({
      studentId: attendanceMarks.studentId,
      ...(bySubject ? { subjectId: attendanceSheets.subjectId } : {}),
      held: count(),
      present: sql<number>`count(*) filter (where ${attendanceMarks.present})`,
    })
    .from(attendanceMarks)
    .innerJoin(attendanceSheets, eq(attendanceSheets.id, attendanceMarks.sheetId))
    .where(and(where, notOnHoliday))
    .groupBy(attendanceMarks.studentId, ...(bySubject ? [attendanceSheets.subjectId] : []));
  return rows.map((r) => ({ ...r, held: Number(r.held), present: Number(r.present) }));
}
