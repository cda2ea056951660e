import { and, eq, inArray } from 'drizzle-orm';
import { isHandMovable, type CopyStatus, type HandSetStatus } from '../../../domain/library/catalogue';
import { LIBRARY_MESSAGES as M } from '../../../domain/library/messages';
import type { Database } from '../../db/client';
import type { TransactionRunner } from '../../db/request-scope';
import { libraryCopies, libraryCopyStatusChanges } from '../../db/schema';
import { LibraryRefused } from './library-refused';

/**
 * A copy's status set by hand from the catalogue (lost, damaged, withdrawn, in processing, back on the shelf), with
 * the reason kept on the copy and in its history. A copy circulation holds (issued, on hold) is left to circulation.
 */
export function copyStore(db: Database, transaction: TransactionRunner) {
  return {
    async setStatus(
      copyId: number,
      change: { status: HandSetStatus; reason: string },
      userId: number,
      now: Date,
    ): Promise<void> {
      await transaction(async () => {
        const [copy] = await db
          .select({ status: libraryCopies.status })
          .from(libraryCopies)
          .where(eq(libraryCopies.id, copyId))
          .for('update');
        if (!copy) throw new LibraryRefused(M.unknownCopy, 404);
        const from = copy.status as CopyStatus;
        if (!isHandMovable(from)) throw new LibraryRefused(M.statusFromCirculation, 409);
        if (from === change.status) throw new LibraryRefused(M.statusUnchanged, 409);
        await db
          .update(libraryCopies)
          .set({ status: change.status, statusReason: change.reason, statusChangedAt: now, updatedAt: now })
          .where(eq(libraryCopies.id, copyId));
        await db.insert(libraryCopyStatusChanges).values({
          copyId,
          fromStatus: from,
          toStatus: change.status,
          reason: change.reason,
          changedBy: userId,
          changedAt: now,
        });
      });
    },

    /**
     * Many copies moved by hand from one status to another with one reason, each change in its history (stock
     * verification's write-offs and finds), in the caller's transaction. Copies no longer `from` are left alone.
     * Answers how many moved.
     */
    async moveAll(
      copyIds: readonly number[],
      change: { from: CopyStatus; to: HandSetStatus; reason: string },
      userId: number,
      now: Date,
    ): Promise<number> {
      if (copyIds.length === 0) return 0;
      const moved = await db
        .update(libraryCopies)
        .set({ status: change.to, statusReason: change.reason, statusChangedAt: now, updatedAt: now })
        .where(and(inArray(libraryCopies.id, [...copyIds]), eq(libraryCopies.status, change.from)))
        .returning({ id: libraryCopies.id });
      if (moved.length)
        await db.insert(libraryCopyStatusChanges).values(
          moved.map(({ id }) => ({
            copyId: id,
            fromStatus: change.from,
            toStatus: change.to,
            reason: change.reason,
            changedBy: userId,
            changedAt: now,
          })),
        );
      return moved.length;
    },
  };
}

export type CopyStore = ReturnType<typeof copyStore>;
