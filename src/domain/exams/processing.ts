import type { GradeBand } from '../academic/grading-scheme';
import { minimumsFor, type KindPassRules, type SubjectKind } from '../academic/pass-rules';
import { isPassingGrade } from '../results/grade-scale';
import { cumulativeGpa, summariseCredits, type CourseAttempt } from '../results/sgpa';

/** The exam cell's requests on an exam's results and the stages they go through (result-requests.ts). */
export {
  GraceSchema,
  ProcessSchema,
  RESULT_STAGE_LABELS,
  RESULT_STAGES,
  ResultReasonSchema,
  type GraceInput,
  type ResultStage,
} from './result-requests';

/**
 * Processing an exam: each registered student's marks in each subject become a total, a grade by the regulation's
 * scheme, a pass or a fail by its pass rules, and grade points; then an SGPA for the exam, a cumulative GPA with
 * the results already published, and the backlogs still carried. Pure: the server loads the rows and stores
 * what this answers.
 */

/**
 * The regulation's pass rules and grading scheme (`regulations.grading_scheme`, `min_external_percent`, …): its
 * minimums by subject kind (`pass_rules`), and the external and total minimums of every kind it does not set.
 */
export interface PassRules {
  scheme: readonly GradeBand[];
  minExternalPercent: number;
  minTotalPercent: number;
  byKind?: KindPassRules;
}

/** A subject's kind, maxima and credits (`courses.subject_type`, `internal_max`, `external_max`, `credits`). */
export interface SubjectTerms {
  courseId: number;
  /** Halves allowed (a 1.5-credit lab); 0 for a mandatory course, which counts in no SGPA or credit total. */
  credits: number;
  internalMax: number;
  externalMax: number;
  /** theory when not given. */
  kind?: SubjectKind;
}

/** A student's marks in one subject (`exam_marks`; null is not entered) and any grace marks the college gave. */
export interface SubjectMarks {
  internal: number | null;
  external: number | null;
  externalAbsent: boolean;
  grace: number;
}

/** The grade stored for a failing result whatever a scheme calls its lowest band, and for an absentee. */
export const FAIL_GRADE = 'F';
export const ABSENT_GRADE = 'AB';
/** A mandatory course is passed or not passed, never graded on the scheme. */
export const PASSED_GRADE = 'P';
export const NOT_PASSED_GRADE = 'NP';

export type SubjectStatus = 'pass' | 'fail' | 'absent';
/** Why a result fails: the internal, external or total minimum, or the scheme's lowest (0-point) band. */
export type FailedRule = 'internal' | 'external' | 'total' | 'grade';
export type MissingHalf = 'internal' | 'external';

export type SubjectOutcome =
  | { kind: 'missing'; missing: MissingHalf[] }
  | {
      kind: 'graded';
      /** internal + external + grace; null for an absentee. */
      total: number | null;
      /** total as a percentage of internalMax + externalMax, rounded half up to a whole number; null when absent. */
      percent: number | null;
      grade: string;
      gradePoints: number;
      status: SubjectStatus;
      failed: FailedRule | null;
    };

/**
 * The least whole number of marks that is at least `percent` per cent of `max`: 35% of 70 is 24.5, so 25.
 * Marks are whole numbers, so "at least 35%" and "at least 25 of 70" are the same rule.
 */
export function minimumMarks(percent: number, max: number): number {
  return Math.ceil((percent * max) / 100);
}

/** The band a total earns: the first (highest) band whose minimum the exact percentage reaches. */
export function bandFor(scheme: readonly GradeBand[], total: number, max: number): GradeBand {
  // total / max ≥ min / 100, compared in whole numbers so that 89.99…% never rounds into S.
  const band = scheme.find((b) => total * 100 >= b.min * max);
  if (!band) throw new RangeError('A grading scheme ends with a band from 0 per cent');
  return band;
}

/**
 * One subject: AB when the student was absent from the external examination (internal marks then do not matter);
 * the halves not entered when marks are missing (never guessed); otherwise total = internal + external + grace,
 * where grace counts towards the external half (capped at its maximum), then the pass rules of the subject's kind
 * in order: internal at least its minimum per cent of internalMax, external of externalMax, total of the subject's
 * maximum, and a band of the scheme that earns points. A failing result is stored as F with 0 points. A mandatory
 * course meets the same minimums and is P or NP, with 0 points, whatever its marks' band.
 */
