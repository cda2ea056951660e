import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryHolds } from '../../db/schema';

/** A hold as circulation moves it. */
export interface QueuedHold {
  id: number;
  titleId: number;
  studentId: number | null;
  facultyId: number | null;
  copyId: number | null;
  pickupBy: string | null;
}

const holdColumns = {
  id: libraryHolds.id,
  titleId: libraryHolds.titleId,
  studentId: libraryHolds.studentId,
  facultyId: libraryHolds.facultyId,
  copyId: libraryHolds.copyId,
  pickupBy: libraryHolds.pickupBy,
};

/**
 * The waiting list as circulation moves it: a returned copy is kept for the first in line (READY, to be collected
 * by a day), a ready hold is collected when its copy is issued to its patron, and titles with patrons waiting are
 * not renewed.
 */
export function holdQueueStore(db: Database) {
  return {
    /** The first waiting hold on the title, locked, so two returns of its copies ready two different holds. */
    async firstWaiting(titleId: number): Promise<QueuedHold | null> {
      const [row] = await db
        .select(holdColumns)
        .from(libraryHolds)
        .where(and(eq(libraryHolds.titleId, titleId), eq(libraryHolds.status, 'WAITING')))
        .orderBy(asc(libraryHolds.placedAt), asc(libraryHolds.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    async makeReady(holdId: number, copyId: number, readyAt: Date, pickupBy: string): Promise<void> {
      await db
        .update(libraryHolds)
        .set({ status: 'READY', copyId, readyAt, pickupBy })
        .where(eq(libraryHolds.id, holdId));
    },

    /** The ready hold keeping this copy, if any. */
    async readyOnCopy(copyId: number): Promise<QueuedHold | null> {
      const [row] = await db
        .select(holdColumns)
        .from(libraryHolds)
        .where(and(eq(libraryHolds.copyId, copyId), eq(libraryHolds.status, 'READY')))
        .limit(1);
      return row ?? null;
    },

    async collect(holdId: number, at: Date): Promise<void> {
      await db.update(libraryHolds).set({ status: 'COLLECTED', closedAt: at }).where(eq(libraryHolds.id, holdId));
    },

    /** How many wait for the title (not yet given a copy). */
    async waitingOn(titleId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(libraryHolds)
        .where(and(eq(libraryHolds.titleId, titleId), inArray(libraryHolds.status, ['WAITING'])));
      return row?.n ?? 0;
    },
  };
}

export type HoldQueueStore = ReturnType<typeof holdQueueStore>;
