import { asc, desc, eq, and, sql } from 'drizzle-orm';
import { GRADE_POINTS, STORED_GRADE, isGrade, statusForGrade } from '../../../domain/results/grade-scale';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import { summariseCredits } from '../../../domain/results/sgpa';
import type { Database, NotifyChannel } from '../../db/client';
import { courses, examResults, examRevaluations, examTitles, students } from '../../db/schema';
import { revaluationNote } from '../../../domain/exams/revaluation';

/** The channel a publication or withdrawal is announced on, to every replica of the same database. */
export const RESULTS_CHANNEL: NotifyChannel = 'results_changed';

/**
 * Announces that published results changed. Called inside the transaction that changes them: PostgreSQL delivers
 * the notification when that transaction commits, and never when it rolls back.
 */
export async function announceResultsChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${RESULTS_CHANNEL}, '')`);
}

/**
 * `inTransaction` tells when a request-scoped transaction is open (a parent linking a student reads the
 * sheets inside an idempotent write): the statement prepared at start belongs to the pool, and on PGlite
 * it would wait on that open transaction for ever, so the same query then runs through the scoped `db`.
 */
export function resultsService(db: Database, inTransaction: () => boolean = () => false) {
  const sheetQuery = () =>
    db
      .select({
        studentName: students.fullName,
        studentRollNo: students.rollNo,
        examTitle: examTitles.title,
        courseCode: courses.code,
        course: courses.name,
        credits: courses.credits,
        grade: examResults.grade,
        gradePoints: examResults.gradePoints,
      })
      .from(students)
      .innerJoin(examResults, eq(examResults.studentId, students.id))
      .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
      .innerJoin(courses, eq(courses.id, examResults.courseId))
      .where(and(eq(examTitles.title, sql.placeholder('examTitle')), eq(students.rollNo, sql.placeholder('rollNo'))))
      .orderBy(asc(courses.code));
  const sheetRows = sheetQuery().prepare('result_sheet_rows');

  return {
    async examTitles(): Promise<string[]> {
      const rows = await db.select({ title: examTitles.title }).from(examTitles).orderBy(desc(examTitles.publishedAt));
      return rows.map((r) => r.title);
    },

    /** §3 Exam result response, or null when the roll number has no result under that title. */
    async resultSheet(examTitle: string, rollNo: string): Promise<ResultSheet | null> {
      const rows = inTransaction()
        ? await sheetQuery().execute({ examTitle, rollNo })
        : await sheetRows.execute({ examTitle, rollNo });
      const first = rows[0];
      if (!first) return null;
      const graded = rows.map((r) => {
        // Points as processed by the regulation's scheme; rows stored without them take §9's points.
        if (r.gradePoints !== null && STORED_GRADE.test(r.grade)) return { ...r, gradePoints: r.gradePoints };
        if (!isGrade(r.grade)) throw new Error(`Unknown grade ${r.grade} stored for ${r.courseCode}`);
        return { ...r, grade: r.grade, gradePoints: GRADE_POINTS[r.grade] };
      });
      const summary = summariseCredits(graded);
      const decided = await db
        .select({
          courseCode: courses.code,
          kind: examRevaluations.kind,
          oldGrade: examRevaluations.oldGrade,
          newGrade: examRevaluations.newGrade,
        })
        .from(examRevaluations)
        // Only decisions made on this publication: those on results withdrawn since have no title.
        .innerJoin(examTitles, eq(examTitles.id, examRevaluations.examTitleId))
        .innerJoin(students, eq(students.id, examRevaluations.studentId))
        .innerJoin(courses, eq(courses.id, examRevaluations.courseId))
        .where(
          and(
            eq(examTitles.title, examTitle),
            eq(students.rollNo, first.studentRollNo),
            sql`${examRevaluations.decidedAt} is not null`,
          ),
        )
        .orderBy(asc(examRevaluations.decidedAt));
      const notes = new Map(decided.map((d) => [d.courseCode, revaluationNote(d.kind, d.oldGrade, d.newGrade!)]));
      return {
        studentName: first.studentName,
        studentRollNo: first.studentRollNo,
        totalCredits: summary.totalCredits,
        earnedCredits: summary.earnedCredits,
        passCount: summary.passCount,
        failCount: summary.failCount,
        listofRecords: graded.map((r) => ({
          examTitle: r.examTitle,
          sgpa: summary.sgpa,
          courseCode: r.courseCode,
          course: r.course,
          credits: r.credits,
          grade: r.grade,
          gradePoints: r.gradePoints,
          status: statusForGrade(r.grade),
          ...(notes.has(r.courseCode) ? { revaluation: notes.get(r.courseCode)! } : {}),
        })),
      };
    },
  };
}
