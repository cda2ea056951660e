import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SubjectKind } from '../../../domain/academic/pass-rules';
import {
  processStudent,
  reviewCounts,
  type PassRules,
  type ProcessedStudent,
  type SubjectMarks,
  type SubjectTerms,
} from '../../../domain/exams/processing';
import { marksAboveMaxima } from '../../../domain/exams/marks';
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
  examResultStates,
  examResults,
  examTitles,
  exams,
  semesters,
} from '../../db/schema';
import { publishedCredits } from '../../db/published-credits';
import { marksOfRegisteredSubject, sitterOfSubject, sitters } from './exam-joins';
import { rulesRecord } from './result-rules';
import { currentRules, logResultAction, type Actor } from './result-state-store';

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

const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** The SQL of processing an exam's results: what it reads, and the processed results it keeps. */
export function resultProcessingStore(db: Database) {
  return {
    /** Reads the exam's registrations, marks, grace and rules, and processes every registered student. */
    async load(examId: number): Promise<Loaded> {
      const rules = await currentRules(db, examId);
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
    },

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
      if (regraded)
        await logResultAction(db, examId, 'regraded', actor, null, { from: regraded, to: rulesRecord(loaded.rules) });
      await logResultAction(db, examId, 'processed', actor, null, { ...counts });
      return counts;
    },
  };
}
