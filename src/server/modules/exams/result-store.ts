import { createHash } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { GradeBand } from '../../../domain/academic/grading-scheme';
import type { SubjectKind } from '../../../domain/academic/pass-rules';
import {
  processStudent,
  reviewCounts,
  type ExamReviewCounts,
  type PassRules,
  type ProcessedStudent,
  type ResultStage,
  type SubjectMarks,
  type SubjectTerms,
} from '../../../domain/exams/processing';
import { marksAboveMaxima } from '../../../domain/exams/marks';
import { REVIEW_PAGE_SIZE, type ReviewQuery } from '../../../domain/exams/review-query';
import { GRADE_POINTS } from '../../../domain/results/grade-scale';
import type { CourseAttempt } from '../../../domain/results/sgpa';
import type { Database } from '../../db/client';
import {
  courses,
  examGrace,
  examMarks,
  examProcessedResults,
  examProcessedStudents,
  examRegistrationSubjects,
  examRegistrations,
  examResultLog,
  examResultStates,
  examResults,
  examTitles,
  exams,
  regulations,
  semesters,
  students,
} from '../../db/schema';
import { announceResultsChanged } from '../results/service';
import { marksOfRegisteredSubject } from './exam-joins';
import { publishedCredits } from '../../db/published-credits';

type Run = <T>(fn: () => Promise<T>) => Promise<T>;

export interface Actor {
  id: number;
  name: string;
}

/** Everything processing reads for one exam, and the students it answers for. */
interface Loaded {
  rules: PassRules;
  processed: ProcessedStudent[];
  /** Digest of the input: registrations, marks, grace, pass rules, scheme, maxima, earlier results. */
  stamp: string;
  /** Marks above their subject's maxima (stored before a maximum was lowered): processing refuses while any are. */
  aboveMax: number;
}

const CHUNK = 1_000;

/** The rules an exam is graded under, as `exam_result_states.rules` keeps them. */
export const rulesRecord = (rules: PassRules): Record<string, unknown> => ({
  scheme: rules.scheme,
  minExternalPercent: rules.minExternalPercent,
  minTotalPercent: rules.minTotalPercent,
  byKind: rules.byKind ?? {},
});

/**
 * The rules an exam was last processed under, when they are not `now`'s: re-grading under changed rules is a
 * request of its own. null when they are the same, or when the exam was processed before the rules were kept.
 */
export function changedRules(kept: Record<string, unknown> | null, now: PassRules): Record<string, unknown> | null {
  if (!kept) return null;
  return canonical(kept) === canonical(rulesRecord(now)) ? null : kept;
}