export function gradeSubject(marks: SubjectMarks | null, terms: SubjectTerms, rules: PassRules): SubjectOutcome {
  if (marks?.externalAbsent)
    return {
      kind: 'graded',
      total: null,
      percent: null,
      grade: ABSENT_GRADE,
      gradePoints: 0,
      status: 'absent',
      failed: null,
    };
  const missing: MissingHalf[] = [];
  if (marks?.internal == null) missing.push('internal');
  if (marks?.external == null) missing.push('external');
  if (!marks || marks.internal == null || marks.external == null) return { kind: 'missing', missing };
  const external = Math.min(terms.externalMax, marks.external + marks.grace);
  const total = marks.internal + external;
  const max = terms.internalMax + terms.externalMax;
  const percent = max === 0 ? 0 : Math.floor((total * 100) / max + 0.5);
  const band = bandFor(rules.scheme, total, max);
  const kind = terms.kind ?? 'theory';
  const least = minimumsFor(kind, rules.byKind, rules);
  const failed: FailedRule | null =
    marks.internal < minimumMarks(least.internal, terms.internalMax)
      ? 'internal'
      : external < minimumMarks(least.external, terms.externalMax)
        ? 'external'
        : total < minimumMarks(least.total, max)
          ? 'total'
          : kind !== 'mandatory' && band.points === 0
            ? 'grade'
            : null;
  if (kind === 'mandatory') {
    const grade = failed ? NOT_PASSED_GRADE : PASSED_GRADE;
    return { kind: 'graded', total, percent, grade, gradePoints: 0, status: failed ? 'fail' : 'pass', failed };
  }
  return failed
    ? { kind: 'graded', total, percent, grade: FAIL_GRADE, gradePoints: 0, status: 'fail', failed }
    : { kind: 'graded', total, percent, grade: band.grade, gradePoints: band.points, status: 'pass', failed: null };
}

/**
 * The grading scheme itself may only name grades the results table can hold; AB and F are the product's own, and
 * P and NP the mandatory courses'.
 */
export function schemeProblem(scheme: readonly GradeBand[]): string | null {
  const named = scheme.find((b) => b.points > 0 && (b.grade === ABSENT_GRADE || b.grade === FAIL_GRADE));
  if (named) return `The grade ${named.grade} earns points in the scheme, yet it names a fail or an absence`;
  const mandatory = scheme.find((b) => b.grade === PASSED_GRADE || b.grade === NOT_PASSED_GRADE);
  return mandatory
    ? `The grade ${mandatory.grade} is a mandatory course's pass or no pass, not a band of the scheme`
    : null;
}

export interface StudentToProcess {
  studentId: number;
  /** The subjects the student sits in this exam with their marks (null: no marks row at all). */
  subjects: readonly { terms: SubjectTerms; marks: SubjectMarks | null }[];
  /** Published results of earlier exams (grade points as published), for the cumulative GPA and backlogs. */
  earlier: readonly CourseAttempt[];
  /**
   * The courses of the exam's semester: the SGPA is that semester's, each course at its latest attempt (a supplementary
   * pass in place of the F it clears). Without it, the SGPA is over this exam's subjects alone.
   */
  semesterCourses?: ReadonlySet<number>;
}

export interface ProcessedSubject {
  courseId: number;
  credits: number;
  outcome: SubjectOutcome;
}

export interface ProcessedStudent {
  studentId: number;
  subjects: ProcessedSubject[];
  /** Subjects with marks missing; when any, sgpa and cgpa are null (not guessed). */
  missing: number;
  sgpa: number | null;
  cgpa: number | null;
  /** Courses whose latest attempt (published or this exam) is F, AB or NP (a mandatory course not passed). */
  backlogs: number | null;
  /** pass: every subject passed; absent: absent from every subject; fail: otherwise (with missing: null). */
  standing: SubjectStatus | null;
}

