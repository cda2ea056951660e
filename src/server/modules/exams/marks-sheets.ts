import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, examMarks, examRegistrationSubjects, examSubjects, students } from '../../db/schema';
import { marksOfRegisteredSubject } from './exam-joins';

/** A subject on an exam's timetable with its maximum marks. */
export interface MarkedSubject {
  courseId: number;
  code: string;
  name: string;
  internalMax: number;
  externalMax: number;
}

/** A registered student of a subject with their marks so far (code: the coded number, when the subject is coded). */
export interface MarkRow {
  studentId: number;
  rollNo: string;
  name: string;
  sectionId: number | null;
  internal: number | null;
  external: number | null;
  absent: boolean;
  code: string | null;
}

/** Who sits a subject and their marks so far: the grid, the template and an upload's lookups. */
export function marksSheets(db: Database) {
  return {
    async subject(examId: number, courseId: number): Promise<MarkedSubject | null> {
      const [row] = await db
        .select({
          courseId: courses.id,
          code: courses.code,
          name: courses.name,
          internalMax: courses.internalMax,
          externalMax: courses.externalMax,
        })
        .from(examSubjects)
        .innerJoin(courses, eq(courses.id, examSubjects.courseId))
        .where(and(eq(examSubjects.examId, examId), eq(examSubjects.courseId, courseId)));
      return row ?? null;
    },

    /** The exam's subjects by code (the upload names a subject by its code). */
    async subjectsByCode(examId: number): Promise<Map<string, MarkedSubject & { coded: boolean }>> {
      const rows = await db
        .select({
          courseId: courses.id,
          code: courses.code,
          name: courses.name,
          internalMax: courses.internalMax,
          externalMax: courses.externalMax,
          coded: sql<boolean>`exists (select 1 from exam_marks m where m.exam_id = ${examId}
            and m.course_id = ${courses.id} and m.code is not null)`,
        })
        .from(examSubjects)
        .innerJoin(courses, eq(courses.id, examSubjects.courseId))
        .where(eq(examSubjects.examId, examId));
      return new Map(rows.map((r) => [r.code.toUpperCase(), { ...r, coded: Boolean(r.coded) }]));
    },

    /** The registered students of a subject (of some sections only, for a teacher), by roll number, with marks. */
    sheet(examId: number, courseId: number, sectionIds?: readonly number[]): Promise<MarkRow[]> {
      if (sectionIds && !sectionIds.length) return Promise.resolve([]);
      return db
        .select({
          studentId: students.id,
          rollNo: students.rollNo,
          name: students.fullName,
          sectionId: students.sectionId,
          internal: examMarks.internal,
          external: examMarks.external,
          absent: sql<boolean>`coalesce(${examMarks.externalAbsent}, false)`,
          code: examMarks.code,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(
          and(
            eq(examRegistrationSubjects.examId, examId),
            eq(examRegistrationSubjects.courseId, courseId),
            sectionIds ? inArray(students.sectionId, [...sectionIds]) : undefined,
          ),
        )
        .orderBy(asc(students.rollNo));
    },

    /** Who sits each subject of an exam, by roll number and by coded number, for an upload's rows. */
    async uploadLookups(examId: number) {
      const rows = await db
        .select({
          studentId: examRegistrationSubjects.studentId,
          courseId: examRegistrationSubjects.courseId,
          rollNo: students.rollNo,
          code: examMarks.code,
        })
        .from(examRegistrationSubjects)
        .innerJoin(students, eq(students.id, examRegistrationSubjects.studentId))
        .leftJoin(examMarks, marksOfRegisteredSubject)
        .where(eq(examRegistrationSubjects.examId, examId));
      const byRoll = new Map<string, number>();
      const byCode = new Map<string, number>();
      for (const r of rows) {
        byRoll.set(`${r.courseId}|${r.rollNo.toUpperCase()}`, r.studentId);
        if (r.code) byCode.set(`${r.courseId}|${r.code.toUpperCase()}`, r.studentId);
      }
      return { byRoll, byCode };
    },

    /** Whether roll numbers are in the directory at all (an unknown roll number and one not registered differ). */
    async knownRolls(rollNos: readonly string[]): Promise<Set<string>> {
      if (!rollNos.length) return new Set();
      const rows = await db
        .select({ rollNo: students.rollNo })
        .from(students)
        .where(inArray(students.rollNo, [...rollNos]));
      return new Set(rows.map((r) => r.rollNo.toUpperCase()));
    },
  };
}
