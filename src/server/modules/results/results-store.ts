import { asc, desc, eq, and, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GRADE_POINTS, STORED_GRADE, isGrade, statusForGrade } from '../../../domain/results/grade-scale';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import { percentageFromCgpa } from '../../../domain/results/cgpa-percentage';
import { standingAfter } from '../../../domain/results/semester-standing';
import { summariseCredits } from '../../../domain/results/sgpa';
import type { Database, NotifyChannel } from '../../db/client';
import {
  courses,
  examResultStates,
  examResults,
  examRevaluations,
  examTitles,
  exams,
  regulations,
  semesters,
  students,
} from '../../db/schema';
import { revaluationNote } from '../../../domain/exams/revaluation';
import { publishedCredits } from '../../db/published-credits';

/** The channel a publication or withdrawal is announced on, to every replica of the same database. */
export const RESULTS_CHANNEL: NotifyChannel = 'results_changed';

/**
 * Announces that published results changed. Called inside the transaction that changes them: PostgreSQL delivers
 * the notification when that transaction commits, and never when it rolls back.
 */
export async function announceResultsChanged(db: Database): Promise<void> {
  await db.execute(sql`select pg_notify(${RESULTS_CHANNEL}, '')`);
}

/** The semester of a sheet's course, beside the semester of its exam title. */
const courseSemesters = alias(semesters, 'course_semesters');

/** Points as processed by the regulation's scheme; rows stored without them take §9's points for their grade. */
function pointsOf(grade: string, stored: number | null, what: string): number {
  if (stored !== null && STORED_GRADE.test(grade)) return stored;
  if (!isGrade(grade)) throw new Error(`Unknown grade ${grade} stored for ${what}`);
  return GRADE_POINTS[grade];
}

/**
 * `inTransaction` tells when a request-scoped transaction is open (a parent linking a student reads the
 * sheets inside an idempotent write): the statement prepared at start belongs to the pool, and on PGlite
 * it would wait on that open transaction for ever, so the same query then runs through the scoped `db`.
 */
export function resultsStore(db: Database, inTransaction: () => boolean = () => false) {
  const sheetQuery = () =>
    db
      .select({
        studentId: students.id,
        studentName: students.fullName,
        studentRollNo: students.rollNo,
        examTitle: examTitles.title,
        publishedAt: examTitles.publishedAt,
        semester: semesters.number,
        courseSemester: courseSemesters.number,
        courseCode: courses.code,
        course: courses.name,
        credits: publishedCredits,
        grade: examResults.grade,
        gradePoints: examResults.gradePoints,
        internal: examResults.internal,
        external: examResults.external,
        total: examResults.total,
        percentageOffset: regulations.percentageOffset,
        percentageFactor: regulations.percentageFactor,
      })
      .from(students)
      .leftJoin(regulations, eq(regulations.id, students.regulationId))
      .innerJoin(examResults, eq(examResults.studentId, students.id))
      .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
      .innerJoin(semesters, eq(semesters.id, examTitles.semesterId))
      .innerJoin(courses, eq(courses.id, examResults.courseId))
      .innerJoin(courseSemesters, eq(courseSemesters.id, courses.semesterId))
      .where(and(eq(examTitles.title, sql.placeholder('examTitle')), eq(students.rollNo, sql.placeholder('rollNo'))))
      .orderBy(asc(courses.code));
  const sheetRows = sheetQuery().prepare('result_sheet_rows');
  /** Every result of the student published by a time, each with its course's semester: for SGPA and CGPA. */
  const attemptsQuery = () =>
    db
      .select({
        courseId: examResults.courseId,
        credits: publishedCredits,
        grade: examResults.grade,
        gradePoints: examResults.gradePoints,
        publishedAt: examTitles.publishedAt,
        semester: semesters.number,
      })
      .from(examResults)
      .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
      .innerJoin(courses, eq(courses.id, examResults.courseId))
      .innerJoin(semesters, eq(semesters.id, courses.semesterId))
      .where(
        and(
          eq(examResults.studentId, sql.placeholder('studentId')),
          lte(examTitles.publishedAt, sql.placeholder('publishedAt')),
        ),
      );
  const attemptRows = attemptsQuery().prepare('result_sheet_attempts');

  return {
    /**
     * The published titles, newest exam first: by the month the exam was held (the exam cell's exam), else the month
     * it was published in (titles published without an exam); the later publication first within a month.
     */
    async examTitles(): Promise<string[]> {
      const rows = await db
        .select({ title: examTitles.title })
        .from(examTitles)
        .leftJoin(examResultStates, eq(examResultStates.examTitleId, examTitles.id))
        .leftJoin(exams, eq(exams.id, examResultStates.examId))
        .orderBy(
          sql`coalesce(make_date(${exams.year}, ${exams.month}, 1), date_trunc('month', ${examTitles.publishedAt} at time zone 'UTC')::date) desc`,
          desc(examTitles.publishedAt),
          asc(examTitles.title),
        );
      return rows.map((r) => r.title);
    },

    /** §3 Exam result response, or null when the roll number has no result under that title. */
    async resultSheet(examTitle: string, rollNo: string): Promise<ResultSheet | null> {
      const rows = inTransaction()
        ? await sheetQuery().execute({ examTitle, rollNo })
        : await sheetRows.execute({ examTitle, rollNo });
      const first = rows[0];
      if (!first) return null;
      const graded = rows.map((r) => ({ ...r, gradePoints: pointsOf(r.grade, r.gradePoints, r.courseCode) }));
      const summary = summariseCredits(graded);
      const attemptsBy = { studentId: first.studentId, publishedAt: first.publishedAt.toISOString() };
      const attempts = inTransaction()
        ? await attemptsQuery().execute(attemptsBy)
        : await attemptRows.execute(attemptsBy);
      const standing = standingAfter(
        attempts.map((a) => ({
          ...a,
          gradePoints: pointsOf(a.grade, a.gradePoints, String(a.courseId)),
          publishedAt: a.publishedAt.getTime(),
        })),
        first.semester,
        first.publishedAt.getTime(),
        rows.map((r) => r.courseSemester),
      );
      const sgpaOf = new Map(standing.sgpas.map((s) => [s.semester, s.sgpa]));
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
      const percentage =
        first.percentageOffset === null
          ? null
          : percentageFromCgpa(standing.cgpa, { offset: first.percentageOffset, factor: first.percentageFactor });
      const notes = new Map(decided.map((d) => [d.courseCode, revaluationNote(d.kind, d.oldGrade, d.newGrade!)]));
      return {
        studentName: first.studentName,
        studentRollNo: first.studentRollNo,
        totalCredits: summary.totalCredits,
        earnedCredits: summary.earnedCredits,
        passCount: summary.passCount,
        failCount: summary.failCount,
        semester: standing.semester,
        sgpas: standing.sgpas,
        cgpa: standing.cgpa,
        ...(percentage === null ? {} : { percentage }),
        listofRecords: graded.map((r) => ({
          examTitle: r.examTitle,
          sgpa: sgpaOf.get(r.courseSemester) ?? standing.sgpa,
          courseCode: r.courseCode,
          course: r.course,
          credits: r.credits,
          grade: r.grade,
          gradePoints: r.gradePoints,
          status: statusForGrade(r.grade),
          internal: r.internal,
          external: r.external,
          total: r.total,
          ...(notes.has(r.courseCode) ? { revaluation: notes.get(r.courseCode)! } : {}),
        })),
      };
    },
  };
}
export type ResultsStore = ReturnType<typeof resultsStore>;
