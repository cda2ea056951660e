import { asc, count, eq, inArray } from 'drizzle-orm';
import type { MoveReview } from '../../../domain/students/move-answers';
import { applyMove, type StudentStanding, type StudentStatus } from '../../../domain/students/student-moves';
import type { MoveConfirm, MoveRequest } from '../../../domain/students/student-schemas';
import type { Database } from '../../db/client';
import { alumniRegistrations, batches, branches, degrees, sections, studentMoves, students } from '../../db/schema';

/** Who makes a move, as the history keeps it. */
export interface Mover {
  id: number;
  username: string;
}

type Transaction = <T>(fn: () => Promise<T>) => Promise<T>;

const describe = (s: StudentStanding, branchName: (id: number) => string) =>
  `${s.status}, semester ${s.semester}, ${branchName(s.branchId)}`;

/** Year-end moves (reviewed, then confirmed) and section assignment, each written to student_moves. */
export function movesStore(db: Database, transaction: Transaction) {
  const load = (ids: number[]) =>
    db
      .select({
        id: students.id,
        rollNo: students.rollNo,
        fullName: students.fullName,
        email: students.email,
        mobile: students.mobile,
        status: students.status,
        semester: students.semester,
        branchId: students.branchId,
        batchId: students.batchId,
        sectionId: students.sectionId,
        degreeId: degrees.id,
        degree: degrees.name,
        years: degrees.years,
        batch: batches.name,
      })
      .from(students)
      .innerJoin(branches, eq(branches.id, students.branchId))
      .innerJoin(degrees, eq(degrees.id, branches.degreeId))
      .innerJoin(batches, eq(batches.id, students.batchId))
      .where(inArray(students.id, ids))
      .orderBy(students.rollNo);

  const review = async (request: MoveRequest) => {
    const chosen = await load(request.studentIds);
    const allBranches = await db
      .select({ id: branches.id, degreeId: branches.degreeId, shortName: branches.shortName })
      .from(branches);
    const branchName = (id: number) => allBranches.find((b) => b.id === id)?.shortName ?? String(id);
    const toBranch = request.toBranchId ? (allBranches.find((b) => b.id === request.toBranchId) ?? null) : null;
    const out: MoveReview & {
      moves: { row: (typeof chosen)[number]; from: StudentStanding; to: StudentStanding }[];
      branchName: typeof branchName;
    } = { allowed: [], refused: [], moves: [], branchName };
    for (const row of chosen) {
      const from: StudentStanding = {
        status: row.status as StudentStatus,
        semester: row.semester,
        branchId: row.branchId,
      };
      const outcome = applyMove(request.kind, from, {
        degreeYears: row.years,
        degreeId: row.degreeId,
        by: request.by,
        toBranch,
      });
      const who = { id: row.id, rollNo: row.rollNo, fullName: row.fullName };
      if ('refused' in outcome) out.refused.push({ ...who, reason: outcome.refused });
      else {
        out.allowed.push({
          ...who,
          from: describe(from, branchName),
          to: describe(outcome.to, branchName),
          standing: from,
        });
        out.moves.push({ row, from, to: outcome.to });
      }
    }
    return out;
  };

  return {
    /** The students of the request that exist (a missing id is a bad request, not a refusal). */
    async missing(ids: number[]): Promise<boolean> {
      const [row] = await db.select({ n: count() }).from(students).where(inArray(students.id, ids));
      return Number(row?.n ?? 0) !== ids.length;
    },

    async review(request: MoveRequest): Promise<MoveReview> {
      const { allowed, refused } = await review(request);
      return { allowed, refused };
    },

    /**
     * Makes the move for every student it allows, in one transaction, and writes each to the history; a graduate
     * gets the alumni registration the alumni module reads (their account they make themselves: roll number and
     * date of birth, then the code sent to their e-mail). The students' rows are locked first (in id order, so two
     * confirms never wait on each other crosswise) and each must still stand where the review showed it: a student
     * who has moved since refuses the whole confirm, so a repeated or concurrent move happens once.
     */
    async confirm(request: MoveConfirm, by: Mover): Promise<MoveReview | { alreadyMoved: string[] }> {
      return transaction(async () => {
        const now = await db
          .select({
            id: students.id,
            rollNo: students.rollNo,
            status: students.status,
            semester: students.semester,
            branchId: students.branchId,
          })
          .from(students)
          .where(inArray(students.id, request.studentIds))
          .orderBy(asc(students.id))
          .for('update');
        const reviewed = new Map(request.students.map((s) => [s.id, s]));
        const moved = now.filter((row) => {
          const was = reviewed.get(row.id)!;
          return row.status !== was.status || row.semester !== was.semester || row.branchId !== was.branchId;
        });
        if (moved.length) return { alreadyMoved: moved.map((row) => row.rollNo).sort() };
        const { allowed, refused, moves, branchName } = await review(request);
        const state = (s: StudentStanding) => ({
          status: s.status,
          semester: s.semester,
          branch: branchName(s.branchId),
        });
        for (const { row, from, to } of moves) {
          // A transfer leaves the old branch's section.
          const sectionId = to.branchId !== from.branchId ? null : row.sectionId;
          await db
            .update(students)
            .set({ status: to.status, semester: to.semester, branchId: to.branchId, sectionId })
            .where(eq(students.id, row.id));
          if (request.kind === 'graduate') {
            const [branch] = await db
              .select({ shortName: branches.shortName })
              .from(branches)
              .where(eq(branches.id, row.branchId));
            await db
              .insert(alumniRegistrations)
              .values({
                rollNumber: row.rollNo,
                name: row.fullName,
                course: row.degree,
                degree: row.degree,
                batch: row.batch,
                branch: branch?.shortName ?? '',
                mobileNumber: row.mobile ?? '',
                email: row.email ?? '',
                working: 'NA',
                company: '',
                instituteName: '',
                companyName: '',
                jobTitle: '',
                courseName: '',
                workAddress: '',
                eduAddress: '',
                createdBy: by.id,
              })
              .onConflictDoNothing();
          }
        }
        if (moves.length)
          await db.insert(studentMoves).values(
            moves.map(({ row, from, to }) => ({
              studentId: row.id,
              kind: request.kind,
              fromState: state(from),
              toState: state(to),
              reason: request.reason,
              userId: by.id,
              userName: by.username,
            })),
          );
        return { allowed, refused };
      });
    },

    /** The section, when it exists: its batch, branch, name and capacity. */
    async section(id: number) {
      const [row] = await db.select().from(sections).where(eq(sections.id, id)).limit(1);
      return row ?? null;
    },

    /**
     * Puts the students in the section when they are of its batch and branch and it has room for those not already
     * in it; the count and the move run in one transaction with the section's row locked, so two assigns cannot both
     * fill its last seats.
     */
    async assignSection(
      sectionId: number,
      ids: number[],
      by: Mover,
    ): Promise<{ assigned: number } | { mismatch: true } | { full: { name: string; free: number } }> {
      return transaction(async () => {
        const [section] = await db.select().from(sections).where(eq(sections.id, sectionId)).for('update');
        const chosen = await load(ids);
        if (!section || chosen.some((s) => s.batchId !== section.batchId || s.branchId !== section.branchId))
          return { mismatch: true as const };
        const [inIt] = await db.select({ n: count() }).from(students).where(eq(students.sectionId, sectionId));
        const joining = chosen.filter((s) => s.sectionId !== sectionId);
        const free = section.capacity - Number(inIt?.n ?? 0);
        if (joining.length > free) return { full: { name: section.name, free: Math.max(free, 0) } };
        if (joining.length) {
          await db
            .update(students)
            .set({ sectionId })
            .where(
              inArray(
                students.id,
                joining.map((s) => s.id),
              ),
            );
          const names = new Map((await db.select().from(sections)).map((s) => [s.id, s.name]));
          await db.insert(studentMoves).values(
            joining.map((s) => ({
              studentId: s.id,
              kind: 'section',
              fromState: { section: s.sectionId ? (names.get(s.sectionId) ?? '') : 'none' },
              toState: { section: section.name },
              userId: by.id,
              userName: by.username,
            })),
          );
        }
        return { assigned: joining.length };
      });
    },
  };
}

export type MovesStore = ReturnType<typeof movesStore>;
