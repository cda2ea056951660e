import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { LINK_ATTEMPT_LIMIT, LINK_ATTEMPT_WINDOW_MS, MAX_LINKED_STUDENTS } from '../../../domain/parents/messages';
import type { LinkParentStudent, ParentStudent } from '../../../domain/parents/schemas';
import type { Database } from '../../db/client';
import {
  batches,
  branches,
  examResults,
  examTitles,
  parentLinkFailures,
  parentStudents,
  students,
} from '../../db/schema';
import type { ResultsStore } from '../results/service';

export type LinkOutcome = 'linked' | 'already-linked' | 'too-many-links';

/** The ids of the students linked to the parent account, in the order they were linked (empty for anyone else). */
export async function linkedStudentIds(db: Database, parentUserId: number): Promise<number[]> {
  const rows = await db
    .select({ studentId: parentStudents.studentId })
    .from(parentStudents)
    .where(eq(parentStudents.parentUserId, parentUserId))
    .orderBy(asc(parentStudents.linkedAt), asc(parentStudents.studentId));
  return rows.map((r) => r.studentId);
}

/** Parents and the students they follow: linking by roll number and date of birth, and each student's results. */
export function parentsStore(db: Database, results: ResultsStore) {
  async function recentFailures(parentUserId: number, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(parentLinkFailures)
      .where(
        and(
          eq(parentLinkFailures.parentUserId, parentUserId),
          gt(parentLinkFailures.at, new Date(now.getTime() - LINK_ATTEMPT_WINDOW_MS)),
        ),
      );
    return Number(row?.n ?? 0);
  }

  return {
    /** Refused when the parent account missed LINK_ATTEMPT_LIMIT times in the window (one account cannot walk dates). */
    async pausedForParent(parentUserId: number, now: Date): Promise<boolean> {
      return (await recentFailures(parentUserId, now)) >= LINK_ATTEMPT_LIMIT;
    },

    /** The student whose roll number and date of birth both match; a miss is recorded against the parent account. */
    async match(
      parentUserId: number,
      { rollNo, dateOfBirth }: Pick<LinkParentStudent, 'rollNo' | 'dateOfBirth'>,
      now: Date,
    ) {
      const [student] = await db
        .select({ id: students.id, rollNo: students.rollNo })
        .from(students)
        .where(and(eq(students.rollNo, rollNo), eq(students.dateOfBirth, dateOfBirth)))
        .limit(1);
      if (!student) await db.insert(parentLinkFailures).values({ parentUserId, at: now });
      return student ?? null;
    },

    /** Whether the roll number may be linked to the parent: not yet linked, and fewer than MAX_LINKED_STUDENTS. */
    async linkRefusal(parentUserId: number, rollNo: string): Promise<'already-linked' | 'too-many-links' | null> {
      const linked = await db
        .select({ rollNo: students.rollNo })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .where(eq(parentStudents.parentUserId, parentUserId));
      if (linked.some((l) => l.rollNo === rollNo)) return 'already-linked';
      return linked.length >= MAX_LINKED_STUDENTS ? 'too-many-links' : null;
    },

    /** Links the student (the caller proved the claim); the checks run again inside the transaction. */
    async link(parentUserId: number, studentId: number, now: Date): Promise<LinkOutcome> {
      return db.transaction(async (tx) => {
        const linked = await tx
          .select({ studentId: parentStudents.studentId })
          .from(parentStudents)
          .where(eq(parentStudents.parentUserId, parentUserId));
        if (linked.some((l) => l.studentId === studentId)) return 'already-linked';
        if (linked.length >= MAX_LINKED_STUDENTS) return 'too-many-links';
        await tx.insert(parentStudents).values({ parentUserId, studentId, linkedAt: now }).onConflictDoNothing();
        return 'linked';
      });
    },

    /** The parent's students in the order they were linked, each with the summary of every published result. */
    async students(parentUserId: number): Promise<ParentStudent[]> {
      const rows = await db
        .select({
          id: students.id,
          rollNo: students.rollNo,
          fullName: students.fullName,
          branch: branches.name,
          batch: batches.name,
          linkedAt: parentStudents.linkedAt,
        })
        .from(parentStudents)
        .innerJoin(students, eq(students.id, parentStudents.studentId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .where(eq(parentStudents.parentUserId, parentUserId))
        .orderBy(asc(parentStudents.linkedAt), asc(students.rollNo));
      return Promise.all(
        rows.map(async (s) => {
          const titles = await db
            .selectDistinct({ title: examTitles.title, publishedAt: examTitles.publishedAt })
            .from(examResults)
            .innerJoin(examTitles, eq(examTitles.id, examResults.examTitleId))
            .where(eq(examResults.studentId, s.id))
            .orderBy(desc(examTitles.publishedAt));
          // The same sheet the public results page shows, so every number matches it.
          const sheets = await Promise.all(titles.map((t) => results.resultSheet(t.title, s.rollNo)));
          return {
            rollNo: s.rollNo,
            fullName: s.fullName,
            branch: s.branch,
            batch: s.batch,
            linkedAt: s.linkedAt.toISOString(),
            exams: sheets.flatMap((sheet, i) =>
              sheet
                ? [
                    {
                      examTitle: titles[i]!.title,
                      sgpa: sheet.listofRecords[0]?.sgpa ?? 0,
                      semester: sheet.semester,
                      sgpas: sheet.sgpas,
                      cgpa: sheet.cgpa,
                      earnedCredits: sheet.earnedCredits,
                      totalCredits: sheet.totalCredits,
                      passCount: sheet.passCount,
                      failCount: sheet.failCount,
                    },
                  ]
                : [],
            ),
          };
        }),
      );
    },
  };
}

export type ParentsStore = ReturnType<typeof parentsStore>;
