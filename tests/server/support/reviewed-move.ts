import { inArray } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { students } from '../../../src/server/db/schema';

/** A move as the screen asks for it before the review: the kind, the chosen students and what the kind needs. */
export interface MoveAsked {
  kind: string;
  studentIds: number[];
  reason?: string;
  toBranchId?: number | null;
  by?: 'semester' | 'year';
}

/**
 * The confirm body of a move reviewed now: each chosen student with the standing they have in the database, as the
 * review shows it and the screen sends it back.
 */
export async function reviewedMove(db: Database, { studentIds, ...move }: MoveAsked) {
  const standing = await db
    .select({ id: students.id, status: students.status, semester: students.semester, branchId: students.branchId })
    .from(students)
    .where(inArray(students.id, studentIds));
  return { ...move, students: standing };
}
