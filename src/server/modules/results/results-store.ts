import { asc, desc, eq, sql } from 'drizzle-orm';
import { GRADE_POINTS, STORED_GRADE, isGrade, statusForGrade } from '../../../domain/results/grade-scale';
import type { ResultSheet } from '../../../domain/results/result-sheet';
import { percentageFromCgpa } from '../../../domain/results/cgpa-percentage';
import { standingAfter } from '../../../domain/results/semester-standing';
import { summariseCredits } from '../../../domain/results/sgpa';
import type { Database, NotifyChannel } from '../../db/client';
import { examResultStates, examTitles, exams } from '../../db/schema';
import { revaluationNote } from '../../../domain/exams/revaluation';
import { sheetByRoll, sheetsOfTitle, type SheetSources } from './sheet-query';

/** The channel a publication or withdrawal is announced on, to every replica of the same database. */
export const RESULTS_CHANNEL: NotifyChannel = 'results_changed';

/**
 * Announces that published results changed, naming the title whose sheets a lookup will want next (a publication's,
 * a revaluation's) or none (a withdrawal). Called inside the transaction that changes them: PostgreSQL delivers the
 * notification when that transaction commits, and never when it rolls back.
 */
export async function announceResultsChanged(db: Database, examTitle = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${RESULTS_CHANNEL}, ${examTitle})`);
}

/** Announces a change of one published title's results (a revaluation decision), naming the title as it stands. */
export async function announceTitleChanged(db: Database, examTitleId: number): Promise<void> {
  await db.execute(
    sql`select pg_notify(${RESULTS_CHANNEL}, coalesce((select title from exam_titles where id = ${examTitleId}), ''))`,
  );
}

/** Points as processed by the regulation's scheme; rows stored without them take §9's points for their grade. */
function pointsOf(grade: string, stored: number | null, what: string): number {
  if (stored !== null && STORED_GRADE.test(grade)) return stored;
  if (!isGrade(grade)) throw new Error(`Unknown grade ${grade} stored for ${what}`);
  return GRADE_POINTS[grade];
}

/** §3 Exam result response from what the sheet's statement read, or null when the title holds no result of the student. */
export function sheetFrom(source: SheetSources): ResultSheet | null {
  const rows = source.rows ?? [];
  if (rows.length === 0) return null;
  const publishedAt = source.publishedAt.getTime();
  const graded = rows.map((r) => ({ ...r, gradePoints: pointsOf(r.grade, r.gradePoints, r.courseCode) }));
  const summary = summariseCredits(graded);
  const standing = standingAfter(
    (source.attempts ?? []).map((a) => ({
      ...a,
      gradePoints: pointsOf(a.grade, a.gradePoints, String(a.courseId)),
      publishedAt: Date.parse(a.publishedAt),
    })),
    source.semester,
    publishedAt,
    rows.map((r) => r.courseSemester),
  );
  const sgpaOf = new Map(standing.sgpas.map((s) => [s.semester, s.sgpa]));
  const percentage =
    source.percentageOffset === null
      ? null
      : percentageFromCgpa(standing.cgpa, { offset: source.percentageOffset, factor: source.percentageFactor });
  const notes = new Map(
    (source.decisions ?? []).map((d) => [d.courseCode, revaluationNote(d.kind, d.oldGrade, d.newGrade)]),
  );
  return {
    studentName: source.studentName,
    studentRollNo: source.studentRollNo,
    totalCredits: summary.totalCredits,
    earnedCredits: summary.earnedCredits,
    passCount: summary.passCount,
    failCount: summary.failCount,
    semester: standing.semester,
    sgpas: standing.sgpas,
    cgpa: standing.cgpa,
    ...(percentage === null ? {} : { percentage }),
    listofRecords: graded.map((r) => ({
      examTitle: source.examTitle,
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
}

/**
 * `inTransaction` tells when a request-scoped transaction is open (a parent linking a student reads the
 * sheets inside an idempotent write): the statement prepared at start belongs to the pool, and on PGlite
 * it would wait on that open transaction for ever, so the same query then runs through the scoped `db`.
 */
export function resultsStore(db: Database, inTransaction: () => boolean = () => false) {
  const sheetStatement = sheetByRoll(db).prepare('result_sheet');
  const titleStatement = sheetsOfTitle(db).prepare('result_sheets_of_title');
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
      const [source] = inTransaction()
        ? await sheetByRoll(db).execute({ examTitle, rollNo })
        : await sheetStatement.execute({ examTitle, rollNo });
      return source ? sheetFrom(source) : null;
    },

    /**
     * Up to `limit` sheets of a title's students whose id is above `after`, in id order, each with its roll number
     * and the student id to continue after: a publication's sheets read ahead of their lookups, a batch at a time.
     */
    async sheetsOfTitle(examTitle: string, after: number, limit: number) {
      const sources = await titleStatement.execute({ examTitle, after, limit });
      return sources.map((source) => ({
        rollNo: source.studentRollNo,
        studentId: source.studentId,
        sheet: sheetFrom(source),
      }));
    },
  };
}
export type ResultsStore = ReturnType<typeof resultsStore>;
