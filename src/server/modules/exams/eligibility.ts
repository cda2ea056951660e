import { and, eq, inArray } from 'drizzle-orm';
import { attendancePercent } from '../../../domain/attendance/attendance';
import {
  attendanceStanding,
  semesterAcademicYear,
  type AttendanceRule,
  type AttendanceStanding,
  type ExamFeeRule,
} from '../../../domain/exams/eligibility';
import type { ExamHead, IneligibleReason } from '../../../domain/exams/exam';
import type { Database } from '../../db/client';
import { attendanceMarks, attendanceSheets, batches, students } from '../../db/schema';
import { attendanceTallies } from '../attendance/service';
import { condonationPaid, studentsOwingFees } from '../payments/service';

/** The college's rules for who sits an exam: the attendance threshold and band, and the fees registration makes. */
export interface EligibilityRules {
  attendance: AttendanceRule;
  fees: ExamFeeRule;
}

/** A student's attendance in the exam's semester and where it puts them. */
export interface AttendanceAssessment {
  standing: AttendanceStanding;
  /** Tenths of a percent (825 = 82.5%), null when not assessed. */
  tenths: number | null;
}

/**
 * Each student's attendance in the exam's semester: every class of theirs recorded in the academic year and term in
 * which they studied it (from their batch's start year, `semesterAcademicYear`), all subjects together, against the
 * college's threshold and condonation band. A supplementary exam does not assess attendance: its students sat, or
 * were eligible to sit, the semester's regular exam.
 */
export async function attendanceEligible(
  db: Database,
  studentIds: readonly number[],
  exam: ExamHead,
  rule: AttendanceRule,
): Promise<Map<number, AttendanceAssessment>> {
  const notAssessed: AttendanceAssessment = { standing: 'notAssessed', tenths: null };
  const result = new Map(studentIds.map((id) => [id, notAssessed]));
  if (exam.examType !== 'regular' || studentIds.length === 0) return result;
  const cohorts = await db
    .select({ id: students.id, startYear: batches.startYear })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(inArray(students.id, [...studentIds]));
  const byYear = new Map<number, number[]>();
  for (const s of cohorts) byYear.set(s.startYear, [...(byYear.get(s.startYear) ?? []), s.id]);
  for (const [startYear, ids] of byYear) {
    const { academicYear, term } = semesterAcademicYear(startYear, exam.semester);
    const tallies = await attendanceTallies(
      db,
      and(
        inArray(attendanceMarks.studentId, ids),
        eq(attendanceSheets.academicYear, academicYear),
        eq(attendanceSheets.term, term),
      ),
    );
    for (const { studentId, ...tally } of tallies) {
      result.set(studentId, {
        standing: attendanceStanding(tally, rule),
        tenths: tally.held > 0 ? Math.round(attendancePercent(tally) * 10) : null,
      });
    }
  }
  return result;
}

/** Why a student may not sit now ('' when they may), their attendance, and whether they are in the condonation band. */
export interface Eligibility {
  reason: IneligibleReason | '';
  attendanceTenths: number | null;
  inBand: boolean;
}

/**
 * Who may sit: below the condonation band is detained ('attendance'), whatever is paid; then tuition dues up to the
 * exam's semester ('dues'); then a student in the band whose condonation fee of the semester is not paid in full
 * ('condonation').
 */
export async function ineligibility(
  db: Database,
  studentIds: readonly number[],
  exam: ExamHead,
  rule: AttendanceRule,
): Promise<Map<number, Eligibility>> {
  const owing = await studentsOwingFees(db, studentIds, exam.semester);
  const attendance = await attendanceEligible(db, studentIds, exam, rule);
  const band = studentIds.filter((id) => attendance.get(id)?.standing === 'condonation');
  const condoned = await condonationPaid(db, band, exam.semester);
  return new Map(
    studentIds.map((id) => {
      const a = attendance.get(id)!;
      const reason: IneligibleReason | '' =
        a.standing === 'detained'
          ? 'attendance'
          : owing.has(id)
            ? 'dues'
            : a.standing === 'condonation' && !condoned.has(id)
              ? 'condonation'
              : '';
      return [id, { reason, attendanceTenths: a.tenths, inBand: a.standing === 'condonation' }] as const;
    }),
  );
}