/** One student: their subjects graded, the semester's SGPA and the CGPA, each course at its latest attempt. */
export function processStudent(student: StudentToProcess, rules: PassRules): ProcessedStudent {
  const subjects = student.subjects.map((s) => ({
    courseId: s.terms.courseId,
    credits: s.terms.credits,
    outcome: gradeSubject(s.marks, s.terms, rules),
  }));
  const missing = subjects.filter((s) => s.outcome.kind === 'missing').length;
  if (missing > 0)
    return { studentId: student.studentId, subjects, missing, sgpa: null, cgpa: null, backlogs: null, standing: null };
  const graded = subjects.map((s) => {
    const o = s.outcome as Extract<SubjectOutcome, { kind: 'graded' }>;
    return { courseId: s.courseId, credits: s.credits, grade: o.grade, gradePoints: o.gradePoints };
  });
  // This exam comes after every published one: its attempt is the latest of each course it covers.
  const now = Math.max(0, ...student.earlier.map((a) => a.publishedAt)) + 1;
  const attempts = [...student.earlier, ...graded.map((g) => ({ ...g, publishedAt: now }))];
  const latest = new Map<number, CourseAttempt>();
  for (const a of attempts) {
    const seen = latest.get(a.courseId);
    if (!seen || a.publishedAt >= seen.publishedAt) latest.set(a.courseId, a);
  }
  const backlogs = [...latest.values()].filter((a) => !isPassingGrade(a.grade)).length;
  const statuses = subjects.map((s) => (s.outcome as Extract<SubjectOutcome, { kind: 'graded' }>).status);
  const standing: SubjectStatus = statuses.every((s) => s === 'pass')
    ? 'pass'
    : statuses.every((s) => s === 'absent')
      ? 'absent'
      : 'fail';
  return {
    studentId: student.studentId,
    subjects,
    missing: 0,
    sgpa: student.semesterCourses
      ? cumulativeGpa(attempts.filter((a) => student.semesterCourses!.has(a.courseId)))
      : summariseCredits(graded).sgpa,
    cgpa: cumulativeGpa(attempts),
    backlogs,
    standing,
  };
}

/** What the exam cell reviews before publishing: counts, the grade distribution, who still lacks marks. */
export interface ExamReviewCounts {
  registered: number;
  processed: number;
  passed: number;
  failed: number;
  absent: number;
  withMissing: number;
  /** Results per grade over every subject, in the scheme's order, then F and AB. */
  distribution: { grade: string; count: number }[];
}

export function reviewCounts(students: readonly ProcessedStudent[], scheme: readonly GradeBand[]): ExamReviewCounts {
  const byGrade = new Map<string, number>();
  for (const b of scheme) if (b.points > 0) byGrade.set(b.grade, 0);
  byGrade.set(FAIL_GRADE, 0);
  byGrade.set(ABSENT_GRADE, 0);
  let passed = 0;
  let failed = 0;
  let absent = 0;
  let withMissing = 0;
  for (const s of students) {
    if (s.missing > 0) withMissing += 1;
    else if (s.standing === 'pass') passed += 1;
    else if (s.standing === 'absent') absent += 1;
    else failed += 1;
    for (const sub of s.subjects)
      if (sub.outcome.kind === 'graded') byGrade.set(sub.outcome.grade, (byGrade.get(sub.outcome.grade) ?? 0) + 1);
  }
  return {
    registered: students.length,
    processed: students.length - withMissing,
    passed,
    failed,
    absent,
    withMissing,
    distribution: [...byGrade].map(([grade, count]) => ({ grade, count })),
  };
}

/** Moderation: the most grace marks the college allows per subject and per student in one exam. */
export interface GracePolicy {
  perSubject: number;
  perStudent: number;
}

/**
 * Whether `marks` of grace may be given to a student in a subject, given what the student already has in the exam's
 * other subjects: null when it may, else the reason. Grace is for a student with marks entered and not absent.
 */
export function graceRefusal(
  marks: number,
  otherSubjectsGrace: number,
  entered: SubjectMarks | null,
  policy: GracePolicy,
): string | null {
  if (marks > policy.perSubject) return `At most ${policy.perSubject} grace marks in a subject`;
  if (marks + otherSubjectsGrace > policy.perStudent)
    return `At most ${policy.perStudent} grace marks for a student in an exam (${otherSubjectsGrace} given already)`;
  if (!entered || entered.externalAbsent || entered.external == null || entered.internal == null)
    return 'Grace marks are given once both marks are entered, and never to an absentee';
  return null;
}
