import type { Database } from '../../db/client';
import { studentsOwingFees } from '../payments/service';
import type { IneligibleReason } from '../../../domain/exams/exam';
import type { ExamHead } from './exam-store';

/**
 * The attendance seam of exam eligibility: for each student, whether their attendance in the exam's semester lets
 * them sit it (at or above the college's threshold, or within the condonation band once its fee is paid).
 *
 * Registration does not read attendance yet: this answers eligible for every student. Attendance is recorded by the
 * attendance module, whose `attendanceEligibility` (modules/attendance/attendance-percentages.ts) answers for one
 * student and one academic year and term; what is missing is the exam's academic year for each student (their
 * batch's year of this semester), which registration will pass once students carry it. Callers stay as they are.
 */
export async function attendanceEligible(
  _db: Database,
  studentIds: readonly number[],
  _exam: ExamHead,
): Promise<Map<number, boolean>> {
  return new Map(studentIds.map((id) => [id, true]));
}

/** Why each student may not sit yet ('' when they may): tuition dues up to the exam's semester, then attendance. */
export async function ineligibility(
  db: Database,
  studentIds: readonly number[],
  exam: ExamHead,
): Promise<Map<number, IneligibleReason | ''>> {
  const owing = await studentsOwingFees(db, studentIds, exam.semester);
  const attendance = await attendanceEligible(db, studentIds, exam);
  return new Map(
    studentIds.map((id) => [id, owing.has(id) ? 'dues' : attendance.get(id) === false ? 'attendance' : ''] as const),
  );
}
