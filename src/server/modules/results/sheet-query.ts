import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { examTitles, regulations, semesters, students } from '../../db/schema';

/** One published result of the sheet's title, as stored. */
export interface SheetRow {
  courseSemester: number;
  courseCode: string;
  course: string;
  credits: number;
  grade: string;
  gradePoints: number | null;
  internal: number | null;
  external: number | null;
  total: number | null;
}

/** One result of the student published by the sheet's time (any title), for SGPA and CGPA. */
export interface SheetAttempt {
  courseId: number;
  credits: number;
  grade: string;
  gradePoints: number | null;
  /** As JSON gives it: an ISO 8601 text. */
  publishedAt: string;
  semester: number;
}

/** A recounting or revaluation decided on the sheet's publication. */
export interface SheetDecision {
  courseCode: string;
  kind: 'recounting' | 'revaluation';
  oldGrade: string;
  newGrade: string;
}

/** The title a sheet is read for, beside the same table read again inside the figures' subqueries. */
const sheetTitle = alias(examTitles, 'sheet_title');

/** The sheet's results, in course-code order. */
const rowsOfSheet = sql<SheetRow[] | null>`(
  select json_agg(json_build_object(
    'courseSemester', cs.number, 'courseCode', c.code, 'course', c.name, 'credits', coalesce(r.credits, c.credits),
    'grade', r.grade, 'gradePoints', r.grade_points, 'internal', r.internal, 'external', r.external, 'total', r.total
  ) order by c.code)
  from exam_results r
  join courses c on c.id = r.course_id
  join semesters cs on cs.id = c.semester_id
  where r.student_id = ${students.id} and r.exam_title_id = ${sheetTitle.id})`;

/** Every result of the student published by the sheet's time: later publications never change an earlier sheet. */
const attemptsBySheet = sql<SheetAttempt[] | null>`(
  select json_agg(json_build_object(
    'courseId', r.course_id, 'credits', coalesce(r.credits, c.credits), 'grade', r.grade,
    'gradePoints', r.grade_points, 'publishedAt', t.published_at, 'semester', s.number
  ))
  from exam_results r
  join exam_titles t on t.id = r.exam_title_id
  join courses c on c.id = r.course_id
  join semesters s on s.id = c.semester_id
  where r.student_id = ${students.id} and t.published_at <= ${sheetTitle.publishedAt})`;

/** Decisions made on this publication (those on results withdrawn since have no title), oldest first. */
const decisionsOnSheet = sql<SheetDecision[] | null>`(
  select json_agg(json_build_object(
    'courseCode', c.code, 'kind', v.kind, 'oldGrade', v.old_grade, 'newGrade', v.new_grade
  ) order by v.decided_at)
  from exam_revaluations v
  join courses c on c.id = v.course_id
  where v.student_id = ${students.id} and v.exam_title_id = ${sheetTitle.id} and v.decided_at is not null)`;

/** A JSON column as the driver gives it: node-postgres and PGlite parse `json`, a text would need it. */
const json = <T>(column: SQL<T>) =>
  column.mapWith((value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T);

/**
 * Everything a result sheet states, for the students `where` picks under one title, in a single statement: the
 * student, the title and its semester, the regulation's percentage rule, and as JSON the sheet's results, the
 * student's attempts by then and the decisions on this publication. One round trip per lookup, and one per batch when
 * a publication's sheets are prepared ahead of their lookups.
 */
export function sheetSources(db: Database, where: SQL | undefined) {
  return db
    .select({
      studentId: students.id,
      studentName: students.fullName,
      studentRollNo: students.rollNo,
      examTitle: sheetTitle.title,
      publishedAt: sheetTitle.publishedAt,
      semester: semesters.number,
      percentageOffset: regulations.percentageOffset,
      percentageFactor: regulations.percentageFactor,
      rows: json(rowsOfSheet),
      attempts: json(attemptsBySheet),
      decisions: json(decisionsOnSheet),
    })
    .from(students)
    .innerJoin(sheetTitle, eq(sheetTitle.title, sql.placeholder('examTitle')))
    .innerJoin(semesters, eq(semesters.id, sheetTitle.semesterId))
    .leftJoin(regulations, eq(regulations.id, students.regulationId))
    .where(where);
}

/**
 * The sheets of a title's students after a student id, in id order, a batch at a time: what a publication prepares
 * before the first lookups come.
 */
export const sheetsOfTitle = (db: Database) =>
  sheetSources(
    db,
    and(
      gt(students.id, sql.placeholder('after')),
      sql`exists (select 1 from exam_results r where r.exam_title_id = ${sheetTitle.id} and r.student_id = ${students.id})`,
    ),
  )
    .orderBy(asc(students.id))
    .limit(sql.placeholder('limit'));

/** The sheet of one roll number under one title. */
export const sheetByRoll = (db: Database) => sheetSources(db, eq(students.rollNo, sql.placeholder('rollNo')));

export type SheetSources = Awaited<ReturnType<ReturnType<typeof sheetByRoll>['execute']>>[number];
