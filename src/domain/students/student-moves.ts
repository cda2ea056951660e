import { STUDENT_MESSAGES as M } from './messages';

export const STUDENT_STATUSES = ['studying', 'detained', 'discontinued', 'graduated'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const MOVE_KINDS = ['promote', 'detain', 'readmit', 'transfer', 'discontinue', 'graduate'] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];

/** Where a student stands: what a move reads and writes. */
export interface StudentStanding {
  status: StudentStatus;
  semester: number;
  branchId: number;
}

/** What a move needs beyond the student: the degree's length, and for a transfer the branch and its degree. */
export interface MoveContext {
  degreeYears: number;
  degreeId: number;
  by?: 'semester' | 'year';
  toBranch?: { id: number; degreeId: number } | null;
}

export type MoveOutcome = { to: StudentStanding } | { refused: string };

const finalSemester = (years: number) => years * 2;
/** The final year's first semester: a student there or later may graduate. */
export const isFinalYear = (semester: number, years: number) => semester > (years - 1) * 2;

/**
 * One year-end move for one student: where it takes them, or why it is refused. Promote only a studying student
 * (to the next semester, or the first semester of the next year); graduate only from the final year; detain a
 * studying student, and readmit a detained one to the semester they were detained in; transfer a studying or detained student to another branch of the same degree; discontinue
 * anyone still on the rolls.
 */
export function applyMove(kind: MoveKind, from: StudentStanding, ctx: MoveContext): MoveOutcome {
  const left = from.status === 'graduated' || from.status === 'discontinued';
  switch (kind) {
    case 'promote': {
      if (from.status !== 'studying') return { refused: M.notStudying };
      if (from.semester >= finalSemester(ctx.degreeYears)) return { refused: M.alreadyFinalSemester };
      const next = ctx.by === 'year' ? from.semester + (from.semester % 2 === 1 ? 2 : 1) : from.semester + 1;
      return { to: { ...from, semester: Math.min(next, finalSemester(ctx.degreeYears)) } };
    }
    case 'detain':
      if (left) return { refused: M.alreadyLeft };
      if (from.status === 'detained') return { refused: M.alreadyDetained };
      return { to: { ...from, status: 'detained' } };
    case 'readmit':
      // The move back from a detention: studying again in the semester they were detained in (its next run).
      if (from.status !== 'detained') return { refused: M.notDetained };
      return { to: { ...from, status: 'studying' } };
    case 'transfer':
      if (left) return { refused: M.alreadyLeft };
      if (!ctx.toBranch) return { refused: M.branchNeeded };
      if (ctx.toBranch.degreeId !== ctx.degreeId) return { refused: M.otherDegreeBranch };
      if (ctx.toBranch.id === from.branchId) return { refused: M.sameBranch };
      return { to: { ...from, branchId: ctx.toBranch.id } };
    case 'discontinue':
      if (left) return { refused: M.alreadyLeft };
      return { to: { ...from, status: 'discontinued' } };
    case 'graduate':
      if (from.status !== 'studying') return { refused: from.status === 'graduated' ? M.alreadyLeft : M.notStudying };
      if (!isFinalYear(from.semester, ctx.degreeYears)) return { refused: M.notFinalYear };
      return { to: { ...from, status: 'graduated' } };
  }
}

/** Moves that change a student's standing for a reason the office must give (kept in the history). */
export const MOVES_NEEDING_REASON: readonly MoveKind[] = ['detain', 'transfer', 'discontinue'];
