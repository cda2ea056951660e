import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ExamHead, Sitter } from '../../../domain/exams/exam';
import type { Database } from '../../db/client';
import { branches, examRegistrationSubjects, examRegistrations, examResults, students } from '../../db/schema';
import { examFeePaise } from '../../../domain/exams/eligibility';
import { FAILING_GRADES } from '../../../domain/results/grade-scale';
import { condonationFeesOf, examFeesOf, syncExamFeeLines } from '../payments/service';
import { ineligibility, type Eligibility, type EligibilityRules } from './eligibility';
import type { ExamSubjectRow } from './exam-store';

/** A student the rules register, and the subjects they sit. */
export interface Candidate {
  studentId: number;
  rollNo: string;
  subjectIds: number[];
}

const FAILING = [...FAILING_GRADES];

/**
 * Students carrying a backlog in these subjects: an F, AB or NP in a stored result and no pass in the subject since.
 * Students who left (discontinued) or graduated are not registered.
 */
async function backlogs(db: Database, courseIds: readonly number[]): Promise<Candidate[]> {
  if (courseIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ studentId: examResults.studentId, rollNo: students.rollNo, courseId: examResults.courseId })
    .from(examResults)
    .innerJoin(students, eq(students.id, examResults.studentId))
    .where(
      and(
        inArray(examResults.courseId, [...courseIds]),
        inArray(examResults.grade, FAILING),
        inArray(students.status, ['studying', 'detained']),
        sql`not exists (select 1 from ${examResults} p where p.student_id = ${examResults.studentId}
          and p.course_id = ${examResults.courseId} and not ${inArray(sql`p.grade`, FAILING)})`,
      ),
    )
    .orderBy(asc(students.rollNo), asc(examResults.courseId));
  const byStudent = new Map<number, Candidate>();
  for (const r of rows) {
    const c = byStudent.get(r.studentId) ?? { studentId: r.studentId, rollNo: r.rollNo, subjectIds: [] };
    c.subjectIds.push(r.courseId);
    byStudent.set(r.studentId, c);
  }
  return [...byStudent.values()];
}

/** The semester's students of the exam's regulation and degree, in the branches its timetable covers. */
async function semesterStudents(db: Database, exam: ExamHead, subjects: readonly ExamSubjectRow[]) {
  const branchIds = [...new Set(subjects.map((s) => s.branchId))];
  if (branchIds.length === 0) return [];
  const rows = await db
    .select({ studentId: students.id, rollNo: students.rollNo, branchId: students.branchId })
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .where(
      and(
        eq(students.regulationId, exam.regulationId),
        eq(branches.degreeId, exam.degreeId),
        eq(students.semester, exam.semester),
        eq(students.status, 'studying'),
        inArray(students.branchId, branchIds),
      ),
    )
    .orderBy(asc(students.rollNo));
  return rows.map((r) => ({
    studentId: r.studentId,
    rollNo: r.rollNo,
    subjectIds: subjects.filter((s) => s.branchId === r.branchId).map((s) => s.id),
  }));
}

/** Who the rules register: a regular exam the semester's students, a supplementary one those with backlogs in it. */
export function candidatesFor(db: Database, exam: ExamHead, subjects: readonly ExamSubjectRow[]) {
  return exam.examType === 'regular'
    ? semesterStudents(db, exam, subjects)
    : backlogs(
        db,
        subjects.map((s) => s.id),
      );
}

/**
 * Everyone who would sit the timetable, for the clash rule: a regular exam's branches (each sits its own subjects),
 * a supplementary exam's students (each sits their own backlogs).
 */
export async function sittersOf(db: Database, exam: ExamHead, subjects: readonly ExamSubjectRow[]): Promise<Sitter[]> {
  if (exam.examType === 'regular') {
    const byBranch = new Map<string, number[]>();
    for (const s of subjects) byBranch.set(s.branch, [...(byBranch.get(s.branch) ?? []), s.id]);
    return [...byBranch].map(([label, subjectIds]) => ({ label, subjectIds }));
  }
  return (
    await backlogs(
      db,
      subjects.map((s) => s.id),
    )
  ).map((c) => ({ label: c.rollNo, subjectIds: c.subjectIds }));
}

const CHUNK = 1000;

/** The fee lines registration asks for: the band's condonation fee, the exam fee of each student who may sit. */
function feesWanted(
  exam: ExamHead,
  candidates: readonly Pick<Candidate, 'studentId' | 'subjectIds'>[],
  why: Map<number, Eligibility>,
  rules: EligibilityRules,
) {
  return {
    condonation: candidates.map((c) => c.studentId).filter((id) => why.get(id)?.inBand),
    condonationPaise: rules.fees.condonationPaise,
    examFees: candidates
      .filter((c) => !why.get(c.studentId)?.reason)
      .map((c) => ({
        studentId: c.studentId,
        amountPaise: examFeePaise(exam.examType, c.subjectIds.length, rules.fees),
      })),
  };
}

/**
 * Replaces the exam's registrations with the candidates: each registered with whether they may sit now and why not,
 * and their attendance in the semester; students no longer among them are taken off. The fee lines follow: the
 * condonation fee for those in the band, the exam fee for those who may sit. Running it again with the same data
 * changes nothing.
 */
