import { and, count, countDistinct, desc, eq, gt, inArray, isNull, notInArray, sql, sum, type SQL } from 'drizzle-orm';
import type { CounterKey } from '../../../domain/dashboards/counters';
import { FAILING_GRADES, GRADE_POINTS } from '../../../domain/results/grade-scale';
import { cumulativeGpa } from '../../../domain/results/sgpa';
import type { Database } from '../../db/client';
import { FEE_FIGURES } from '../payments/service';
import { ALUMNI_COUNTERS } from './alumni-counters';
import { recordTotals, type TotalsScope } from '../faculty/service';
import { batchInFinalYear, batchOnRoll, batchPassedOut } from '../../db/batch-stage-sql';
import {
  batches,
  branches,
  courses,
  degrees,
  departments,
  examResults,
  examTitles,
  faculty,
  sessions,
  students,
  users,
} from '../../db/schema';
import { publishedCredits } from '../../db/published-credits';

/** Who the counters are for: "my department" and "my results" counters need these. */
export interface CounterScope {
  department: string | null;
  studentId: number | null;
  /** The caller's own faculty row (faculty database counters). */
  facultyId: number | null;
  /** Start year of the current academic year (§9 helper: April to March). */
  academicStartYear: number;
}

const FAILING = [...FAILING_GRADES];
type Query = (db: Database, scope: CounterScope) => Promise<number>;

const one = async (rows: Promise<{ n: number | string | null }[]>): Promise<number> => Number((await rows)[0]?.n ?? 0);

const deptFilter = (scope: CounterScope) => eq(departments.name, scope.department ?? '');

async function latestExamId(db: Database): Promise<number | null> {
  const [row] = await db.select({ id: examTitles.id }).from(examTitles).orderBy(desc(examTitles.publishedAt)).limit(1);
  return row?.id ?? null;
}

/** Share of the students with a result in the latest exam who passed every course of it. */
async function passPercentLatest(db: Database): Promise<number> {
  const examId = await latestExamId(db);
  if (examId === null) return 0;
  const perStudent = db
    .select({
      studentId: examResults.studentId,
      fails: sql<number>`count(*) filter (where ${inArray(examResults.grade, FAILING)})`.as('fails'),
    })
    .from(examResults)
    .where(eq(examResults.examTitleId, examId))
    .groupBy(examResults.studentId)
    .as('per_student');
  const [row] = await db
    .select({
      total: count(),
      passed: sql<number>`count(*) filter (where ${perStudent.fails} = 0)`,
    })
    .from(perStudent);
  const total = Number(row?.total ?? 0);
  return total === 0 ? 0 : Math.round((Number(row?.passed ?? 0) * 1000) / total) / 10;
}

/** A student's cumulative GPA over every published exam (src/domain/results/sgpa.ts: credits-weighted, latest attempt per course). */
async function myCgpa(db: Database, scope: CounterScope): Promise<number> {
  if (scope.studentId === null) return 0;
  const rows = await db
    .select({
      courseId: examResults.courseId,
      credits: publishedCredits,
      grade: examResults.grade,
      gradePoints: examResults.gradePoints,
      publishedAt: examTitles.publishedAt,
    })
    .from(examResults)
    .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
    .innerJoin(courses, eq(courses.id, examResults.courseId))
    .where(eq(examResults.studentId, scope.studentId));
  return cumulativeGpa(
    rows.map((r) => ({
      courseId: r.courseId,
      credits: Number(r.credits),
      grade: r.grade,
      gradePoints: r.gradePoints ?? GRADE_POINTS[r.grade as keyof typeof GRADE_POINTS] ?? 0,
      publishedAt: r.publishedAt.getTime(),
    })),
  );
}

/** Students counted by the stage of their batch (batchStage, src/domain/calendar/batch-stage.ts). */
const studentsWhoseBatch = (db: Database, stage: SQL) =>
  one(
    db
      .select({ n: count() })
      .from(students)
      .innerJoin(batches, eq(batches.id, students.batchId))
      .innerJoin(degrees, eq(degrees.id, batches.degreeId))
      .where(stage),
  );

/** On roll: students of batches that have not passed out by the college's current academic year. */
const studentCount: Query = (db, s) => studentsWhoseBatch(db, batchOnRoll(s.academicStartYear));
/** Graduates: students of batches that have passed out; with those on roll they are every student, once. */
const graduateCount: Query = (db, s) => studentsWhoseBatch(db, batchPassedOut(s.academicStartYear));
const facultyCount: Query = (db) => one(db.select({ n: count() }).from(faculty));

/** One total of the faculty database (the same query the /api/fdb counters answer from). */
const research =
  (
    pick: (t: Awaited<ReturnType<typeof recordTotals>>) => number,
    scopeOf: (s: CounterScope) => TotalsScope | null,
  ): Query =>
  async (db, s) => {
    const scope = scopeOf(s);
    return scope === null ? 0 : pick(await recordTotals(db, scope));
  };
