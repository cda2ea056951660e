import { createHash } from 'node:crypto';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GradeBand } from '../../../domain/academic/grading-scheme';
import type { SubjectKind } from '../../../domain/academic/pass-rules';
import {
  processStudent,
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
  examRegistrationSubjects,
  examRegistrations,
  examResultStates,
  examResults,
  examTitles,
  exams,
  regulations,
  semesters,
} from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';
import { publishedCredits } from '../../db/published-credits';

/** Everything processing reads for one exam, and the students it answers for. */
export interface Loaded {
  rules: PassRules;
  processed: ProcessedStudent[];
  /** Digest of the input: registrations, marks, grace, pass rules, scheme, maxima, earlier results. */
  stamp: string;
  /** Marks above their subject's maxima (stored before a maximum was lowered): processing refuses while any are. */
  aboveMax: number;
}

const CHUNK = 1_000;

/** The students who sit the exam: registered and eligible (fee dues and attendance). Others have no marks to process. */
export const sitters = alias(examRegistrations, 'sitters');
/** Joins a registered subject (`exam_registration_subjects`) to its student's registration when they sit the exam. */
export const sitterOfSubject = and(
  eq(sitters.examId, examRegistrationSubjects.examId),
  eq(sitters.studentId, examRegistrationSubjects.studentId),
  eq(sitters.eligible, true),
)!;
const chunks = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
};

/** What processing reads for an exam: its results' state, its regulation's rules now, its marks and earlier results. */
export function resultInputs(db: Database) {
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

  return { state, currentRules, load };
}
