import { and, desc, eq, gt } from 'drizzle-orm';
import type { AwardBand } from '../../../domain/academic/award-bands';
import { GRADE_POINTS, STORED_GRADE, isGrade } from '../../../domain/results/grade-scale';
import type { DocumentKind, IssuedContent, PublishedAttempt } from '../../../domain/memos/transcript';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  courses,
  degrees,
  examResults,
  examTitles,
  issuedDocuments,
  regulations,
  semesters,
  students,
  users,
} from '../../db/schema';
import { publishedCredits } from '../../db/published-credits';

export interface MemoStudent {
  id: number;
  rollNo: string;
  name: string;
  branch: string;
  degree: string;
  regulation: string;
  creditsRequired: number;
  startYear: number;
  degreeYears: number;
  /** The classes the student's regulation awards. */
  awardBands: AwardBand[];
  /** The regulation's conversion of CGPA to a percentage: (CGPA − offset) × factor; no factor, none. */
  percentageOffset: number;
  percentageFactor: number | null;
}

/** Students, their published results and the documents issued to them, for memos and their verification. */
export function memoStore(db: Database) {
  return {
    async student(rollNo: string): Promise<MemoStudent | null> {
      const [row] = await db
        .select({
          id: students.id,
          rollNo: students.rollNo,
          name: students.fullName,
          branch: branches.name,
          degree: degrees.name,
          regulation: regulations.code,
          creditsRequired: regulations.creditsToGraduate,
          startYear: batches.startYear,
          degreeYears: degrees.years,
          awardBands: regulations.awardBands,
          percentageOffset: regulations.percentageOffset,
          percentageFactor: regulations.percentageFactor,
        })
        .from(students)
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(degrees, eq(degrees.id, batches.degreeId))
        .innerJoin(regulations, eq(regulations.id, students.regulationId))
        .where(eq(students.rollNo, rollNo));
      return row ?? null;
    },

    /** The roll number of a student's own account, null for any other account. */
    async ownRollNo(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ rollNo: students.rollNo })
        .from(users)
        .innerJoin(students, eq(students.id, users.studentId))
        .where(eq(users.id, userId));
      return row?.rollNo ?? null;
    },

    /** Every published attempt of the student, each with its exam's title and publication. */
    async attempts(studentId: number): Promise<PublishedAttempt[]> {
      const rows = await db
        .select({
          examTitle: examTitles.title,
          publishedAt: examTitles.publishedAt,
          semester: semesters.number,
          semesterName: semesters.name,
          courseId: courses.id,
          code: courses.code,
          name: courses.name,
          credits: publishedCredits,
          grade: examResults.grade,
          gradePoints: examResults.gradePoints,
        })
        .from(examResults)
        .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
        .innerJoin(courses, eq(courses.id, examResults.courseId))
        .innerJoin(semesters, eq(semesters.id, courses.semesterId))
        .where(eq(examResults.studentId, studentId));
      return rows.map((r) => {
        // Points as the regulation's scheme gave them (A+, O); rows stored without them take §9's points.
        const gradePoints =
          r.gradePoints !== null && STORED_GRADE.test(r.grade)
            ? r.gradePoints
            : isGrade(r.grade)
              ? GRADE_POINTS[r.grade]
              : null;
        if (gradePoints === null) throw new Error(`Unknown grade ${r.grade} stored for ${r.code}`);
        return { ...r, gradePoints, publishedAt: r.publishedAt.getTime() };
      });
    },

    async issue(row: {
      code: string;
      kind: DocumentKind;
      studentId: number;
      issuedBy: number;
      issuedByName: string;
      issuedAt: Date;
      content: IssuedContent;
    }): Promise<void> {
      await db.insert(issuedDocuments).values(row);
    },

    async byCode(code: string) {
      const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.code, code));
      return row ?? null;
    },

    /** The newest document of the same kind issued to the student after `after`, if any. */
    async newer(studentId: number, kind: string, after: Date) {
      const [row] = await db
        .select({ issuedAt: issuedDocuments.issuedAt })
        .from(issuedDocuments)
        .where(
          and(
            eq(issuedDocuments.studentId, studentId),
            eq(issuedDocuments.kind, kind),
            gt(issuedDocuments.issuedAt, after),
          ),
        )
        .orderBy(desc(issuedDocuments.issuedAt))
        .limit(1);
      return row ?? null;
    },

    async issuedTo(studentId: number) {
      return db
        .select({
          code: issuedDocuments.code,
          kind: issuedDocuments.kind,
          issuedAt: issuedDocuments.issuedAt,
          issuedByName: issuedDocuments.issuedByName,
        })
        .from(issuedDocuments)
        .where(eq(issuedDocuments.studentId, studentId))
        .orderBy(desc(issuedDocuments.issuedAt), desc(issuedDocuments.id));
    },
  };
}

export type MemoStore = ReturnType<typeof memoStore>;