const mine = (s: CounterScope): TotalsScope | null => (s.facultyId === null ? null : { facultyId: s.facultyId });
const myDepartment = (s: CounterScope): TotalsScope | null =>
  s.department === null ? null : { department: s.department };
const college = (): TotalsScope => 'college';

/** One database query per counter; each answers for the moment it is asked (no caching). */
export const COUNTER_QUERIES: Readonly<Record<CounterKey, Query>> = {
  students: studentCount,
  admissionsThisYear: (db, s) =>
    one(
      db
        .select({ n: count() })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .where(eq(batches.startYear, s.academicStartYear)),
    ),
  faculty: facultyCount,
  departments: (db) => one(db.select({ n: count() }).from(departments)),
  branches: (db) => one(db.select({ n: count() }).from(branches)),
  courses: (db) => one(db.select({ n: count() }).from(courses)),
  examTitles: (db) => one(db.select({ n: count() }).from(examTitles)),
  passPercentLatest: (db) => passPercentLatest(db),
  studentFacultyRatio: async (db, s) => {
    const [pupils, staff] = await Promise.all([studentCount(db, s), facultyCount(db, s)]);
    return staff === 0 ? 0 : Math.round((pupils * 100) / staff) / 100;
  },
  finalYearStudents: (db, s) => studentsWhoseBatch(db, batchInFinalYear(s.academicStartYear)),
  graduates: graduateCount,
  accounts: (db) => one(db.select({ n: count() }).from(users)),
  studentsWithoutLogin: (db) =>
    one(
      db
        .select({ n: count() })
        .from(students)
        .leftJoin(users, eq(users.studentId, students.id))
        // As Create Logins counts them: students on roll (graduates use the alumni portal).
        .where(and(isNull(users.id), inArray(students.status, ['studying', 'detained']))),
    ),
  facultyWithoutLogin: (db) =>
    one(
      db.select({ n: count() }).from(faculty).leftJoin(users, eq(users.facultyId, faculty.id)).where(isNull(users.id)),
    ),
  signedInNow: (db) =>
    one(
      db
        .select({ n: countDistinct(sessions.userId) })
        .from(sessions)
        .where(gt(sessions.expiresAt, new Date())),
    ),
  deptFaculty: (db, s) =>
    one(
      db
        .select({ n: count() })
        .from(faculty)
        .innerJoin(departments, eq(departments.id, faculty.departmentId))
        .where(deptFilter(s)),
    ),
  deptStudents: (db, s) =>
    one(
      db
        .select({ n: count() })
        .from(students)
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .where(and(deptFilter(s), batchOnRoll(s.academicStartYear))),
    ),
  deptCourses: (db, s) =>
    one(
      db
        .select({ n: count() })
        .from(courses)
        .innerJoin(branches, eq(branches.id, courses.branchId))
        .innerJoin(departments, eq(departments.id, branches.departmentId))
        .where(deptFilter(s)),
    ),
  myResults: (db, s) =>
    one(
      db
        .select({ n: countDistinct(examResults.examTitleId) })
        .from(examResults)
        .where(eq(examResults.studentId, s.studentId ?? -1)),
    ),
  myCgpa,
  myCreditsEarned: (db, s) =>
    one(
      db
        .select({ n: sum(courses.credits) })
        .from(examResults)
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .where(and(eq(examResults.studentId, s.studentId ?? -1), notInArray(examResults.grade, FAILING))),
    ),
  myBacklogs: (db, s) =>
    one(
      db
        .select({ n: count() })
        .from(examResults)
        .where(and(eq(examResults.studentId, s.studentId ?? -1), inArray(examResults.grade, FAILING))),
    ),
  myPublications: research((t) => t.publications, mine),
  myCitations: research((t) => t.citations, mine),
  myScopus: research((t) => t.scopus, mine),
  myAwards: research((t) => t.awards, mine),
  deptPublications: research((t) => t.publications, myDepartment),
  deptCitations: research((t) => t.citations, myDepartment),
  deptScopus: research((t) => t.scopus, myDepartment),
  deptAwards: research((t) => t.awards, myDepartment),
  collegePublications: research((t) => t.publications, college),
  collegeCitations: research((t) => t.citations, college),
  collegeScopus: research((t) => t.scopus, college),
  collegeMous: research((t) => t.mous, college),
  collegeAwards: research((t) => t.awards, college),
  feeCollectedToday: (db) => FEE_FIGURES.collectedToday(db),
  feeCollectedThisMonth: (db) => FEE_FIGURES.collectedThisMonth(db),
  feePending: (db) => FEE_FIGURES.pending(db),
  feeCashToday: (db) => FEE_FIGURES.cashToday(db),
  feeChequeToday: (db) => FEE_FIGURES.chequeToday(db),
  feeUpiCardToday: (db) => FEE_FIGURES.upiCardToday(db),
  feeOnlineToday: (db) => FEE_FIGURES.onlineToday(db),
  feeDuesOutstanding: (db) => FEE_FIGURES.duesOutstanding(db),
  ...ALUMNI_COUNTERS,
};