/** JSON with each object's keys in order: jsonb keeps keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The students who sit the exam: registered and eligible (fee dues and attendance). Others have no marks to process. */
const sitters = alias(examRegistrations, 'sitters');
/** Joins a registered subject (`exam_registration_subjects`) to its student's registration when they sit the exam. */
const sitterOfSubject = and(
  eq(sitters.examId, examRegistrationSubjects.examId),
  eq(sitters.studentId, examRegistrationSubjects.studentId),
  eq(sitters.eligible, true),
)!;
const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** The SQL of processing and publishing an exam's results; each change runs in the exam's turn (its row locked). */
export function resultStore(db: Database, transaction: Run) {
  async function log(
    examId: number,
    action: (typeof examResultLog.$inferInsert)['action'],
    actor: Actor,
    reason: string | null,
    detail: Record<string, unknown> | null = null,
  ) {
    await db.insert(examResultLog).values({ examId, action, userId: actor.id, userName: actor.name, reason, detail });
  }

  async function state(examId: number) {
    const [row] = await db.select().from(examResultStates).where(eq(examResultStates.examId, examId));
    return row ?? null;
  }

  /** The scheme and pass rules of the exam's regulation as they are now. */
  async function currentRules(examId: number): Promise<PassRules> {
    const [rule] = await db
      .select({
        scheme: regulations.gradingScheme,
        minExternalPercent: regulations.minExternalPercent,
        minTotalPercent: regulations.minTotalPercent,
        byKind: regulations.passRules,
      })
      .from(exams)
      .innerJoin(regulations, eq(regulations.id, exams.regulationId))
      .where(eq(exams.id, examId));
    return {
      scheme: rule!.scheme as GradeBand[],
      minExternalPercent: rule!.minExternalPercent,
      minTotalPercent: rule!.minTotalPercent,
      byKind: rule!.byKind,
    };
  }

  /** Reads the exam's registrations, marks, grace and rules, and processes every registered student. */
  async function load(examId: number): Promise<Loaded> {
    const rules = await currentRules(examId);
    const sitting = await db
      .select({
        studentId: examRegistrationSubjects.studentId,
        courseId: examRegistrationSubjects.courseId,
        credits: courses.credits,
        kind: courses.subjectType,
        internalMax: courses.internalMax,
        externalMax: courses.externalMax,
        internal: examMarks.internal,
        external: examMarks.external,
        externalAbsent: examMarks.externalAbsent,
        present: examMarks.studentId,
        grace: examGrace.marks,
      })
      .from(examRegistrationSubjects)
      .innerJoin(sitters, sitterOfSubject)
      .innerJoin(courses, eq(courses.id, examRegistrationSubjects.courseId))
      .leftJoin(examMarks, marksOfRegisteredSubject)
      .leftJoin(
        examGrace,
        and(
          eq(examGrace.examId, examRegistrationSubjects.examId),
          eq(examGrace.studentId, examRegistrationSubjects.studentId),
          eq(examGrace.courseId, examRegistrationSubjects.courseId),
        ),
      )
      .where(eq(examRegistrationSubjects.examId, examId))
      .orderBy(asc(examRegistrationSubjects.studentId), asc(examRegistrationSubjects.courseId));
    const studentIds = [...new Set(sitting.map((r) => r.studentId))];
    const earlier = new Map<number, CourseAttempt[]>();
    for (const ids of chunks(studentIds)) {
      const rows = await db
        .select({
          studentId: examResults.studentId,
          courseId: examResults.courseId,
          credits: publishedCredits,
          grade: examResults.grade,
          gradePoints: examResults.gradePoints,
          publishedAt: examTitles.publishedAt,
        })
        .from(examResults)
        .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .where(inArray(examResults.studentId, ids))
        .orderBy(asc(examResults.studentId), asc(examResults.id));
      for (const r of rows) {
        const list = earlier.get(r.studentId) ?? [];
        list.push({
          courseId: r.courseId,
          credits: Number(r.credits),
          grade: r.grade,
          gradePoints: r.gradePoints ?? GRADE_POINTS[r.grade as keyof typeof GRADE_POINTS] ?? 0,
          publishedAt: r.publishedAt.getTime(),
        });
        earlier.set(r.studentId, list);
      }
    }
    const hash = createHash('sha256').update(JSON.stringify(rules));
    const byStudent = new Map<number, { terms: SubjectTerms; marks: SubjectMarks | null }[]>();
    let aboveMax = 0;
    for (const r of sitting) {
      if (r.present !== null) aboveMax += marksAboveMaxima(r, r);
      hash.update(
        `${r.studentId},${r.courseId},${r.credits},${r.kind},${r.internalMax},${r.externalMax},${r.internal},${r.external},${r.externalAbsent},${r.present},${r.grace};`,
      );
      const list = byStudent.get(r.studentId) ?? [];
      list.push({
        terms: {
          courseId: r.courseId,
          credits: r.credits,
          kind: r.kind as SubjectKind,
          internalMax: r.internalMax,
          externalMax: r.externalMax,
        },
        marks:
          r.present === null
            ? null
            : {
                internal: r.internal,
                external: r.external,
                externalAbsent: r.externalAbsent ?? false,
                grace: r.grace ?? 0,
              },
      });
      byStudent.set(r.studentId, list);
    }
    for (const [id, list] of earlier)
      hash.update(`${id}:${list.map((a) => `${a.courseId}/${a.grade}/${a.gradePoints}`).join(',')};`);
    // The courses of the exam's semester, for each student's SGPA of that semester.
    const semesterCourses = new Set(
      (
        await db
          .select({ id: courses.id })
          .from(exams)
          .innerJoin(semesters, and(eq(semesters.degreeId, exams.degreeId), eq(semesters.number, exams.semester)))
          .innerJoin(courses, eq(courses.semesterId, semesters.id))
          .where(eq(exams.id, examId))
      ).map((c) => c.id),
    );
    const processed = [...byStudent].map(([studentId, subjects]) =>
      processStudent({ studentId, subjects, earlier: earlier.get(studentId) ?? [], semesterCourses }, rules),
    );
    return { rules, processed, stamp: hash.digest('hex'), aboveMax };
  }

  /** Runs `fn` in a transaction holding the exam's row, so processing, grace and publication never interleave. */
  function inTurn<T>(examId: number, fn: () => Promise<T>) {
    return transaction(async () => {
      await db.select({ id: exams.id }).from(exams).where(eq(exams.id, examId)).for('update');
      return fn();
    });
  }

  /**
   * The exam's results as the review shows them (null before the first processing): its lists narrowed to roll
   * numbers beginning with `rollNo`, each at its page of `REVIEW_PAGE_SIZE` rows, with how many rows match in all.
   */
  async function review(examId: number, query: ReviewQuery = { rollNo: '', page: 1, missingPage: 1 }) {
    const roll = query.rollNo ? like(students.rollNo, `${query.rollNo}%`) : undefined;
    const offset = (n: number) => (n - 1) * REVIEW_PAGE_SIZE;
    const head = await state(examId);
    const rules = await currentRules(examId);
    const scheme = rules.scheme;
    // Who still lacks marks now (not when processed): the subjects a registered student sits without both halves.
    const missingWhere = and(
      eq(examRegistrationSubjects.examId, examId),
      roll,
      or(
        isNull(examMarks.studentId),
        and(eq(examMarks.externalAbsent, false), or(isNull(examMarks.internal), isNull(examMarks.external))),
      ),
    );
    const missingJoin = () =>
      db
        .select({
          rollNo: students.rollNo,
          name: students.fullName,
          code: courses.code,
          internal: examMarks.internal,
          external: examMarks.external,
        })
        .from(examRegistrationSubjects)
        .innerJoin(sitters, sitterOfSubject)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .innerJoin(courses, eq(courses.id, examRegistrationSubjects.courseId))
        .leftJoin(examMarks, marksOfRegisteredSubject);
    const missingRows = await missingJoin()
      .where(missingWhere)
      .orderBy(asc(students.rollNo), asc(courses.code))
      .limit(REVIEW_PAGE_SIZE)
      .offset(offset(query.missingPage));
    const [missingTotal] = await db
      .select({ n: count() })
      .from(examRegistrationSubjects)
      .innerJoin(sitters, sitterOfSubject)
      .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
      .leftJoin(examMarks, marksOfRegisteredSubject)
      .where(missingWhere);
    const missing = missingRows.map((r) => ({
      rollNo: r.rollNo,
      name: r.name,
      code: r.code,
      missing: [r.internal === null ? 'internal' : null, r.external === null ? 'external' : null].filter(
        (x): x is string => x !== null,
      ),
    }));
    const grace = await db
      .select({
        rollNo: students.rollNo,
        code: courses.code,
        marks: examGrace.marks,
        reason: examGrace.reason,
        givenAt: examGrace.givenAt,
      })
      .from(examGrace)
      .innerJoin(students, eq(students.id, examGrace.studentId))
      .innerJoin(courses, eq(courses.id, examGrace.courseId))
      .where(eq(examGrace.examId, examId))
      .orderBy(asc(students.rollNo), asc(courses.code));
    const history = await db
      .select({
        action: examResultLog.action,
        userName: examResultLog.userName,
        at: examResultLog.at,
        reason: examResultLog.reason,
      })
      .from(examResultLog)
      .where(eq(examResultLog.examId, examId))
      .orderBy(desc(examResultLog.id))
      .limit(50);
    let counts: ExamReviewCounts | null = null;
    let sample: { rollNo: string; name: string; sgpa: number | null; cgpa: number | null; backlogs: number | null }[] =
      [];
    let studentsCount = 0;
    if (head) {
      const perStudent = await db
        .select({ standing: examProcessedStudents.standing, missing: examProcessedStudents.missing, n: count() })
        .from(examProcessedStudents)
        .where(eq(examProcessedStudents.examId, examId))
        .groupBy(examProcessedStudents.standing, examProcessedStudents.missing);
      const byGrade = await db
        .select({ grade: examProcessedResults.grade, n: count() })
        .from(examProcessedResults)
        .where(eq(examProcessedResults.examId, examId))
        .groupBy(examProcessedResults.grade);
      const total = (f: (r: (typeof perStudent)[number]) => boolean) =>
        perStudent.filter(f).reduce((a, r) => a + Number(r.n), 0);
      const withMissing = total((r) => r.missing > 0);
      const graded = new Map(byGrade.map((g) => [g.grade, Number(g.n)]));
      const order = reviewCounts([], scheme).distribution.map((d) => d.grade);
      counts = {
        registered: total(() => true),
        processed: total(() => true) - withMissing,
        passed: total((r) => r.missing === 0 && r.standing === 'pass'),
        failed: total((r) => r.missing === 0 && r.standing === 'fail'),
        absent: total((r) => r.missing === 0 && r.standing === 'absent'),
        withMissing,
        distribution: [...order, ...[...graded.keys()].filter((g) => !order.includes(g))].map((grade) => ({
          grade,
          count: graded.get(grade) ?? 0,
        })),
      };
      sample = (
        await db
          .select({
            rollNo: students.rollNo,
            name: students.fullName,
            sgpa: examProcessedStudents.sgpa,
            cgpa: examProcessedStudents.cgpa,
            backlogs: examProcessedStudents.backlogs,
          })
          .from(examProcessedStudents)
          .innerJoin(students, eq(students.id, examProcessedStudents.studentId))
          .where(and(eq(examProcessedStudents.examId, examId), roll))
          .orderBy(asc(students.rollNo))
          .limit(REVIEW_PAGE_SIZE)
          .offset(offset(query.page))
      ).map((r) => ({
        ...r,
        sgpa: r.sgpa === null ? null : Math.round(r.sgpa * 100) / 100,
        cgpa: r.cgpa === null ? null : Math.round(r.cgpa * 100) / 100,
      }));
      const [matching] = await db
        .select({ n: count() })
        .from(examProcessedStudents)
        .innerJoin(students, eq(students.id, examProcessedStudents.studentId))
        .where(and(eq(examProcessedStudents.examId, examId), roll));
      studentsCount = Number(matching?.n ?? 0);
    }
    return {
      stage: (head?.stage ?? null) as ResultStage | null,
      processedAt: head?.processedAt ?? null,
      requestedBy: head?.requestedBy ?? null,
      requestedAt: head?.requestedAt ?? null,
      authorizedAt: head?.authorizedAt ?? null,
      withdrawnReason: head?.withdrawnReason ?? null,
      /** Processed under a scheme or pass rules the regulation no longer has: re-grading is asked for explicitly. */
      rulesChanged: head !== null && head.stage !== 'published' && changedRules(head.rules ?? null, rules) !== null,
      counts,
      missing,
      missingCount: Number(missingTotal?.n ?? 0),
      students: sample,
      studentsCount,
      rollNo: query.rollNo,
      page: query.page,
      missingPage: query.missingPage,
      pageSize: REVIEW_PAGE_SIZE,
      grace,
      history,
    };
  }

  return {
    state,
    load,
    inTurn,
    review,
    log,

    /**
     * Replaces the exam's processed results with what the marks give now, keeping the rules they were graded under;
     * `regraded` names the rules of the processing it replaces when those differ (its own line in the log).
     */
    async saveProcessed(
      examId: number,
      loaded: Loaded,
      actor: Actor,
      at: Date,
      regraded: Record<string, unknown> | null = null,
    ) {
      await db.delete(examProcessedResults).where(eq(examProcessedResults.examId, examId));
      await db.delete(examProcessedStudents).where(eq(examProcessedStudents.examId, examId));
      // Each column as one array through unnest: an exam of 40,000 subject results in one statement.
      const list = (values: readonly (string | number | null)[]) =>
        `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${v}"`)).join(',')}}`;
      const subjects = loaded.processed.flatMap((s) =>
        s.subjects.flatMap((sub) =>
          sub.outcome.kind === 'graded' ? [{ studentId: s.studentId, sub, o: sub.outcome }] : [],
        ),
      );
      if (subjects.length > 0)
        await db.execute(sql`
          insert into ${examProcessedResults}
            (exam_id, student_id, course_id, total, marks_percent, grade, grade_points, credits, status)
          select ${examId}, r.student_id, r.course_id, r.total, r.marks_percent, r.grade, r.grade_points, r.credits,
                 r.status
          from unnest(${list(subjects.map((x) => x.studentId))}::int[], ${list(subjects.map((x) => x.sub.courseId))}::int[],
                      ${list(subjects.map((x) => x.o.total))}::smallint[], ${list(subjects.map((x) => x.o.percent))}::smallint[],
                      ${list(subjects.map((x) => x.o.grade))}::text[], ${list(subjects.map((x) => x.o.gradePoints))}::real[],
                      ${list(subjects.map((x) => x.sub.credits))}::numeric[], ${list(subjects.map((x) => x.o.status))}::text[])
            as r(student_id, course_id, total, marks_percent, grade, grade_points, credits, status)`);
      const all = loaded.processed;
      if (all.length > 0)
        await db.execute(sql`
          insert into ${examProcessedStudents} (exam_id, student_id, missing, sgpa, cgpa, backlogs, standing)
          select ${examId}, p.student_id, p.missing, p.sgpa, p.cgpa, p.backlogs, p.standing
          from unnest(${list(all.map((x) => x.studentId))}::int[], ${list(all.map((x) => x.missing))}::smallint[],
                      ${list(all.map((x) => x.sgpa))}::real[], ${list(all.map((x) => x.cgpa))}::real[],
                      ${list(all.map((x) => x.backlogs))}::smallint[], ${list(all.map((x) => x.standing))}::text[])
            as p(student_id, missing, sgpa, cgpa, backlogs, standing)`);
      const values = {
        stage: 'processed' as const,
        inputStamp: loaded.stamp,
        processedBy: actor.id,
        processedAt: at,
        requestedBy: null,
        requestedAt: null,
        rules: rulesRecord(loaded.rules),
      };
      await db
        .insert(examResultStates)
        .values({ examId, ...values })
        .onConflictDoUpdate({ target: examResultStates.examId, set: values });
      const counts = reviewCounts(loaded.processed, loaded.rules.scheme);
      if (regraded) await log(examId, 'regraded', actor, null, { from: regraded, to: rulesRecord(loaded.rules) });
      await log(examId, 'processed', actor, null, { ...counts });
      return counts;
    },

    async setStage(examId: number, set: Partial<typeof examResultStates.$inferInsert>) {
      await db.update(examResultStates).set(set).where(eq(examResultStates.examId, examId));
    },

    /** A registered student's marks in a subject of the exam (null: not registered for it), and their grace. */
    async graceContext(examId: number, rollNo: string, courseId: number) {
      const [row] = await db
        .select({
          studentId: students.id,
          internal: examMarks.internal,
          external: examMarks.external,
          externalAbsent: examMarks.externalAbsent,
          present: examMarks.studentId,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(
          and(
            eq(examRegistrationSubjects.examId, examId),
            eq(examRegistrationSubjects.courseId, courseId),
            sql`upper(${students.rollNo}) = upper(${rollNo})`,
          ),
        );
      if (!row) return null;
      const others = await db
        .select({ marks: examGrace.marks, courseId: examGrace.courseId })
        .from(examGrace)
        .where(and(eq(examGrace.examId, examId), eq(examGrace.studentId, row.studentId)));
      return {
        studentId: row.studentId,
        marks:
          row.present === null
            ? null
            : { internal: row.internal, external: row.external, externalAbsent: row.externalAbsent ?? false, grace: 0 },
        otherGrace: others.filter((o) => o.courseId !== courseId).reduce((a, o) => a + o.marks, 0),
        current: others.find((o) => o.courseId === courseId)?.marks ?? 0,
      };
    },

    async setGrace(
      examId: number,
      studentId: number,
      courseId: number,
      marks: number,
      reason: string,
      actor: Actor,
      at: Date,
    ) {
      const key = and(
        eq(examGrace.examId, examId),
        eq(examGrace.studentId, studentId),
        eq(examGrace.courseId, courseId),
      );
      if (marks === 0) await db.delete(examGrace).where(key);
      else
        await db
          .insert(examGrace)
          .values({ examId, studentId, courseId, marks, reason, givenBy: actor.id, givenAt: at })
          .onConflictDoUpdate({
            target: [examGrace.examId, examGrace.studentId, examGrace.courseId],
            set: { marks, reason, givenBy: actor.id, givenAt: at },
          });
    },

    /** The semester row of the exam's degree and semester, and the one batch its students come from (or null). */
    async titleFields(examId: number) {
      const [exam] = await db
        .select({ title: exams.title, degreeId: exams.degreeId, semester: exams.semester })
        .from(exams)
        .where(eq(exams.id, examId));
      const [sem] = await db
        .select({ id: semesters.id })
        .from(semesters)
        .where(and(eq(semesters.degreeId, exam!.degreeId), eq(semesters.number, exam!.semester)));
      const batchesOf = await db
        .selectDistinct({ batchId: students.batchId })
        .from(examRegistrations)
        .innerJoin(students, eq(students.id, examRegistrations.studentId))
        .where(eq(examRegistrations.examId, examId))
        .limit(2);
      return {
        title: exam!.title,
        semesterId: sem?.id ?? null,
        batchId: batchesOf.length === 1 ? (batchesOf[0]!.batchId ?? null) : null,
      };
    },

    /**
     * Puts the processed results under a new public title, with the marks they were graded on (external as processing
     * counted it, grace included, so internal + external = total) and the credits their SGPA was computed with, which
     * they keep whatever later becomes of the subject's credits; announces it to every replica on commit.
     */
    async publish(examId: number, fields: { title: string; semesterId: number; batchId: number | null }, at: Date) {
      const [title] = await db
        .insert(examTitles)
        .values({ title: fields.title, semesterId: fields.semesterId, batchId: fields.batchId, publishedAt: at })
        .returning({ id: examTitles.id });
      await db.execute(sql`
        insert into ${examResults}
          (exam_title_id, student_id, course_id, marks_percent, grade, grade_points, credits, internal, external, total)
        select ${title!.id}, p.student_id, p.course_id, p.marks_percent, p.grade, p.grade_points,
               coalesce(p.credits, c.credits), m.internal, p.total - m.internal, p.total
        from ${examProcessedResults} p
        join ${courses} c on c.id = p.course_id
        left join ${examMarks} m on m.exam_id = p.exam_id and m.student_id = p.student_id and m.course_id = p.course_id
        where p.exam_id = ${examId}`);
      await announceResultsChanged(db);
      return title!.id;
    },

    /** Takes a published title and its results out of every public lookup; announces it on commit. */
    async unpublish(examTitleId: number) {
      await db.delete(examResults).where(eq(examResults.examTitleId, examTitleId));
      await db.update(examResultStates).set({ examTitleId: null }).where(eq(examResultStates.examTitleId, examTitleId));
      await db.delete(examTitles).where(eq(examTitles.id, examTitleId));
      await announceResultsChanged(db);
    },

    /** The students of a published exam who have an e-mail address, for the publication mail. */
    async mailAddresses(examId: number) {
      return db
        .select({ email: students.email, name: students.fullName, rollNo: students.rollNo })
        .from(examRegistrations)
        .innerJoin(students, eq(students.id, examRegistrations.studentId))
        .where(
          and(eq(examRegistrations.examId, examId), sql`${students.email} is not null and ${students.email} <> ''`),
        );
    },
  };
}

export type ResultStore = ReturnType<typeof resultStore>;
