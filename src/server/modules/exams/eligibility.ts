import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { attendancePercent } from '../../../domain/attendance/attendance';
import {
  attendanceStanding,
  examAcademicTerm,
  examSemesterSpan,
  type AttendanceRule,
  type AttendanceStanding,
  type ExamFeeRule,
} from '../../../domain/exams/eligibility';
import type { ExamHead, IneligibleReason } from '../../../domain/exams/exam';
import type { Database } from '../../db/client';
import { attendanceMarks, attendanceSheets, semesterDates, semesters } from '../../db/schema';
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
 * The attendance sheets of the exam's semester: dated within the semester the exam closes on the college's calendar
 * (`examSemesterSpan`), or, with no semester dates for it, of that semester's academic year and term
 * (`examAcademicTerm`). The exam decides the year, not the student's batch, so a student who repeats a year is
 * assessed on the classes they sat before this exam, and another year's classes never count.
 */
async function examSemesterSheets(db: Database, exam: ExamHead): Promise<SQL | undefined> {
  const spans = await db
    .select({ startDate: semesterDates.startDate, endDate: semesterDates.endDate })
    .from(semesterDates)
    .innerJoin(semesters, eq(semesters.id, semesterDates.semesterId))
    .where(and(eq(semesterDates.degreeId, exam.degreeId), eq(semesters.number, exam.semester)));
  const span = examSemesterSpan(exam, spans);
  if (span) return and(gte(attendanceSheets.date, span.startDate), lte(attendanceSheets.date, span.endDate));
  const { academicYear, term } = examAcademicTerm(exam);
  return and(eq(attendanceSheets.academicYear, academicYear), eq(attendanceSheets.term, term));
}

/**
 * Each student's attendance in the exam's semester: every class of theirs recorded in it (`examSemesterSheets`), all
 * subjects together, against the college's threshold and condonation band. A supplementary exam does not assess
 * attendance: its students sat, or were eligible to sit, the semester's regular exam.
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
  const sheets = await examSemesterSheets(db, exam);
  const tallies = await attendanceTallies(db, and(inArray(attendanceMarks.studentId, [...studentIds]), sheets));
  for (const { studentId, ...tally } of tallies) {
    result.set(studentId, {
      standing: attendanceStanding(tally, rule),
      tenths: tally.held > 0 ? Math.round(attendancePercent(tally) * 10) : null,
    });
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