export async function replaceRegistrations(
  db: Database,
  exam: ExamHead,
  candidates: readonly Candidate[],
  rules: EligibilityRules,
) {
  const ids = candidates.map((c) => c.studentId);
  const why = await ineligibility(db, ids, exam, rules.attendance);
  await db.delete(examRegistrationSubjects).where(eq(examRegistrationSubjects.examId, exam.id));
  await db
    .delete(examRegistrations)
    .where(and(eq(examRegistrations.examId, exam.id), notInArray(examRegistrations.studentId, [0, ...ids])));
  for (let i = 0; i < candidates.length; i += CHUNK) {
    const chunk = candidates.slice(i, i + CHUNK);
    await db
      .insert(examRegistrations)
      .values(
        chunk.map((c) => ({
          examId: exam.id,
          studentId: c.studentId,
          eligible: !why.get(c.studentId)?.reason,
          reason: why.get(c.studentId)?.reason ?? '',
          attendanceTenths: why.get(c.studentId)?.attendanceTenths ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [examRegistrations.examId, examRegistrations.studentId],
        set: {
          eligible: sql`excluded.eligible`,
          reason: sql`excluded.reason`,
          attendanceTenths: sql`excluded.attendance_tenths`,
        },
      });
  }
  await syncExamFeeLines(db, exam, feesWanted(exam, candidates, why, rules));
  const lines = candidates.flatMap((c) =>
    c.subjectIds.map((courseId) => ({ examId: exam.id, studentId: c.studentId, courseId })),
  );
  for (let i = 0; i < lines.length; i += CHUNK)
    await db.insert(examRegistrationSubjects).values(lines.slice(i, i + CHUNK));
}

/**
 * Decides again whether one registered student may sit, as a run would decide it for them, with the same subjects:
 * their registration and their own fee lines follow (the exam fee made once, whoever asks first); everyone else's
 * stay as they are. Nothing changes for a student not registered, or when nothing changed since.
 */
export async function reassessStudent(db: Database, exam: ExamHead, studentId: number, rules: EligibilityRules) {
  const subjects = await db
    .select({ courseId: examRegistrationSubjects.courseId })
    .from(examRegistrationSubjects)
    .where(and(eq(examRegistrationSubjects.examId, exam.id), eq(examRegistrationSubjects.studentId, studentId)));
  const candidate = { studentId, subjectIds: subjects.map((s) => s.courseId) };
  const why = await ineligibility(db, [studentId], exam, rules.attendance);
  const now = why.get(studentId)!;
  const [registered] = await db
    .update(examRegistrations)
    .set({ eligible: !now.reason, reason: now.reason, attendanceTenths: now.attendanceTenths })
    .where(and(eq(examRegistrations.examId, exam.id), eq(examRegistrations.studentId, studentId)))
    .returning({ studentId: examRegistrations.studentId });
  if (!registered) return;
  await syncExamFeeLines(db, exam, feesWanted(exam, [candidate], why, rules), [studentId]);
}

/**
 * The exam's registrations: counts per branch, and each student with their subjects, eligibility, attendance in the
 * semester (percent, null when not assessed), and their exam fee and condonation fee (paise: amount and paid) if any.
 */
export async function registrationOf(db: Database, exam: Pick<ExamHead, 'id' | 'semester'>) {
  const examId = exam.id;
  const rows = await db
    .select({
      studentId: students.id,
      rollNo: students.rollNo,
      name: students.fullName,
      branch: branches.shortName,
      eligible: examRegistrations.eligible,
      reason: examRegistrations.reason,
      attendanceTenths: examRegistrations.attendanceTenths,
    })
    .from(examRegistrations)
    .innerJoin(students, eq(students.id, examRegistrations.studentId))
    .innerJoin(branches, eq(branches.id, students.branchId))
    .where(eq(examRegistrations.examId, examId))
    .orderBy(asc(students.rollNo));
  const lines = await db
    .select({ studentId: examRegistrationSubjects.studentId, courseId: examRegistrationSubjects.courseId })
    .from(examRegistrationSubjects)
    .where(eq(examRegistrationSubjects.examId, examId));
  const subjectsOf = new Map<number, number[]>();
  for (const l of lines) subjectsOf.set(l.studentId, [...(subjectsOf.get(l.studentId) ?? []), l.courseId]);
  const examFees = await examFeesOf(db, examId);
  const condonation = await condonationFeesOf(
    db,
    rows.filter((r) => r.attendanceTenths !== null).map((r) => r.studentId),
    exam.semester,
  );
  const branchNames = [...new Set(rows.map((r) => r.branch))].sort();
  return {
    byBranch: branchNames.map((branch) => {
      const mine = rows.filter((r) => r.branch === branch);
      return { branch, registered: mine.length, eligible: mine.filter((r) => r.eligible).length };
    }),
    students: rows.map(({ studentId, attendanceTenths, ...r }) => ({
      ...r,
      subjectIds: (subjectsOf.get(studentId) ?? []).sort((a, b) => a - b),
      attendancePercent: attendanceTenths === null ? null : attendanceTenths / 10,
      examFee: examFees.get(studentId) ?? null,
      condonationFee: condonation.get(studentId) ?? null,
    })),
  };
}
